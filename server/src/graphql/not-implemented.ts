import { notImplemented } from '../errors/app-errors';
import type { GraphQLContext } from './context';

/**
 * A resolver for an operation of the contract that a later step builds. It answers
 * NOT_IMPLEMENTED instead of made-up data; non-public operations still demand a valid token
 * first, so clients see the same 401 they will see once it exists.
 */
export function notImplementedResolver(message: string, options: { public?: boolean } = {}) {
  return async (_parent: unknown, _args: unknown, ctx: GraphQLContext): Promise<never> => {
    if (!options.public) await ctx.caller();
    throw notImplemented(message);
  };
}
