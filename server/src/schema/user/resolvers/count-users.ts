import type { QueryResolvers } from '../../../generated/resolvers-types';
import { countUsers as count } from '../../../services/user/list-users';

export const countUsers: NonNullable<QueryResolvers['countUsers']> = (_parent, args, ctx) => count(ctx, args);
