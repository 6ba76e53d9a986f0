import type { QueryResolvers } from '../../../generated/resolvers-types';
import { getPlatforms as list } from '../../../services/product/catalog';

export const getPlatforms: NonNullable<QueryResolvers['getPlatforms']> = (_parent, _args, ctx) => list(ctx);
