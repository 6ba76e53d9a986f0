CREATE TYPE "public"."sentiment_label" AS ENUM('Positive', 'Neutral', 'Negative');--> statement-breakpoint
CREATE TYPE "public"."widget_form_field" AS ENUM('name', 'email', 'phoneNumber', 'purpose');--> statement-breakpoint
CREATE TYPE "public"."widget_form_mode" AS ENUM('Form', 'Logged', 'Anonymous');--> statement-breakpoint
CREATE TYPE "public"."widget_position" AS ENUM('BottomRight', 'BottomRightNext', 'BottomLeft', 'BottomLeftNext');--> statement-breakpoint
CREATE TYPE "public"."widget_purpose" AS ENUM('LeaveMessage', 'PhoneCall', 'ProvideFeedback', 'CustomQuestion');--> statement-breakpoint
CREATE TABLE "product_sentiment" (
	"organisation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"recordings_count" integer DEFAULT 0 NOT NULL,
	"sentiment_count" integer DEFAULT 0 NOT NULL,
	"sentiment_sum" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sentiment_organisation_id_product_id_pk" PRIMARY KEY("organisation_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"message_type" "widget_purpose" NOT NULL,
	"text" text,
	"phone_number" text,
	"answers" jsonb,
	"contact_name" text,
	"contact_email" text,
	"contact_phone_number" text,
	"contact_purpose" text,
	"page_url" text,
	"page_title" text,
	"page_language" text,
	"audio_file_key" text,
	"audio_content_type" text,
	"audio_size" integer,
	"audio_duration_ms" integer,
	"sentiment_score" real,
	"sentiment_label" "sentiment_label",
	"transcript" text,
	"reviewed" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recordings_organisation_idempotency_key" UNIQUE("organisation_id","idempotency_key"),
	CONSTRAINT "recordings_organisation_id_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
CREATE TABLE "question_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_groups_organisation_id_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"question_group_id" uuid NOT NULL,
	"text" text NOT NULL,
	"readonly" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"background_colors" text[] NOT NULL,
	"text_colors" text[] NOT NULL,
	"button_colors" text[] NOT NULL,
	"background" text NOT NULL,
	"text" text NOT NULL,
	"text_box" text NOT NULL,
	"button" text NOT NULL,
	"background_image_key" text,
	"message_type" "widget_purpose" NOT NULL,
	"custom_message" text,
	"collect_type" "widget_form_mode" NOT NULL,
	"collect_fields" "widget_form_field"[] NOT NULL,
	"position" "widget_position" NOT NULL,
	"question_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"question_group_id" uuid,
	"max_recording_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "widget_settings_organisation_product_key" UNIQUE("organisation_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_sentiment" ADD CONSTRAINT "product_sentiment_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_groups" ADD CONSTRAINT "question_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_group_fk" FOREIGN KEY ("organisation_id","question_group_id") REFERENCES "public"."question_groups"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_settings" ADD CONSTRAINT "widget_settings_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "recordings_inbox_idx" ON "recordings" USING btree ("organisation_id","product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questions_organisation_group_idx" ON "questions" USING btree ("organisation_id","question_group_id","created_at");