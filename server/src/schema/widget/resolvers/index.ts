import type { Resolvers } from '../../../generated/resolvers-types';
import {
  createQuestion,
  createQuestionGroup,
  getWidgetSettings,
  updateWidgetSettings,
} from '../../../services/widget/widget-settings';

export const widgetResolvers: Resolvers = {
  Query: {
    widgetSettings: (_parent, args, ctx) => getWidgetSettings(ctx, args),
  },
  Mutation: {
    updateWidgetSettings: (_parent, args, ctx) => updateWidgetSettings(ctx, args),
    createOrganizationQuestionGroup: (_parent, _args, ctx) => createQuestionGroup(ctx),
    createOneQuestion: (_parent, args, ctx) => createQuestion(ctx, args),
  },
};
