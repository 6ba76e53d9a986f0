import type { QueryResolvers } from '../../../generated/resolvers-types';
import { organisationTrial as trial } from '../../../services/organization/widget-token';

export const organisationTrial: NonNullable<QueryResolvers['organisationTrial']> = (_parent, _args, ctx) =>
  trial(ctx);
