import type { Resolvers } from '../generated/resolvers-types';
import { auditResolvers } from './audit/resolvers';
import { botCheckResolvers } from './botcheck/resolvers';
import { campaignResolvers } from './campaign/resolvers';
import { commonResolvers } from './common/resolvers';
import { contactResolvers } from './contact/resolvers';
import { domainResolvers } from './domain/resolvers';
import { exportResolvers } from './export/resolvers';
import { feedbackPageResolvers } from './feedback-page/resolvers';
import { insightsResolvers } from './insights/resolvers';
import { integrationResolvers } from './integration/resolvers';
import { notificationResolvers } from './notification/resolvers';
import { organizationResolvers } from './organization/resolvers';
import { productResolvers } from './product/resolvers';
import { recordingResolvers } from './recording/resolvers';
import { segmentResolvers } from './segment/resolvers';
import { settingsResolvers } from './settings/resolvers';
import { uploadResolvers } from './upload/resolvers';
import { userResolvers } from './user/resolvers';
import { widgetResolvers } from './widget/resolvers';

/** One resolver map per domain; the schema builder merges them. */
export const resolvers: Resolvers[] = [
  commonResolvers,
  userResolvers,
  organizationResolvers,
  domainResolvers,
  productResolvers,
  widgetResolvers,
  recordingResolvers,
  uploadResolvers,
  notificationResolvers,
  botCheckResolvers,
  feedbackPageResolvers,
  settingsResolvers,
  auditResolvers,
  contactResolvers,
  segmentResolvers,
  campaignResolvers,
  integrationResolvers,
  exportResolvers,
  insightsResolvers,
];
