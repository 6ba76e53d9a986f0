import type { Resolvers } from '../../../generated/resolvers-types';
import { apiKeys, countApiKeys } from './api-keys';
import { createApiKey } from './create-api-key';
import { eraseContact } from './erase-contact';
import { generalSettings } from './general-settings';
import { notificationSettings } from './notification-settings';
import { countPrivacyDeletions, privacyDeletions } from './privacy-deletions';
import { privacySettings } from './privacy-settings';
import { revokeApiKey } from './revoke-api-key';
import { updateGeneralSettings } from './update-general-settings';
import { updateNotificationSettings } from './update-notification-settings';
import { updatePrivacySettings } from './update-privacy-settings';
import { widgetLanguages } from './widget-languages';

export const settingsResolvers: Resolvers = {
  Query: {
    widgetLanguages,
    generalSettings,
    notificationSettings,
    privacySettings,
    privacyDeletions,
    countPrivacyDeletions,
    apiKeys,
    countApiKeys,
  },
  Mutation: {
    updateGeneralSettings,
    updateNotificationSettings,
    updatePrivacySettings,
    eraseContact,
    createApiKey,
    revokeApiKey,
  },
};
