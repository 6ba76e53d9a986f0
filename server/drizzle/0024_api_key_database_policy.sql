-- API keys in the database (docs/decisions.md, "API keys"): the schema's @apiKey policy and the
-- services already keep keys read-only and away from people and credentials; row-level security
-- now says so too, so a service that forgets the policy still cannot break it. A transaction made
-- for a key carries its id in app.api_key_id (src/db/scope.ts); outside such transactions the
-- setting is empty and these policies let everything through.
DO $$
DECLARE
  secured record;
BEGIN
  -- Read-only: no insert, update or delete on any table under row-level security.
  FOR secured IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relrowsecurity
  LOOP
    EXECUTE format(
      'CREATE POLICY %I ON %I AS RESTRICTIVE FOR INSERT TO hearback_app
         WITH CHECK (coalesce(current_setting(''app.api_key_id'', true), '''') = '''')',
      secured.relname || '_api_key_no_insert', secured.relname);
    EXECUTE format(
      'CREATE POLICY %I ON %I AS RESTRICTIVE FOR UPDATE TO hearback_app
         USING (coalesce(current_setting(''app.api_key_id'', true), '''') = '''')',
      secured.relname || '_api_key_no_update', secured.relname);
    EXECUTE format(
      'CREATE POLICY %I ON %I AS RESTRICTIVE FOR DELETE TO hearback_app
         USING (coalesce(current_setting(''app.api_key_id'', true), '''') = '''')',
      secured.relname || '_api_key_no_delete', secured.relname);
  END LOOP;
  -- Nothing about people or credentials: these tables show a key no row at all.
  FOR secured IN
    SELECT unnest(ARRAY[
      'users', 'product_users', 'invitations', 'join_requests', 'contacts', 'contact_imports',
      'contact_import_rejections', 'contact_messages', 'segment_members', 'campaign_invitations',
      'api_keys', 'widget_identity_secrets', 'integrations', 'integration_deliveries',
      'domain_email_confirmations', 'notifications', 'notification_settings', 'privacy_settings',
      'privacy_deletions', 'exports', 'audit_events'
    ]) AS relname
  LOOP
    EXECUTE format(
      'CREATE POLICY %I ON %I AS RESTRICTIVE FOR SELECT TO hearback_app
         USING (coalesce(current_setting(''app.api_key_id'', true), '''') = '''')',
      secured.relname || '_api_key_no_select', secured.relname);
  END LOOP;
END $$;
