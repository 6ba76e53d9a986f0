import type { MutationResolvers } from '../../../generated/resolvers-types';
import { createApiKey as create } from '../../../services/api-key/api-keys';

export const createApiKey: NonNullable<MutationResolvers['createApiKey']> = (_parent, args, ctx) =>
  create(ctx, args.name);
