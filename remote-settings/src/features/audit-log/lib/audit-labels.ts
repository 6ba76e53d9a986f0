import type { AuditAction, AuditEventRowFragment } from '../../../gql/graphql';

/** What each action reads as in the log, in the past tense of the Admin who did it. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  UserRoleChanged: 'Changed a role',
  UserEnabled: 'Enabled a user',
  UserDisabled: 'Disabled a user',
  UserRemoved: 'Removed a user',
  UserInvited: 'Invited a user',
  InvitationResent: 'Resent an invitation',
  InvitationCancelled: 'Cancelled an invitation',
  JoinRequestAccepted: 'Accepted a request to join',
  JoinRequestRefused: 'Refused a request to join',
  ProductCreated: 'Created a product',
  ProductUpdated: 'Updated a product',
  WidgetTokenRotated: 'Rotated the widget token',
  DomainVerified: "Proved the organisation's domain",
  RecordingDeleted: 'Deleted a recording',
  RecordingTranscriptionRequested: 'Asked for a new transcript of a voice message',
  NotificationSettingsChanged: 'Changed the notification settings',
  RetentionChanged: 'Changed the retention period',
  ContactErased: 'Erased a contact and what they sent',
  ApiKeyCreated: 'Created an API key',
  ApiKeyRevoked: 'Revoked an API key',
  ExportRequested: 'Exported data',
  IntegrationCreated: 'Added an integration',
  IntegrationUpdated: 'Changed an integration',
  IntegrationEnabled: 'Enabled an integration',
  IntegrationDisabled: 'Disabled an integration',
  IntegrationDeleted: 'Deleted an integration',
  IntegrationDeliveryReplayed: 'Replayed an integration delivery',
};

const FIELD_LABELS: Record<string, string> = {
  role: 'Role',
  enabled: 'Enabled',
  expiresAt: 'Expires',
  name: 'Name',
  url: 'URL',
  type: 'Type',
  isActive: 'Active',
  isGambling: 'Gambling',
  platformId: 'Platform',
  categoryId: 'Category',
  subCategoryId: 'Sub-category',
  users: 'Users',
  productId: 'Product',
  retentionDays: 'Retention (days)',
  recordings: 'Recordings',
  contacts: 'Contacts',
  kind: 'Kind',
  events: 'Events',
  event: 'Event',
  delivery: 'Delivery',
  domainVerifiedBy: 'Proved by',
};

const shown = (value: string | null) => (value === null || value === '' ? 'none' : value);

/** "Role: Member → Admin", one line per changed field. */
export const changeLines = (event: Pick<AuditEventRowFragment, 'changes'>): string[] =>
  event.changes.map(
    (change) =>
      `${FIELD_LABELS[change.field] ?? change.field}: ${shown(change.from ?? null)} → ${shown(change.to ?? null)}`,
  );

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export const formatWhen = (iso: string): string => dateTime.format(new Date(iso));
