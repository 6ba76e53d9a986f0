import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from '../metrics';
import { currentRequestScope } from '../request-scope';

/**
 * Times each operation's execution by name and type, and tells the access log which operation a
 * request ran. Parsing and validation are cached by Yoga and left out.
 */
export function useOperationMetrics(metrics: Metrics): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const name = operation?.name?.value ?? args.operationName ?? null;
      const scope = currentRequestScope();
      if (scope && name) scope.operation = name;
      const started = process.hrtime.bigint();
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && Boolean(result.errors?.length);
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          metrics.observeGraphQL(name, operation?.operation ?? 'unknown', failed ? 'error' : 'ok', seconds);
        },
      };
    },
  };
}
