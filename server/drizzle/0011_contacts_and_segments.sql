-- Contacts, segments and CSV imports of contacts (services/contact, services/segment).
-- Every table is tenant data: organisation_id in every key, FORCE ROW LEVEL SECURITY and the
-- tenant policy of 0001_row_level_security.sql.

CREATE TYPE "public"."contact_source" AS ENUM('Import', 'Manual', 'Widget');
--> statement-breakpoint
CREATE TYPE "public"."contact_import_status" AS ENUM('Pending', 'Running', 'Succeeded', 'Failed');
--> statement-breakpoint
CREATE TYPE "public"."segment_kind" AS ENUM('Static', 'Dynamic');
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"phone_number" text,
	"external_id" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" "contact_source" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_pkey" PRIMARY KEY("organisation_id","id"),
	CONSTRAINT "contacts_product_email_key" UNIQUE("organisation_id","product_id","email"),
	CONSTRAINT "contacts_product_external_id_key" UNIQUE("organisation_id","product_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "contact_import_rejections" (
	"organisation_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"code" text NOT NULL,
	"reason" text NOT NULL,
	"values" jsonb NOT NULL,
	CONSTRAINT "contact_import_rejections_organisation_id_import_id_row_number_pk" PRIMARY KEY("organisation_id","import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "contact_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"segment_id" uuid,
	"new_segment_name" text,
	"created_by" uuid NOT NULL,
	"file_name" text NOT NULL,
	"delimiter" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"default_country" char(2),
	"status" "contact_import_status" DEFAULT 'Pending' NOT NULL,
	"columns" text[],
	"total_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"rejected_count" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "contact_imports_organisation_id_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
CREATE TABLE "segment_members" (
	"organisation_id" uuid NOT NULL,
	"segment_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segment_members_organisation_id_segment_id_contact_id_pk" PRIMARY KEY("organisation_id","segment_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"kind" "segment_kind" NOT NULL,
	"rules" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segments_organisation_id_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contact_import_rejections" ADD CONSTRAINT "contact_import_rejections_import_fk" FOREIGN KEY ("organisation_id","import_id") REFERENCES "public"."contact_imports"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "segment_members" ADD CONSTRAINT "segment_members_segment_fk" FOREIGN KEY ("organisation_id","segment_id") REFERENCES "public"."segments"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "segment_members" ADD CONSTRAINT "segment_members_contact_fk" FOREIGN KEY ("organisation_id","contact_id") REFERENCES "public"."contacts"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "contact_imports_product_created_idx" ON "contact_imports" USING btree ("organisation_id","product_id","created_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "segment_members_contact_idx" ON "segment_members" USING btree ("organisation_id","contact_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "segments_product_name_key" ON "segments" USING btree ("organisation_id","product_id",lower("name"));
--> statement-breakpoint
CREATE INDEX "segments_product_created_idx" ON "segments" USING btree ("organisation_id","product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON contacts, segments, segment_members, contact_imports, contact_import_rejections TO hearback_app;
--> statement-breakpoint
ALTER TABLE contacts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE contacts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY contacts_tenant ON contacts TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE segments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE segments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY segments_tenant ON segments TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE segment_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE segment_members FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY segment_members_tenant ON segment_members TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE contact_imports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE contact_imports FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY contact_imports_tenant ON contact_imports TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE contact_import_rejections ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE contact_import_rejections FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY contact_import_rejections_tenant ON contact_import_rejections TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
