-- Settings tabs (docs/decisions.md, "Settings"): a product's time zone and widget language, the
-- organisation's notification rules, its retention period and the log of what retention and
-- erasure deleted, and its API keys (only their SHA-256 is stored). Row-level security in the
-- model of 0001_row_level_security.sql, plus two narrow look-ups (below).
CREATE TYPE "public"."notification_topic" AS ENUM('ReviewUsers', 'NewFeedback', 'AttentionRecommended', 'WeeklyReport', 'ExportReady');--> statement-breakpoint
CREATE TYPE "public"."notification_audience" AS ENUM('Admins', 'Everyone', 'Requester');--> statement-breakpoint
CREATE TYPE "public"."privacy_deletion_kind" AS ENUM('Retention', 'Erasure');--> statement-breakpoint
CREATE TABLE "product_settings" (
	"organisation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"widget_language" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_settings_organisation_id_product_id_pk" PRIMARY KEY("organisation_id","product_id"),
	CONSTRAINT "product_settings_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"organisation_id" uuid NOT NULL,
	"topic" "notification_topic" NOT NULL,
	"audience" "notification_audience" NOT NULL,
	"email" boolean NOT NULL,
	"in_app" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_organisation_id_topic_pk" PRIMARY KEY("organisation_id","topic"),
	CONSTRAINT "notification_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"retention_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "privacy_settings_retention_days_check" CHECK ("retention_days" BETWEEN 1 AND 3650),
	CONSTRAINT "privacy_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "privacy_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE "privacy_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" "privacy_deletion_kind" NOT NULL,
	"cutoff" timestamp with time zone,
	"requested_by" uuid,
	"recordings" integer DEFAULT 0 NOT NULL,
	"files" integer DEFAULT 0 NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "privacy_deletions_organisation_id_id_key" UNIQUE("organisation_id","id"),
	CONSTRAINT "privacy_deletions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "privacy_deletions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "privacy_deletions_organisation_created_idx" ON "privacy_deletions" USING btree ("organisation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "api_keys_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action,
	CONSTRAINT "api_keys_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "api_keys_organisation_created_idx" ON "api_keys" USING btree ("organisation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Erasure finds a contact's recordings by address, case-insensitively (the widget stores it as typed).
CREATE INDEX "recordings_contact_email_idx" ON "recordings" USING btree ("organisation_id",lower("contact_email")) WHERE "contact_email" IS NOT NULL;--> statement-breakpoint
-- Erasure finds a contact by address in every product; retention walks each product's contacts by age.
CREATE INDEX IF NOT EXISTS "contacts_organisation_email_idx" ON "contacts" USING btree ("organisation_id","email");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_product_updated_idx" ON "contacts" USING btree ("organisation_id","product_id","updated_at");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON product_settings, notification_settings, privacy_settings, privacy_deletions, api_keys TO hearback_app;
--> statement-breakpoint
ALTER TABLE product_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE product_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY product_settings_tenant ON product_settings TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE notification_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notification_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY notification_settings_tenant ON notification_settings TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE privacy_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE privacy_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY privacy_settings_tenant ON privacy_settings TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
-- The retention job asks which organisations have a period (app.retention_sweep = 'on'), then
-- acts as each of them in turn: it sees that much of every organisation, and only to read.
CREATE POLICY privacy_settings_retention_sweep ON privacy_settings FOR SELECT TO hearback_app
  USING (
    nullif(current_setting('app.retention_sweep', true), '') = 'on'
    AND retention_days IS NOT NULL
  );
--> statement-breakpoint
ALTER TABLE privacy_deletions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE privacy_deletions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY privacy_deletions_tenant ON privacy_deletions TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE api_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE api_keys FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY api_keys_tenant ON api_keys TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
-- A request bearing an API key knows only the key: app.api_key_hash makes the one key with that
-- hash visible (SELECT only); the request then acts as that key's organisation.
CREATE POLICY api_keys_hash_lookup ON api_keys FOR SELECT TO hearback_app
  USING (key_hash = nullif(current_setting('app.api_key_hash', true), ''));
