import { currentDashboardLanguage } from '@hearback/shared';
import type { AuditAction, AuditEventRowFragment, AuditTargetType } from '../../../gql/graphql';
import { settingsText as t } from '../../../i18n/translations';

/** What each action reads as in the log, in the past tense of the Admin who did it. */
export const actionLabels = (): Record<AuditAction, string> => ({
  UserRoleChanged: t('Changed a role'),
  UserEnabled: t('Enabled a user'),
  UserDisabled: t('Disabled a user'),
  UserRemoved: t('Removed a user'),
  UserInvited: t('Invited a user'),
  InvitationResent: t('Resent an invitation'),
  InvitationCancelled: t('Cancelled an invitation'),
  JoinRequestAccepted: t('Accepted a request to join'),
  JoinRequestRefused: t('Refused a request to join'),
  ProductCreated: t('Created a product'),
  ProductUpdated: t('Updated a product'),
  WidgetTokenRotated: t('Rotated the widget token'),
  DomainVerified: t("Proved the organisation's domain"),
  RecordingDeleted: t('Deleted a recording'),
  RecordingTranscriptionRequested: t('Asked for a new transcript of a voice message'),
  NotificationSettingsChanged: t('Changed the notification settings'),
  RetentionChanged: t('Changed the retention period'),
  ContactErased: t('Erased a contact and what they sent'),
  ApiKeyCreated: t('Created an API key'),
  ApiKeyRevoked: t('Revoked an API key'),
  ExportRequested: t('Exported data'),
  IntegrationCreated: t('Added an integration'),
  IntegrationUpdated: t('Changed an integration'),
  IntegrationEnabled: t('Enabled an integration'),
  IntegrationDisabled: t('Disabled an integration'),
  IntegrationDeleted: t('Deleted an integration'),
  IntegrationDeliveryReplayed: t('Replayed an integration delivery'),
});

/** The kind of thing an action was done to, shown when the log kept no name for it. */
const targetTypeLabels = (): Record<AuditTargetType, string> => ({
  ApiKey: t('ApiKey'),
  Contact: t('Contact'),
  Export: t('Export'),
  Integration: t('Integration'),
  Invitation: t('Invitation'),
  Organization: t('Organization'),
  Product: t('Product'),
  Recording: t('Recording'),
  User: t('User'),
});

export const targetLabel = (event: Pick<AuditEventRowFragment, 'targetLabel' | 'targetType'>): string =>
  event.targetLabel ?? targetTypeLabels()[event.targetType] ?? event.targetType;

const fieldLabels = (): Record<string, string> => ({
  role: t('Role'),
  enabled: t('Enabled'),
  expiresAt: t('Expires'),
  name: t('Name'),
  url: t('URL'),
  type: t('Type'),
  isActive: t('Active'),
  isGambling: t('Gambling'),
  platformId: t('Platform'),
  categoryId: t('Category'),
  subCategoryId: t('Sub-category'),
  users: t('Users'),
  productId: t('Product'),
  retentionDays: t('Retention (days)'),
  recordings: t('Recordings'),
  contacts: t('Contacts'),
  kind: t('Kind'),
  events: t('Events'),
  event: t('Event'),
  delivery: t('Delivery'),
  domainVerifiedBy: t('Proved by'),
});

/** "Role: Member → Admin", one line per changed field. */
export function changeLines(event: Pick<AuditEventRowFragment, 'changes'>): string[] {
  const labels = fieldLabels();
  const shown = (value: string | null) => (value === null || value === '' ? t('none') : value);
  return event.changes.map(
    (change) =>
      `${labels[change.field] ?? change.field}: ${shown(change.from ?? null)} → ${shown(change.to ?? null)}`,
  );
}

export const formatWhen = (iso: string): string =>
  new Intl.DateTimeFormat(currentDashboardLanguage(), { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso),
  );
