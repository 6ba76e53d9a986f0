import type { QueryResolvers } from '../../../generated/resolvers-types';

export const botChallenge: NonNullable<QueryResolvers['botChallenge']> = (_parent, _args, ctx) =>
  ctx.botCheck.challenge();
