import type { QueryResolvers } from '../../../generated/resolvers-types';
import { organisationDomain as run } from '../../../services/domain/organisation-domain';

export const organisationDomain: NonNullable<QueryResolvers['organisationDomain']> = (_parent, _args, ctx) =>
  run(ctx);
