/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Account {\n    me {\n      id\n      email\n      firstName\n      lastName\n      photoURL\n      lastActivity\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n": typeof types.AccountDocument,
    "\n  query PhotoUploadUrl($fileName: String!, $type: String!) {\n    getSignedUrl(fileName: $fileName, type: $type, assignmentId: \"profile-photo\") {\n      signedUrl\n      url\n    }\n  }\n": typeof types.PhotoUploadUrlDocument,
    "\n  mutation UpdateMe($update: UpdateMeInput!) {\n    updateMe(update: $update) {\n      id\n      firstName\n      lastName\n      photoURL\n      lastActivity\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n": typeof types.UpdateMeDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    createdBy\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": typeof types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys($paging: OffsetPaging) {\n    apiKeys(paging: $paging) {\n      ...ApiKeyFields\n    }\n    countApiKeys\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  fragment AuditEventRow on AuditEvent {\n    id\n    action\n    actorEmail\n    targetType\n    targetLabel\n    changes {\n      field\n      from\n      to\n    }\n    createdAt\n  }\n": typeof types.AuditEventRowFragmentDoc,
    "\n  query AuditEvents($paging: OffsetPaging, $filter: AuditEventFilter) {\n    auditEvents(paging: $paging, filter: $filter) {\n      ...AuditEventRow\n    }\n    countAuditEvents(filter: $filter)\n  }\n": typeof types.AuditEventsDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!, $botCheck: String!) {\n    sendContactMessage(input: $input, botCheck: $botCheck)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  fragment ExportFields on Export {\n    id\n    kind\n    format\n    from\n    to\n    campaignId\n    status\n    totalRows\n    rowsWritten\n    fileSize\n    error\n    requestedBy\n    createdAt\n    finishedAt\n    expiresAt\n    downloadUrl\n    downloadUrlExpiresAt\n  }\n": typeof types.ExportFieldsFragmentDoc,
    "\n  query Exports($productId: ID!, $paging: OffsetPaging) {\n    exports(productId: $productId, paging: $paging) {\n      ...ExportFields\n    }\n    countExports(productId: $productId)\n  }\n": typeof types.ExportsDocument,
    "\n  query Export($id: ID!) {\n    export(id: $id) {\n      ...ExportFields\n    }\n  }\n": typeof types.ExportDocument,
    "\n  query ExportCampaigns($productId: ID!) {\n    campaigns(productId: $productId, paging: { limit: 100 }) {\n      id\n      name\n    }\n  }\n": typeof types.ExportCampaignsDocument,
    "\n  mutation RequestExport($input: RequestExportInput!) {\n    requestExport(input: $input) {\n      ...ExportFields\n    }\n  }\n": typeof types.RequestExportDocument,
    "\n  query GeneralSettings($productId: ID!) {\n    generalSettings(productId: $productId) {\n      productId\n      name\n      url\n      timeZone\n      widgetLanguage\n    }\n    widgetLanguages {\n      code\n      name\n    }\n  }\n": typeof types.GeneralSettingsDocument,
    "\n  mutation UpdateGeneralSettings($productId: ID!, $update: UpdateGeneralSettingsInput!) {\n    updateGeneralSettings(productId: $productId, update: $update) {\n      productId\n      name\n      url\n      timeZone\n      widgetLanguage\n    }\n  }\n": typeof types.UpdateGeneralSettingsDocument,
    "\n  fragment IntegrationDeliveryFields on IntegrationDelivery {\n    id\n    integrationId\n    event\n    eventId\n    state\n    attempts\n    responseStatus\n    lastError\n    replayOf\n    createdAt\n    lastAttemptAt\n  }\n": typeof types.IntegrationDeliveryFieldsFragmentDoc,
    "\n  query IntegrationDeliveries($integrationId: ID!, $paging: OffsetPaging) {\n    integrationDeliveries(integrationId: $integrationId, paging: $paging) {\n      ...IntegrationDeliveryFields\n    }\n    countIntegrationDeliveries(integrationId: $integrationId)\n  }\n": typeof types.IntegrationDeliveriesDocument,
    "\n  mutation CreateIntegration($input: CreateIntegrationInput!) {\n    createIntegration(input: $input) {\n      signingSecret\n      integration {\n        ...IntegrationFields\n      }\n    }\n  }\n": typeof types.CreateIntegrationDocument,
    "\n  mutation UpdateIntegration($id: ID!, $input: UpdateIntegrationInput!) {\n    updateIntegration(id: $id, input: $input) {\n      ...IntegrationFields\n    }\n  }\n": typeof types.UpdateIntegrationDocument,
    "\n  mutation DeleteIntegration($id: ID!) {\n    deleteIntegration(id: $id)\n  }\n": typeof types.DeleteIntegrationDocument,
    "\n  mutation SendIntegrationTest($id: ID!) {\n    sendIntegrationTest(id: $id) {\n      ...IntegrationDeliveryFields\n    }\n  }\n": typeof types.SendIntegrationTestDocument,
    "\n  mutation ReplayIntegrationDelivery($id: ID!) {\n    replayIntegrationDelivery(id: $id) {\n      ...IntegrationDeliveryFields\n    }\n  }\n": typeof types.ReplayIntegrationDeliveryDocument,
    "\n  fragment IntegrationFields on Integration {\n    id\n    kind\n    name\n    url\n    events\n    active\n    createdBy\n    createdAt\n  }\n": typeof types.IntegrationFieldsFragmentDoc,
    "\n  query Integrations($kind: IntegrationKind!, $paging: OffsetPaging) {\n    integrations(kind: $kind, paging: $paging) {\n      ...IntegrationFields\n    }\n    countIntegrations(kind: $kind)\n  }\n": typeof types.IntegrationsDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      topic\n      audience\n      audiences\n      email\n      inApp\n      updatedAt\n    }\n    me {\n      id\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateMyEmailSwitches($update: UpdateMeInput!) {\n    updateMe(update: $update) {\n      id\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n": typeof types.UpdateMyEmailSwitchesDocument,
    "\n  mutation UpdateNotificationSettings($settings: [NotificationSettingInput!]!) {\n    updateNotificationSettings(settings: $settings) {\n      topic\n      audience\n      audiences\n      email\n      inApp\n      updatedAt\n    }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  mutation EraseContact($email: String!) {\n    eraseContact(email: $email) {\n      id\n      kind\n      recordings\n      files\n      contacts\n    }\n  }\n": typeof types.EraseContactDocument,
    "\n  query PrivacyDeletions($paging: OffsetPaging) {\n    privacyDeletions(paging: $paging) {\n      id\n      kind\n      cutoff\n      requestedBy\n      recordings\n      files\n      contacts\n      createdAt\n      finishedAt\n    }\n    countPrivacyDeletions\n  }\n": typeof types.PrivacyDeletionsDocument,
    "\n  query PrivacySettings {\n    privacySettings {\n      retentionDays\n      minRetentionDays\n      maxRetentionDays\n      updatedAt\n    }\n  }\n": typeof types.PrivacySettingsDocument,
    "\n  mutation UpdatePrivacySettings($retentionDays: Int) {\n    updatePrivacySettings(retentionDays: $retentionDays) {\n      retentionDays\n      minRetentionDays\n      maxRetentionDays\n      updatedAt\n    }\n  }\n": typeof types.UpdatePrivacySettingsDocument,
    "\n  fragment InvitationRow on OrganisationInvitation {\n    id\n    email\n    role\n    createdAt\n    expiresAt\n    expired\n  }\n": typeof types.InvitationRowFragmentDoc,
    "\n  query Invitations {\n    invitations {\n      ...InvitationRow\n    }\n  }\n": typeof types.InvitationsDocument,
    "\n  mutation InviteUser($email: String!, $role: UserRole!) {\n    inviteUser(email: $email, role: $role) {\n      ...InvitationRow\n    }\n  }\n": typeof types.InviteUserDocument,
    "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      ...InvitationRow\n    }\n  }\n": typeof types.ResendInvitationDocument,
    "\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(id: $id)\n  }\n": typeof types.CancelInvitationDocument,
    "\n  mutation UpdateUserRole($id: ID!, $role: UserRole!) {\n    updateUserRole(id: $id, role: $role) {\n      ...UserRow\n    }\n  }\n": typeof types.UpdateUserRoleDocument,
    "\n  mutation SetUserEnabled($id: ID!, $enabled: Boolean!) {\n    setUserEnabled(id: $id, enabled: $enabled) {\n      ...UserRow\n    }\n  }\n": typeof types.SetUserEnabledDocument,
    "\n  mutation RemoveUser($id: ID!) {\n    removeUser(id: $id)\n  }\n": typeof types.RemoveUserDocument,
    "\n  fragment UserRow on UserListItem {\n    id\n    email\n    firstName\n    lastName\n    role\n    invitationAccepted\n    photoURL\n    lastActivity\n    enabled\n  }\n": typeof types.UserRowFragmentDoc,
    "\n  query Users($paging: OffsetPaging, $sorting: [UserSort!], $filter: UserFilter) {\n    users(paging: $paging, sorting: $sorting, filter: $filter) {\n      ...UserRow\n    }\n    countUsers(filter: $filter)\n  }\n": typeof types.UsersDocument,
};
const documents: Documents = {
    "\n  query Account {\n    me {\n      id\n      email\n      firstName\n      lastName\n      photoURL\n      lastActivity\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n": types.AccountDocument,
    "\n  query PhotoUploadUrl($fileName: String!, $type: String!) {\n    getSignedUrl(fileName: $fileName, type: $type, assignmentId: \"profile-photo\") {\n      signedUrl\n      url\n    }\n  }\n": types.PhotoUploadUrlDocument,
    "\n  mutation UpdateMe($update: UpdateMeInput!) {\n    updateMe(update: $update) {\n      id\n      firstName\n      lastName\n      photoURL\n      lastActivity\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n": types.UpdateMeDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    createdBy\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys($paging: OffsetPaging) {\n    apiKeys(paging: $paging) {\n      ...ApiKeyFields\n    }\n    countApiKeys\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  fragment AuditEventRow on AuditEvent {\n    id\n    action\n    actorEmail\n    targetType\n    targetLabel\n    changes {\n      field\n      from\n      to\n    }\n    createdAt\n  }\n": types.AuditEventRowFragmentDoc,
    "\n  query AuditEvents($paging: OffsetPaging, $filter: AuditEventFilter) {\n    auditEvents(paging: $paging, filter: $filter) {\n      ...AuditEventRow\n    }\n    countAuditEvents(filter: $filter)\n  }\n": types.AuditEventsDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!, $botCheck: String!) {\n    sendContactMessage(input: $input, botCheck: $botCheck)\n  }\n": types.SendContactMessageDocument,
    "\n  fragment ExportFields on Export {\n    id\n    kind\n    format\n    from\n    to\n    campaignId\n    status\n    totalRows\n    rowsWritten\n    fileSize\n    error\n    requestedBy\n    createdAt\n    finishedAt\n    expiresAt\n    downloadUrl\n    downloadUrlExpiresAt\n  }\n": types.ExportFieldsFragmentDoc,
    "\n  query Exports($productId: ID!, $paging: OffsetPaging) {\n    exports(productId: $productId, paging: $paging) {\n      ...ExportFields\n    }\n    countExports(productId: $productId)\n  }\n": types.ExportsDocument,
    "\n  query Export($id: ID!) {\n    export(id: $id) {\n      ...ExportFields\n    }\n  }\n": types.ExportDocument,
    "\n  query ExportCampaigns($productId: ID!) {\n    campaigns(productId: $productId, paging: { limit: 100 }) {\n      id\n      name\n    }\n  }\n": types.ExportCampaignsDocument,
    "\n  mutation RequestExport($input: RequestExportInput!) {\n    requestExport(input: $input) {\n      ...ExportFields\n    }\n  }\n": types.RequestExportDocument,
    "\n  query GeneralSettings($productId: ID!) {\n    generalSettings(productId: $productId) {\n      productId\n      name\n      url\n      timeZone\n      widgetLanguage\n    }\n    widgetLanguages {\n      code\n      name\n    }\n  }\n": types.GeneralSettingsDocument,
    "\n  mutation UpdateGeneralSettings($productId: ID!, $update: UpdateGeneralSettingsInput!) {\n    updateGeneralSettings(productId: $productId, update: $update) {\n      productId\n      name\n      url\n      timeZone\n      widgetLanguage\n    }\n  }\n": types.UpdateGeneralSettingsDocument,
    "\n  fragment IntegrationDeliveryFields on IntegrationDelivery {\n    id\n    integrationId\n    event\n    eventId\n    state\n    attempts\n    responseStatus\n    lastError\n    replayOf\n    createdAt\n    lastAttemptAt\n  }\n": types.IntegrationDeliveryFieldsFragmentDoc,
    "\n  query IntegrationDeliveries($integrationId: ID!, $paging: OffsetPaging) {\n    integrationDeliveries(integrationId: $integrationId, paging: $paging) {\n      ...IntegrationDeliveryFields\n    }\n    countIntegrationDeliveries(integrationId: $integrationId)\n  }\n": types.IntegrationDeliveriesDocument,
    "\n  mutation CreateIntegration($input: CreateIntegrationInput!) {\n    createIntegration(input: $input) {\n      signingSecret\n      integration {\n        ...IntegrationFields\n      }\n    }\n  }\n": types.CreateIntegrationDocument,
    "\n  mutation UpdateIntegration($id: ID!, $input: UpdateIntegrationInput!) {\n    updateIntegration(id: $id, input: $input) {\n      ...IntegrationFields\n    }\n  }\n": types.UpdateIntegrationDocument,
    "\n  mutation DeleteIntegration($id: ID!) {\n    deleteIntegration(id: $id)\n  }\n": types.DeleteIntegrationDocument,
    "\n  mutation SendIntegrationTest($id: ID!) {\n    sendIntegrationTest(id: $id) {\n      ...IntegrationDeliveryFields\n    }\n  }\n": types.SendIntegrationTestDocument,
    "\n  mutation ReplayIntegrationDelivery($id: ID!) {\n    replayIntegrationDelivery(id: $id) {\n      ...IntegrationDeliveryFields\n    }\n  }\n": types.ReplayIntegrationDeliveryDocument,
    "\n  fragment IntegrationFields on Integration {\n    id\n    kind\n    name\n    url\n    events\n    active\n    createdBy\n    createdAt\n  }\n": types.IntegrationFieldsFragmentDoc,
    "\n  query Integrations($kind: IntegrationKind!, $paging: OffsetPaging) {\n    integrations(kind: $kind, paging: $paging) {\n      ...IntegrationFields\n    }\n    countIntegrations(kind: $kind)\n  }\n": types.IntegrationsDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      topic\n      audience\n      audiences\n      email\n      inApp\n      updatedAt\n    }\n    me {\n      id\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateMyEmailSwitches($update: UpdateMeInput!) {\n    updateMe(update: $update) {\n      id\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n": types.UpdateMyEmailSwitchesDocument,
    "\n  mutation UpdateNotificationSettings($settings: [NotificationSettingInput!]!) {\n    updateNotificationSettings(settings: $settings) {\n      topic\n      audience\n      audiences\n      email\n      inApp\n      updatedAt\n    }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  mutation EraseContact($email: String!) {\n    eraseContact(email: $email) {\n      id\n      kind\n      recordings\n      files\n      contacts\n    }\n  }\n": types.EraseContactDocument,
    "\n  query PrivacyDeletions($paging: OffsetPaging) {\n    privacyDeletions(paging: $paging) {\n      id\n      kind\n      cutoff\n      requestedBy\n      recordings\n      files\n      contacts\n      createdAt\n      finishedAt\n    }\n    countPrivacyDeletions\n  }\n": types.PrivacyDeletionsDocument,
    "\n  query PrivacySettings {\n    privacySettings {\n      retentionDays\n      minRetentionDays\n      maxRetentionDays\n      updatedAt\n    }\n  }\n": types.PrivacySettingsDocument,
    "\n  mutation UpdatePrivacySettings($retentionDays: Int) {\n    updatePrivacySettings(retentionDays: $retentionDays) {\n      retentionDays\n      minRetentionDays\n      maxRetentionDays\n      updatedAt\n    }\n  }\n": types.UpdatePrivacySettingsDocument,
    "\n  fragment InvitationRow on OrganisationInvitation {\n    id\n    email\n    role\n    createdAt\n    expiresAt\n    expired\n  }\n": types.InvitationRowFragmentDoc,
    "\n  query Invitations {\n    invitations {\n      ...InvitationRow\n    }\n  }\n": types.InvitationsDocument,
    "\n  mutation InviteUser($email: String!, $role: UserRole!) {\n    inviteUser(email: $email, role: $role) {\n      ...InvitationRow\n    }\n  }\n": types.InviteUserDocument,
    "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      ...InvitationRow\n    }\n  }\n": types.ResendInvitationDocument,
    "\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(id: $id)\n  }\n": types.CancelInvitationDocument,
    "\n  mutation UpdateUserRole($id: ID!, $role: UserRole!) {\n    updateUserRole(id: $id, role: $role) {\n      ...UserRow\n    }\n  }\n": types.UpdateUserRoleDocument,
    "\n  mutation SetUserEnabled($id: ID!, $enabled: Boolean!) {\n    setUserEnabled(id: $id, enabled: $enabled) {\n      ...UserRow\n    }\n  }\n": types.SetUserEnabledDocument,
    "\n  mutation RemoveUser($id: ID!) {\n    removeUser(id: $id)\n  }\n": types.RemoveUserDocument,
    "\n  fragment UserRow on UserListItem {\n    id\n    email\n    firstName\n    lastName\n    role\n    invitationAccepted\n    photoURL\n    lastActivity\n    enabled\n  }\n": types.UserRowFragmentDoc,
    "\n  query Users($paging: OffsetPaging, $sorting: [UserSort!], $filter: UserFilter) {\n    users(paging: $paging, sorting: $sorting, filter: $filter) {\n      ...UserRow\n    }\n    countUsers(filter: $filter)\n  }\n": types.UsersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Account {\n    me {\n      id\n      email\n      firstName\n      lastName\n      photoURL\n      lastActivity\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n"): (typeof documents)["\n  query Account {\n    me {\n      id\n      email\n      firstName\n      lastName\n      photoURL\n      lastActivity\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PhotoUploadUrl($fileName: String!, $type: String!) {\n    getSignedUrl(fileName: $fileName, type: $type, assignmentId: \"profile-photo\") {\n      signedUrl\n      url\n    }\n  }\n"): (typeof documents)["\n  query PhotoUploadUrl($fileName: String!, $type: String!) {\n    getSignedUrl(fileName: $fileName, type: $type, assignmentId: \"profile-photo\") {\n      signedUrl\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMe($update: UpdateMeInput!) {\n    updateMe(update: $update) {\n      id\n      firstName\n      lastName\n      photoURL\n      lastActivity\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMe($update: UpdateMeInput!) {\n    updateMe(update: $update) {\n      id\n      firstName\n      lastName\n      photoURL\n      lastActivity\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    createdBy\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    createdBy\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys($paging: OffsetPaging) {\n    apiKeys(paging: $paging) {\n      ...ApiKeyFields\n    }\n    countApiKeys\n  }\n"): (typeof documents)["\n  query ApiKeys($paging: OffsetPaging) {\n    apiKeys(paging: $paging) {\n      ...ApiKeyFields\n    }\n    countApiKeys\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEventRow on AuditEvent {\n    id\n    action\n    actorEmail\n    targetType\n    targetLabel\n    changes {\n      field\n      from\n      to\n    }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AuditEventRow on AuditEvent {\n    id\n    action\n    actorEmail\n    targetType\n    targetLabel\n    changes {\n      field\n      from\n      to\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditEvents($paging: OffsetPaging, $filter: AuditEventFilter) {\n    auditEvents(paging: $paging, filter: $filter) {\n      ...AuditEventRow\n    }\n    countAuditEvents(filter: $filter)\n  }\n"): (typeof documents)["\n  query AuditEvents($paging: OffsetPaging, $filter: AuditEventFilter) {\n    auditEvents(paging: $paging, filter: $filter) {\n      ...AuditEventRow\n    }\n    countAuditEvents(filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!, $botCheck: String!) {\n    sendContactMessage(input: $input, botCheck: $botCheck)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!, $botCheck: String!) {\n    sendContactMessage(input: $input, botCheck: $botCheck)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExportFields on Export {\n    id\n    kind\n    format\n    from\n    to\n    campaignId\n    status\n    totalRows\n    rowsWritten\n    fileSize\n    error\n    requestedBy\n    createdAt\n    finishedAt\n    expiresAt\n    downloadUrl\n    downloadUrlExpiresAt\n  }\n"): (typeof documents)["\n  fragment ExportFields on Export {\n    id\n    kind\n    format\n    from\n    to\n    campaignId\n    status\n    totalRows\n    rowsWritten\n    fileSize\n    error\n    requestedBy\n    createdAt\n    finishedAt\n    expiresAt\n    downloadUrl\n    downloadUrlExpiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Exports($productId: ID!, $paging: OffsetPaging) {\n    exports(productId: $productId, paging: $paging) {\n      ...ExportFields\n    }\n    countExports(productId: $productId)\n  }\n"): (typeof documents)["\n  query Exports($productId: ID!, $paging: OffsetPaging) {\n    exports(productId: $productId, paging: $paging) {\n      ...ExportFields\n    }\n    countExports(productId: $productId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Export($id: ID!) {\n    export(id: $id) {\n      ...ExportFields\n    }\n  }\n"): (typeof documents)["\n  query Export($id: ID!) {\n    export(id: $id) {\n      ...ExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportCampaigns($productId: ID!) {\n    campaigns(productId: $productId, paging: { limit: 100 }) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ExportCampaigns($productId: ID!) {\n    campaigns(productId: $productId, paging: { limit: 100 }) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestExport($input: RequestExportInput!) {\n    requestExport(input: $input) {\n      ...ExportFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestExport($input: RequestExportInput!) {\n    requestExport(input: $input) {\n      ...ExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeneralSettings($productId: ID!) {\n    generalSettings(productId: $productId) {\n      productId\n      name\n      url\n      timeZone\n      widgetLanguage\n    }\n    widgetLanguages {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query GeneralSettings($productId: ID!) {\n    generalSettings(productId: $productId) {\n      productId\n      name\n      url\n      timeZone\n      widgetLanguage\n    }\n    widgetLanguages {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGeneralSettings($productId: ID!, $update: UpdateGeneralSettingsInput!) {\n    updateGeneralSettings(productId: $productId, update: $update) {\n      productId\n      name\n      url\n      timeZone\n      widgetLanguage\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGeneralSettings($productId: ID!, $update: UpdateGeneralSettingsInput!) {\n    updateGeneralSettings(productId: $productId, update: $update) {\n      productId\n      name\n      url\n      timeZone\n      widgetLanguage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IntegrationDeliveryFields on IntegrationDelivery {\n    id\n    integrationId\n    event\n    eventId\n    state\n    attempts\n    responseStatus\n    lastError\n    replayOf\n    createdAt\n    lastAttemptAt\n  }\n"): (typeof documents)["\n  fragment IntegrationDeliveryFields on IntegrationDelivery {\n    id\n    integrationId\n    event\n    eventId\n    state\n    attempts\n    responseStatus\n    lastError\n    replayOf\n    createdAt\n    lastAttemptAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntegrationDeliveries($integrationId: ID!, $paging: OffsetPaging) {\n    integrationDeliveries(integrationId: $integrationId, paging: $paging) {\n      ...IntegrationDeliveryFields\n    }\n    countIntegrationDeliveries(integrationId: $integrationId)\n  }\n"): (typeof documents)["\n  query IntegrationDeliveries($integrationId: ID!, $paging: OffsetPaging) {\n    integrationDeliveries(integrationId: $integrationId, paging: $paging) {\n      ...IntegrationDeliveryFields\n    }\n    countIntegrationDeliveries(integrationId: $integrationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIntegration($input: CreateIntegrationInput!) {\n    createIntegration(input: $input) {\n      signingSecret\n      integration {\n        ...IntegrationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateIntegration($input: CreateIntegrationInput!) {\n    createIntegration(input: $input) {\n      signingSecret\n      integration {\n        ...IntegrationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateIntegration($id: ID!, $input: UpdateIntegrationInput!) {\n    updateIntegration(id: $id, input: $input) {\n      ...IntegrationFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateIntegration($id: ID!, $input: UpdateIntegrationInput!) {\n    updateIntegration(id: $id, input: $input) {\n      ...IntegrationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteIntegration($id: ID!) {\n    deleteIntegration(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteIntegration($id: ID!) {\n    deleteIntegration(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendIntegrationTest($id: ID!) {\n    sendIntegrationTest(id: $id) {\n      ...IntegrationDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendIntegrationTest($id: ID!) {\n    sendIntegrationTest(id: $id) {\n      ...IntegrationDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplayIntegrationDelivery($id: ID!) {\n    replayIntegrationDelivery(id: $id) {\n      ...IntegrationDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReplayIntegrationDelivery($id: ID!) {\n    replayIntegrationDelivery(id: $id) {\n      ...IntegrationDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IntegrationFields on Integration {\n    id\n    kind\n    name\n    url\n    events\n    active\n    createdBy\n    createdAt\n  }\n"): (typeof documents)["\n  fragment IntegrationFields on Integration {\n    id\n    kind\n    name\n    url\n    events\n    active\n    createdBy\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Integrations($kind: IntegrationKind!, $paging: OffsetPaging) {\n    integrations(kind: $kind, paging: $paging) {\n      ...IntegrationFields\n    }\n    countIntegrations(kind: $kind)\n  }\n"): (typeof documents)["\n  query Integrations($kind: IntegrationKind!, $paging: OffsetPaging) {\n    integrations(kind: $kind, paging: $paging) {\n      ...IntegrationFields\n    }\n    countIntegrations(kind: $kind)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    notificationSettings {\n      topic\n      audience\n      audiences\n      email\n      inApp\n      updatedAt\n    }\n    me {\n      id\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    notificationSettings {\n      topic\n      audience\n      audiences\n      email\n      inApp\n      updatedAt\n    }\n    me {\n      id\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyEmailSwitches($update: UpdateMeInput!) {\n    updateMe(update: $update) {\n      id\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyEmailSwitches($update: UpdateMeInput!) {\n    updateMe(update: $update) {\n      id\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSettings($settings: [NotificationSettingInput!]!) {\n    updateNotificationSettings(settings: $settings) {\n      topic\n      audience\n      audiences\n      email\n      inApp\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSettings($settings: [NotificationSettingInput!]!) {\n    updateNotificationSettings(settings: $settings) {\n      topic\n      audience\n      audiences\n      email\n      inApp\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseContact($email: String!) {\n    eraseContact(email: $email) {\n      id\n      kind\n      recordings\n      files\n      contacts\n    }\n  }\n"): (typeof documents)["\n  mutation EraseContact($email: String!) {\n    eraseContact(email: $email) {\n      id\n      kind\n      recordings\n      files\n      contacts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyDeletions($paging: OffsetPaging) {\n    privacyDeletions(paging: $paging) {\n      id\n      kind\n      cutoff\n      requestedBy\n      recordings\n      files\n      contacts\n      createdAt\n      finishedAt\n    }\n    countPrivacyDeletions\n  }\n"): (typeof documents)["\n  query PrivacyDeletions($paging: OffsetPaging) {\n    privacyDeletions(paging: $paging) {\n      id\n      kind\n      cutoff\n      requestedBy\n      recordings\n      files\n      contacts\n      createdAt\n      finishedAt\n    }\n    countPrivacyDeletions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacySettings {\n    privacySettings {\n      retentionDays\n      minRetentionDays\n      maxRetentionDays\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query PrivacySettings {\n    privacySettings {\n      retentionDays\n      minRetentionDays\n      maxRetentionDays\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePrivacySettings($retentionDays: Int) {\n    updatePrivacySettings(retentionDays: $retentionDays) {\n      retentionDays\n      minRetentionDays\n      maxRetentionDays\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePrivacySettings($retentionDays: Int) {\n    updatePrivacySettings(retentionDays: $retentionDays) {\n      retentionDays\n      minRetentionDays\n      maxRetentionDays\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitationRow on OrganisationInvitation {\n    id\n    email\n    role\n    createdAt\n    expiresAt\n    expired\n  }\n"): (typeof documents)["\n  fragment InvitationRow on OrganisationInvitation {\n    id\n    email\n    role\n    createdAt\n    expiresAt\n    expired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invitations {\n    invitations {\n      ...InvitationRow\n    }\n  }\n"): (typeof documents)["\n  query Invitations {\n    invitations {\n      ...InvitationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteUser($email: String!, $role: UserRole!) {\n    inviteUser(email: $email, role: $role) {\n      ...InvitationRow\n    }\n  }\n"): (typeof documents)["\n  mutation InviteUser($email: String!, $role: UserRole!) {\n    inviteUser(email: $email, role: $role) {\n      ...InvitationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      ...InvitationRow\n    }\n  }\n"): (typeof documents)["\n  mutation ResendInvitation($id: ID!) {\n    resendInvitation(id: $id) {\n      ...InvitationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserRole($id: ID!, $role: UserRole!) {\n    updateUserRole(id: $id, role: $role) {\n      ...UserRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserRole($id: ID!, $role: UserRole!) {\n    updateUserRole(id: $id, role: $role) {\n      ...UserRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserEnabled($id: ID!, $enabled: Boolean!) {\n    setUserEnabled(id: $id, enabled: $enabled) {\n      ...UserRow\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserEnabled($id: ID!, $enabled: Boolean!) {\n    setUserEnabled(id: $id, enabled: $enabled) {\n      ...UserRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveUser($id: ID!) {\n    removeUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveUser($id: ID!) {\n    removeUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRow on UserListItem {\n    id\n    email\n    firstName\n    lastName\n    role\n    invitationAccepted\n    photoURL\n    lastActivity\n    enabled\n  }\n"): (typeof documents)["\n  fragment UserRow on UserListItem {\n    id\n    email\n    firstName\n    lastName\n    role\n    invitationAccepted\n    photoURL\n    lastActivity\n    enabled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($paging: OffsetPaging, $sorting: [UserSort!], $filter: UserFilter) {\n    users(paging: $paging, sorting: $sorting, filter: $filter) {\n      ...UserRow\n    }\n    countUsers(filter: $filter)\n  }\n"): (typeof documents)["\n  query Users($paging: OffsetPaging, $sorting: [UserSort!], $filter: UserFilter) {\n    users(paging: $paging, sorting: $sorting, filter: $filter) {\n      ...UserRow\n    }\n    countUsers(filter: $filter)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;