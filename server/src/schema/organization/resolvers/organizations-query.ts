import type { QueryResolvers } from '../../../generated/resolvers-types';
import { getOwnOrganization } from '../../../services/organization/get-organization';

export const organizationsQuery: NonNullable<QueryResolvers['organizationsQuery']> = (_parent, _args, ctx) =>
  getOwnOrganization(ctx);
