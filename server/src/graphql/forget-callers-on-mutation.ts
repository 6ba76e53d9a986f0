import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { SignedInCallers } from '../auth/signed-in-callers';

/**
 * Every change of a user's row or of an organisation is a GraphQL mutation (roles, removal,
 * enabling, joining, invitations, the profile, the organisation's settings), so the signed-in
 * callers this server keeps are forgotten around each one:
 * - before it runs, so that the mutation authorises on the rows as they are, whatever another
 *   server changed a moment ago;
 * - after it ran, so that no request of this server is answered from what was read before its
 *   commit (a read still under way when it committed is not kept either: src/auth/signed-in-callers.ts).
 * Mutations are rare beside reads; forgetting everyone is cheaper to get right than finding out
 * whom each one touched.
 */
export function useForgetCallersOnMutation(callers: SignedInCallers): Plugin {
  return {
    onExecute({ args }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      callers.forgetAll();
      return {
        onExecuteDone() {
          callers.forgetAll();
        },
      };
    },
  };
}
