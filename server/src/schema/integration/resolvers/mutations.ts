import type { MutationResolvers } from '../../../generated/resolvers-types';
import * as service from '../../../services/integration/integrations';

export const createIntegration: NonNullable<MutationResolvers['createIntegration']> = (_parent, args, ctx) =>
  service.createIntegration(ctx, args.input);

export const updateIntegration: NonNullable<MutationResolvers['updateIntegration']> = (_parent, args, ctx) =>
  service.updateIntegration(ctx, args.id, args.input);

export const deleteIntegration: NonNullable<MutationResolvers['deleteIntegration']> = (_parent, args, ctx) =>
  service.deleteIntegration(ctx, args.id);

export const sendIntegrationTest: NonNullable<MutationResolvers['sendIntegrationTest']> = (
  _parent,
  args,
  ctx,
) => service.sendIntegrationTest(ctx, args.id);

export const replayIntegrationDelivery: NonNullable<MutationResolvers['replayIntegrationDelivery']> = (
  _parent,
  args,
  ctx,
) => service.replayIntegrationDelivery(ctx, args.id);
