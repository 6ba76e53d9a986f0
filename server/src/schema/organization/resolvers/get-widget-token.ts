import type { QueryResolvers } from '../../../generated/resolvers-types';
import { getWidgetToken as read } from '../../../services/organization/widget-token';

export const getWidgetToken: NonNullable<QueryResolvers['getWidgetToken']> = (_parent, _args, ctx) =>
  read(ctx);
