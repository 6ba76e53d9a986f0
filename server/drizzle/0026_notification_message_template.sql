ALTER TABLE "notifications" ADD COLUMN "message_template" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_values" jsonb;