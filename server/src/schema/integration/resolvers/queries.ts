import type { QueryResolvers } from '../../../generated/resolvers-types';
import {
  countIntegrations as count,
  countIntegrationDeliveries as countDeliveries,
  listIntegrationDeliveries,
  listIntegrations,
} from '../../../services/integration/integrations';

export const integrations: NonNullable<QueryResolvers['integrations']> = (_parent, args, ctx) =>
  listIntegrations(ctx, args.kind, args.paging);

export const countIntegrations: NonNullable<QueryResolvers['countIntegrations']> = (_parent, args, ctx) =>
  count(ctx, args.kind);

export const integrationDeliveries: NonNullable<QueryResolvers['integrationDeliveries']> = (
  _parent,
  args,
  ctx,
) => listIntegrationDeliveries(ctx, args.integrationId, args.paging);

export const countIntegrationDeliveries: NonNullable<QueryResolvers['countIntegrationDeliveries']> = (
  _parent,
  args,
  ctx,
) => countDeliveries(ctx, args.integrationId);
