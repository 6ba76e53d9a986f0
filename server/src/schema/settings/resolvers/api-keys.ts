import type { QueryResolvers } from '../../../generated/resolvers-types';
import { countApiKeys as count, listApiKeys } from '../../../services/api-key/api-keys';

export const apiKeys: NonNullable<QueryResolvers['apiKeys']> = (_parent, args, ctx) =>
  listApiKeys(ctx, args.paging);

export const countApiKeys: NonNullable<QueryResolvers['countApiKeys']> = (_parent, _args, ctx) => count(ctx);
