import type { Resolvers } from '../../../generated/resolvers-types';
import { rotateWidgetIdentitySecret, widgetIdentitySecret } from '../../../services/widget/identity-secret';
import {
  createQuestion,
  createQuestionGroup,
  getWidgetSettings,
  updateWidgetSettings,
} from '../../../services/widget/widget-settings';

export const widgetResolvers: Resolvers = {
  Query: {
    widgetSettings: (_parent, args, ctx) => getWidgetSettings(ctx, args),
    widgetIdentitySecret: (_parent, _args, ctx) => widgetIdentitySecret(ctx),
  },
  Mutation: {
    updateWidgetSettings: (_parent, args, ctx) => updateWidgetSettings(ctx, args),
    createOrganizationQuestionGroup: (_parent, _args, ctx) => createQuestionGroup(ctx),
    createOneQuestion: (_parent, args, ctx) => createQuestion(ctx, args),
    rotateWidgetIdentitySecret: (_parent, _args, ctx) => rotateWidgetIdentitySecret(ctx),
  },
};
