import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../src/graphql/schema';
import { type Actor, signUpAdmin } from '../support/actors';
import { failure, graphql } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

/** Every operation a later step builds, with arguments that would otherwise be valid. */
const LATER: { field: string; operation: string; public?: boolean }[] = [];

const IMPLEMENTED = [
  'health',
  'me',
  'organizationsQuery',
  'countUsers',
  'users',
  'getPlatforms',
  'getProductCategories',
  'getProducts',
  'countProducts',
  'getAllProducts',
  'createOneOrganization',
  'updateOneOrganization',
  'createOneProduct',
  'updateOneProduct',
  '_noop',
  // Identity, organisation and team.
  'userTermsAccepted',
  'userByInviteId',
  'verifyInvitation',
  'organisationReviewUsers',
  'invitations',
  'reviewUsers',
  'resendVerification',
  'activateNewUser',
  'declineNewUser',
  'verifyEmail',
  'acceptTerms',
  'inviteUser',
  'cancelInvitation',
  'resendInvitation',
  'acceptInvitation',
  'updateMe',
  'sendContactMessage',
  'updateUserRole',
  'setUserEnabled',
  'removeUser',
  'organisationFeedback',
  'organisationTrial',
  'getWidgetToken',
  'rotateWidgetToken',
  'notifications',
  'countNotifications',
  'unreadNotificationCount',
  'markNotificationRead',
  'markAllNotificationsRead',
  'botChallenge',
  // Widget configuration, uploads and recordings.
  'widgetSettings',
  'updateWidgetSettings',
  'createOrganizationQuestionGroup',
  'createOneQuestion',
  'getSignedUrl',
  'getBackgroungImageSignedUrl',
  'recordings',
  'countRecordings',
  'recording',
  'recordingAudioUrl',
  'productStats',
  'markRecordingReviewed',
  'deleteRecording',
  // Public feedback pages.
  'feedbackProducts',
  'publicEventPage',
  'eventPages',
  'eventPage',
  'updateEventPage',
  'sendFeedbackEmailVerification',
  'resendFeedbackEmailVerification',
  'verifyFeedbackEmail',
  // Audit log.
  'auditEvents',
  'countAuditEvents',
  // Contacts, segments, campaigns, settings, exports and integrations.
  'addSegmentMember',
  'apiKeys',
  'assignAttentionItem',
  'attentionItems',
  'campaign',
  'campaignInvitation',
  'campaignResponses',
  'campaignStats',
  'campaigns',
  'combinedCampaignStats',
  'contact',
  'contactImport',
  'contacts',
  'countApiKeys',
  'countAttentionItems',
  'countCampaignResponses',
  'countCampaigns',
  'countContacts',
  'countExports',
  'countIntegrationDeliveries',
  'countIntegrations',
  'countPrivacyDeletions',
  'countSegmentMembers',
  'countSegmentRuleMatches',
  'countSegments',
  'createApiKey',
  'createCampaign',
  'createContact',
  'createContactImport',
  'createIntegration',
  'createSegment',
  'deleteCampaign',
  'deleteContact',
  'deleteIntegration',
  'deleteSegment',
  'eraseContact',
  'exports',
  'generalSettings',
  'integrationDeliveries',
  'integrations',
  'notificationSettings',
  'pauseCampaign',
  'privacyDeletions',
  'privacySettings',
  'removeSegmentMembers',
  'replayIntegrationDelivery',
  'requestExport',
  'resolveAttentionItem',
  'resumeCampaign',
  'revokeApiKey',
  'scheduleCampaign',
  'segment',
  'segmentMembers',
  'segments',
  'sendIntegrationTest',
  'submitCampaignResponse',
  'unsubscribeFromCampaign',
  'updateCampaign',
  'updateContact',
  'updateGeneralSettings',
  'updateIntegration',
  'updateNotificationSettings',
  'updatePrivacySettings',
  'updateSegment',
  'widgetLanguages',
];

describe('the contract', () => {
  it('has every root field either implemented or answering NOT_IMPLEMENTED', () => {
    const schema = buildSchema();
    const roots = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}),
    );
    expect([...roots].sort()).toEqual([...IMPLEMENTED, ...LATER.map((entry) => entry.field)].sort());
  });
});

// Every operation of the contract is built; the checks stay for the next one that is not.
describe.skipIf(LATER.length === 0).each(databaseKinds())('operations of later steps on %s', (kind) => {
  let h: Harness;
  let admin: Actor;
  beforeAll(async () => {
    h = await startHarness(kind);
    admin = (await signUpAdmin(h)).admin;
  });
  afterAll(() => h?.stop());

  it.each(LATER)('$field answers NOT_IMPLEMENTED with a human message', async ({ field, operation }) => {
    const answer = await admin.ask(operation);
    expect(answer.status).toBe(200);
    const error = failure(answer);
    expect(error.extensions?.code).toBe('NOT_IMPLEMENTED');
    expect(error.message).toMatch(/^[A-Z].* not available yet\.$/);
    expect(error.path).toEqual([field]);
  });

  it.each(LATER.filter((entry) => !entry.public))(
    '$field still demands a token (401)',
    async ({ operation }) => {
      const answer = await graphql(h.server.url, operation);
      expect(answer.status).toBe(401);
      expect(failure(answer).extensions?.code).toBe('UNAUTHENTICATED');
    },
  );

  it.each(LATER.filter((entry) => entry.public))(
    '$field is public: NOT_IMPLEMENTED without a token',
    async ({ operation }) => {
      const answer = await graphql(h.server.url, operation);
      expect(answer.status).toBe(200);
      expect(failure(answer).extensions?.code).toBe('NOT_IMPLEMENTED');
    },
  );
});
