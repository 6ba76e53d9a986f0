import { pgEnum } from 'drizzle-orm/pg-core';

// Same spellings as the GraphQL enums, so values pass through without mapping.
export const organisationType = pgEnum('organisation_type', ['Company', 'Agency', 'NonProfit', 'Public']);
export const userRole = pgEnum('user_role', ['Admin', 'Member']);
export const productType = pgEnum('product_type', ['Website', 'App', 'Game']);
export const invitationStatus = pgEnum('invitation_status', ['Pending', 'Accepted', 'Cancelled']);
export const joinRequestStatus = pgEnum('join_request_status', [
  'Pending',
  'Accepted',
  'Refused',
  'Withdrawn',
]);
/** How an organisation proved it owns its website's domain (docs/decisions.md, "Domain proof"). */
export const domainVerificationMethod = pgEnum('domain_verification_method', ['DnsTxt', 'AdminEmail']);
export const notificationKind = pgEnum('notification_kind', ['ReviewUsers', 'AttentionRecommended']);
export const notificationReadState = pgEnum('notification_read_state', ['Read', 'Unread']);
