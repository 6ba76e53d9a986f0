-- Campaigns, their e-mail invitations and the responses that need a human (services/campaign).
-- Every table is tenant data: organisation_id in every key, FORCE ROW LEVEL SECURITY and the
-- tenant policy of 0001_row_level_security.sql. Responses are recordings with campaign_id and
-- contact_id set.

CREATE TYPE "public"."campaign_source" AS ENUM('Email', 'Widget', 'Link');
--> statement-breakpoint
CREATE TYPE "public"."campaign_status" AS ENUM('Draft', 'Scheduled', 'Running', 'Paused', 'Finished');
--> statement-breakpoint
CREATE TYPE "public"."campaign_recurrence" AS ENUM('None', 'Daily', 'Weekly');
--> statement-breakpoint
CREATE TYPE "public"."attention_reason" AS ENUM('NegativeSentiment', 'Keyword');
--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE IF NOT EXISTS 'AttentionRecommended';
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"segment_id" uuid,
	"name" text NOT NULL,
	"source" "campaign_source" NOT NULL,
	"purpose" "widget_purpose" NOT NULL,
	"message" text NOT NULL,
	"question_group_id" uuid,
	"question_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "campaign_status" DEFAULT 'Draft' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"recurrence" "campaign_recurrence" DEFAULT 'None' NOT NULL,
	"schedule_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_organisation_id_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
CREATE TABLE "campaign_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"token" text NOT NULL,
	"sent_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_invitations_organisation_id_id_key" UNIQUE("organisation_id","id"),
	CONSTRAINT "campaign_invitations_campaign_contact_key" UNIQUE("organisation_id","campaign_id","contact_id"),
	CONSTRAINT "campaign_invitations_token_key" UNIQUE("organisation_id","token")
);
--> statement-breakpoint
CREATE TABLE "attention_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"recording_id" uuid NOT NULL,
	"contact_id" uuid,
	"reason" "attention_reason" NOT NULL,
	"matched_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"assignee_id" uuid,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attention_items_organisation_id_id_key" UNIQUE("organisation_id","id"),
	CONSTRAINT "attention_items_recording_key" UNIQUE("organisation_id","recording_id")
);
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "campaign_id" uuid;
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "contact_id" uuid;
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "campaign_invitations" ADD CONSTRAINT "campaign_invitations_campaign_fk" FOREIGN KEY ("organisation_id","campaign_id") REFERENCES "public"."campaigns"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "campaign_invitations" ADD CONSTRAINT "campaign_invitations_contact_fk" FOREIGN KEY ("organisation_id","contact_id") REFERENCES "public"."contacts"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attention_items" ADD CONSTRAINT "attention_items_campaign_fk" FOREIGN KEY ("organisation_id","campaign_id") REFERENCES "public"."campaigns"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attention_items" ADD CONSTRAINT "attention_items_recording_fk" FOREIGN KEY ("organisation_id","recording_id") REFERENCES "public"."recordings"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "campaigns_product_created_idx" ON "campaigns" USING btree ("organisation_id","product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "campaigns_product_status_idx" ON "campaigns" USING btree ("organisation_id","product_id","status","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "campaign_invitations_campaign_idx" ON "campaign_invitations" USING btree ("organisation_id","campaign_id","id");
--> statement-breakpoint
CREATE INDEX "campaign_invitations_contact_idx" ON "campaign_invitations" USING btree ("organisation_id","contact_id");
--> statement-breakpoint
CREATE INDEX "attention_items_campaign_idx" ON "attention_items" USING btree ("organisation_id","campaign_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "recordings_campaign_idx" ON "recordings" USING btree ("organisation_id","campaign_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "recordings"."campaign_id" is not null;
--> statement-breakpoint
CREATE INDEX "recordings_contact_idx" ON "recordings" USING btree ("organisation_id","contact_id") WHERE "recordings"."contact_id" is not null;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON campaigns, campaign_invitations, attention_items TO hearback_app;
--> statement-breakpoint
ALTER TABLE campaigns ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE campaigns FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY campaigns_tenant ON campaigns TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE campaign_invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE campaign_invitations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY campaign_invitations_tenant ON campaign_invitations TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE attention_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE attention_items FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY attention_items_tenant ON attention_items TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
