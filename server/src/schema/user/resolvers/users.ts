import type { QueryResolvers } from '../../../generated/resolvers-types';
import { listUsers } from '../../../services/user/list-users';

export const users: NonNullable<QueryResolvers['users']> = (_parent, args, ctx) => listUsers(ctx, args);
