import type { MutationResolvers } from '../../../generated/resolvers-types';
import { rotateWidgetToken as rotate } from '../../../services/organization/widget-token';

export const rotateWidgetToken: NonNullable<MutationResolvers['rotateWidgetToken']> = (_parent, _args, ctx) =>
  rotate(ctx);
