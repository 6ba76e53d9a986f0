-- Row-level security for the identity tables (see 0001_row_level_security.sql for the model).
-- Besides the tenant, a transaction may declare ONE thing it looks up across tenants, and sees
-- only that: app.lookup_domain (the organisation whose website matches a new user's e-mail
-- domain) or app.invitation_id (the invitation behind a sign-up link).

GRANT SELECT, INSERT, UPDATE, DELETE ON invitations, join_requests, notifications, contact_messages TO hearback_app;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON bot_check_solutions TO hearback_app;
--> statement-breakpoint
CREATE POLICY organisations_domain_lookup ON organisations FOR SELECT TO hearback_app
  USING (website_domain = nullif(current_setting('app.lookup_domain', true), ''));
--> statement-breakpoint
-- An Admin removes a user from the organisation, or refuses a waiting one: the row leaves the
-- tenant (organisation_id becomes null), which users_tenant's WITH CHECK only allows for one's own row.
CREATE POLICY users_release ON users FOR UPDATE TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id IS NULL AND role IS NULL);
--> statement-breakpoint
ALTER TABLE invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE invitations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY invitations_tenant ON invitations TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY invitations_link_lookup ON invitations FOR SELECT TO hearback_app
  USING (id = nullif(current_setting('app.invitation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE join_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE join_requests FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY join_requests_tenant ON join_requests TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notifications FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Anyone acting in the organisation may notify its users; only the recipient reads or changes a
-- notification.
CREATE POLICY notifications_notify ON notifications FOR INSERT TO hearback_app
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY notifications_recipient ON notifications TO hearback_app
  USING (
    organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid
    AND user_id = nullif(current_setting('app.user_id', true), '')::uuid
  )
  WITH CHECK (
    organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid
    AND user_id = nullif(current_setting('app.user_id', true), '')::uuid
  );
--> statement-breakpoint
ALTER TABLE contact_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE contact_messages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- A message belongs to its sender; the operator reads them by e-mail, or as the owner role.
CREATE POLICY contact_messages_sender ON contact_messages TO hearback_app
  USING (user_id = nullif(current_setting('app.user_id', true), '')::uuid)
  WITH CHECK (
    user_id = nullif(current_setting('app.user_id', true), '')::uuid
    AND organisation_id IS NOT DISTINCT FROM nullif(current_setting('app.organisation_id', true), '')::uuid
  );
--> statement-breakpoint
-- Organisations founded before website_domain existed. The app's rule
-- (services/organization/website-domain.ts) also leaves out free-mail hosts; so does this, for the
-- common ones.
UPDATE organisations
  SET website_domain = lower(regexp_replace(substring(website from '^[A-Za-z]+://([^/:?#]+)'), '^www\.', ''))
  WHERE website IS NOT NULL AND website_domain IS NULL
    AND lower(regexp_replace(substring(website from '^[A-Za-z]+://([^/:?#]+)'), '^www\.', ''))
      NOT IN ('gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'yahoo.com', 'icloud.com', 'proton.me', 'protonmail.com', 'aol.com', 'gmx.com', 'mail.com');
