import type { MutationResolvers } from '../../../generated/resolvers-types';
import { revokeApiKey as revoke } from '../../../services/api-key/api-keys';

export const revokeApiKey: NonNullable<MutationResolvers['revokeApiKey']> = (_parent, args, ctx) =>
  revoke(ctx, args.id);
