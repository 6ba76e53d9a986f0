-- Integrations (docs/decisions.md, "Integrations"): Slack incoming webhooks and signed webhooks
-- an organisation sends its events to, and the log of every delivery. Row-level security in the
-- model of 0001_row_level_security.sql.
CREATE TYPE "public"."integration_kind" AS ENUM('Slack', 'Webhook');--> statement-breakpoint
CREATE TYPE "public"."integration_delivery_state" AS ENUM('Pending', 'Succeeded', 'Failed');--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" "integration_kind" NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"signing_secret" text,
	"events" text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_organisation_id_id_key" UNIQUE("organisation_id","id"),
	CONSTRAINT "integrations_events_check" CHECK ("events" <@ ARRAY['recording.created', 'attention.recommended']::text[]),
	CONSTRAINT "integrations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "integrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "integrations_organisation_kind_created_idx" ON "integrations" USING btree ("organisation_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The widget's submission asks whether any active integration wants the event: an index-only probe.
CREATE INDEX "integrations_active_idx" ON "integrations" USING btree ("organisation_id") WHERE "is_active";--> statement-breakpoint
CREATE TABLE "integration_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" "integration_delivery_state" DEFAULT 'Pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"last_error" text,
	"replay_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	CONSTRAINT "integration_deliveries_integration_fk" FOREIGN KEY ("organisation_id","integration_id") REFERENCES "public"."integrations"("organisation_id","id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "integration_deliveries_integration_created_idx" ON "integration_deliveries" USING btree ("organisation_id","integration_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- An event reaches each integration once, however often its emitter runs (a retried job); replays are extra rows.
CREATE UNIQUE INDEX "integration_deliveries_event_key" ON "integration_deliveries" USING btree ("organisation_id","integration_id","event_id") WHERE "replay_of" IS NULL;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON integrations, integration_deliveries TO hearback_app;
--> statement-breakpoint
ALTER TABLE integrations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE integrations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY integrations_tenant ON integrations TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE integration_deliveries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE integration_deliveries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY integration_deliveries_tenant ON integration_deliveries TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
