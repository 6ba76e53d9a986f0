import type { Resolvers } from '../../../generated/resolvers-types';
import {
  createIntegration,
  deleteIntegration,
  replayIntegrationDelivery,
  sendIntegrationTest,
  updateIntegration,
} from './mutations';
import {
  countIntegrationDeliveries,
  countIntegrations,
  integrationDeliveries,
  integrations,
} from './queries';

export const integrationResolvers: Resolvers = {
  Query: { integrations, countIntegrations, integrationDeliveries, countIntegrationDeliveries },
  Mutation: {
    createIntegration,
    updateIntegration,
    deleteIntegration,
    sendIntegrationTest,
    replayIntegrationDelivery,
  },
};
