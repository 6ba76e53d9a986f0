CREATE TYPE "public"."organisation_type" AS ENUM('Company', 'Agency', 'NonProfit', 'Public');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('Website', 'App', 'Game');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('Admin', 'Member');--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_legacy" boolean DEFAULT false NOT NULL,
	"is_mobile" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "platforms_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"platform_id" uuid,
	"is_gambling" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"country" text,
	"type" "organisation_type" DEFAULT 'Company' NOT NULL,
	"widget_key" text NOT NULL,
	"widget_token" text NOT NULL,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_widget_key_unique" UNIQUE("widget_key")
);
--> statement-breakpoint
CREATE TABLE "product_users" (
	"organisation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_users_organisation_id_product_id_user_id_pk" PRIMARY KEY("organisation_id","product_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"type" "product_type" NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_gambling" boolean DEFAULT false NOT NULL,
	"platform_id" uuid NOT NULL,
	"category_id" uuid,
	"sub_category_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_organisation_id_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firebase_uid" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"photo_url" text,
	"role" "user_role",
	"enabled" boolean DEFAULT true NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"organisation_id" uuid,
	"invitation_accepted" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"last_activity" timestamp with time zone,
	"is_campaign_notification_enabled" boolean DEFAULT true NOT NULL,
	"is_report_notification_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_firebase_uid_unique" UNIQUE("firebase_uid"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_organisation_id_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_users" ADD CONSTRAINT "product_users_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_users" ADD CONSTRAINT "product_users_user_fk" FOREIGN KEY ("organisation_id","user_id") REFERENCES "public"."users"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sub_category_id_product_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_users_organisation_user_idx" ON "product_users" USING btree ("organisation_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_organisation_name_key" ON "products" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_organisation_created_idx" ON "products" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "products_organisation_updated_idx" ON "products" USING btree ("organisation_id","updated_at");--> statement-breakpoint
CREATE INDEX "products_organisation_platform_idx" ON "products" USING btree ("organisation_id","platform_id");--> statement-breakpoint
CREATE INDEX "products_organisation_category_idx" ON "products" USING btree ("organisation_id","category_id");--> statement-breakpoint
CREATE INDEX "users_organisation_created_idx" ON "users" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "users_organisation_email_idx" ON "users" USING btree ("organisation_id",lower("email"));