-- The public event feedback pages (/feedback/techxpo1..3) of each organisation, and the
-- confirmation of the e-mail address a visitor leaves with a recording. Row-level security as in
-- 0001_row_level_security.sql: the tenant policy reads app.organisation_id.

CREATE TABLE "event_pages" (
	"organisation_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"product_id" uuid NOT NULL,
	"question_group_id" uuid NOT NULL,
	"question_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_pages_organisation_id_slug_pk" PRIMARY KEY("organisation_id","slug"),
	CONSTRAINT "event_pages_slug_check" CHECK ("slug" IN ('techxpo1', 'techxpo2', 'techxpo3'))
);
--> statement-breakpoint
ALTER TABLE "event_pages" ADD CONSTRAINT "event_pages_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_pages" ADD CONSTRAINT "event_pages_question_group_fk" FOREIGN KEY ("organisation_id","question_group_id") REFERENCES "public"."question_groups"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "event_pages_product_idx" ON "event_pages" USING btree ("organisation_id","product_id");
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "contact_email_verified_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "contact_email_verification_sent_at" timestamp with time zone;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON event_pages TO hearback_app;
--> statement-breakpoint
ALTER TABLE event_pages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE event_pages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY event_pages_tenant ON event_pages TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
