-- Identity verification of the widget (services/widget/visitor-identity.ts): the secret a host
-- site's server signs its signed-in visitors' e-mail addresses with (HMAC-SHA256), so the
-- widget's targeted campaign prompts reach only the contacts they name. Kept apart from the
-- organisations row, which public scopes (the widget key, a domain join) can read. Tenant data:
-- FORCE ROW LEVEL SECURITY and the tenant policy of 0001_row_level_security.sql.
CREATE TABLE "widget_identity_secrets" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "widget_identity_secrets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON widget_identity_secrets TO hearback_app;
--> statement-breakpoint
ALTER TABLE widget_identity_secrets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE widget_identity_secrets FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY widget_identity_secrets_tenant ON widget_identity_secrets TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
