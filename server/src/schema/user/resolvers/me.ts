import type { QueryResolvers } from '../../../generated/resolvers-types';
import { getMe } from '../../../services/user/get-me';

export const me: NonNullable<QueryResolvers['me']> = (_parent, _args, ctx) => getMe(ctx);
