import type { Resolvers } from '../../../generated/resolvers-types';
import { createOneOrganization } from './create-one-organization';
import { getWidgetToken } from './get-widget-token';
import { organisationFeedback } from './organisation-feedback';
import { organisationTrial } from './organisation-trial';
import { organizationsQuery } from './organizations-query';
import { rotateWidgetToken } from './rotate-widget-token';
import { updateOneOrganization } from './update-one-organization';

export const organizationResolvers: Resolvers = {
  Query: { organizationsQuery, organisationFeedback, organisationTrial, getWidgetToken },
  Mutation: { createOneOrganization, updateOneOrganization, rotateWidgetToken },
};
