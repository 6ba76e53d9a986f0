-- Data exports: one row per requested file, written by the request (with its job, in the same
-- transaction) and moved along by the export job (progress, outcome, the stored file's key).
CREATE TABLE "exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"requested_by" uuid,
	"requested_by_email" text NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"from_time" timestamp with time zone,
	"to_time" timestamp with time zone,
	"campaign_id" uuid,
	"status" text DEFAULT 'Queued' NOT NULL,
	"total_rows" integer,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"file_size" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "exports_kind_check" CHECK ("kind" IN ('Recordings', 'Contacts', 'CampaignResponses')),
	CONSTRAINT "exports_format_check" CHECK ("format" IN ('Csv', 'Json', 'Xlsx')),
	CONSTRAINT "exports_status_check" CHECK ("status" IN ('Queued', 'Running', 'Ready', 'Failed'))
);
--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "exports_product_created_idx" ON "exports" USING btree ("organisation_id","product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- Contacts are exported in keyset batches by creation time within a product.
CREATE INDEX IF NOT EXISTS "contacts_product_created_idx" ON "contacts" USING btree ("organisation_id","product_id","created_at","id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON exports TO hearback_app;
--> statement-breakpoint
ALTER TABLE exports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE exports FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY exports_tenant ON exports TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
