-- Tenant isolation in the database itself (the service layer checks it too).
--
-- Every request runs in a transaction that does `SET LOCAL ROLE hearback_app` and sets
-- app.organisation_id / app.user_id / app.firebase_uid with set_config(..., true). hearback_app
-- is NOLOGIN, owns nothing and has DML grants only, so FORCE ROW LEVEL SECURITY binds it even
-- where the connection is a superuser (PGlite always is). Policies read the settings through
-- nullif(..., ''), so a transaction that set no tenant sees no tenant rows.
--
-- The connecting role (owner of the tables) only migrates and writes the global catalogue; it
-- has no policy, so under FORCE RLS it cannot read tenant rows unless it is a superuser.

-- Roles are cluster-wide: several databases (throw-away test databases) may create it at once.
DO $$
BEGIN
  CREATE ROLE hearback_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
-- Lets a non-superuser owner SET ROLE hearback_app (a superuser may anyway).
GRANT hearback_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO hearback_app;
--> statement-breakpoint
GRANT SELECT ON platforms, product_categories TO hearback_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON organisations, users, products, product_users TO hearback_app;
--> statement-breakpoint
ALTER TABLE organisations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE organisations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY organisations_tenant ON organisations TO hearback_app
  USING (id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- A user row is visible to its organisation, to the user themself (app.user_id), and, while the
-- caller is being resolved from a verified token, by its Firebase uid. A row may only be written
-- into the current organisation, or stay organisation-less when it is the caller's own.
CREATE POLICY users_tenant ON users TO hearback_app
  USING (
    organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid
    OR id = nullif(current_setting('app.user_id', true), '')::uuid
    OR firebase_uid = nullif(current_setting('app.firebase_uid', true), '')
  )
  WITH CHECK (
    organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid
    OR (
      organisation_id IS NULL
      AND (
        id = nullif(current_setting('app.user_id', true), '')::uuid
        OR firebase_uid = nullif(current_setting('app.firebase_uid', true), '')
      )
    )
  );
--> statement-breakpoint
ALTER TABLE products ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE products FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY products_tenant ON products TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE product_users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE product_users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY product_users_tenant ON product_users TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
