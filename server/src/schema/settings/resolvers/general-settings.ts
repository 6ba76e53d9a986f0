import type { QueryResolvers } from '../../../generated/resolvers-types';
import { getGeneralSettings } from '../../../services/settings/general-settings';

export const generalSettings: NonNullable<QueryResolvers['generalSettings']> = (_parent, args, ctx) =>
  getGeneralSettings(ctx, args.productId);
