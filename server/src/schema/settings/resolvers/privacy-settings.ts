import type { QueryResolvers } from '../../../generated/resolvers-types';
import { getPrivacySettings } from '../../../services/privacy/privacy-settings';

export const privacySettings: NonNullable<QueryResolvers['privacySettings']> = (_parent, _args, ctx) =>
  getPrivacySettings(ctx);
