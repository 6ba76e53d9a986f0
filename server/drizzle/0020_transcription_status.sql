-- Voice understood (issue #10): every voice message has a transcription status, with the reason
-- of a failure, the engine that made the transcript, per-word timings and confidences, and where
-- the sentiment was read from. Rows without audio keep a null status.
CREATE TYPE "public"."transcription_status" AS ENUM('Queued', 'Transcribing', 'Done', 'NoSpeech', 'UnsupportedLanguage', 'Failed', 'Off');
--> statement-breakpoint
CREATE TYPE "public"."sentiment_source" AS ENUM('Text', 'Transcript', 'TextAndTranscript');
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "transcription_status" "transcription_status";
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "transcription_reason" text;
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "transcription_engine" text;
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "transcript_words" jsonb;
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "transcription_attempts" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- How many times a transcription was asked for: the version in the job's idempotency key, so a
-- request made again gets a job of its own (a finished job keeps its key for 14 days).
ALTER TABLE "recordings" ADD COLUMN "transcription_requests" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "transcribed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "sentiment_source" "sentiment_source";
--> statement-breakpoint
-- The list filtered by status within a product, newest first (as recordings_inbox_idx).
CREATE INDEX "recordings_transcription_status_idx" ON "recordings" USING btree ("organisation_id","product_id","transcription_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "transcription_status" IS NOT NULL;
--> statement-breakpoint
-- Recordings from before: a transcript is Done; a voice message whose job (keyed
-- `recording:<id>`, before keys had versions) is still waiting stays Queued for it; the others
-- were never transcribed and are Off, which an Admin can transcribe again. The owner running
-- migrations is under FORCE ROW LEVEL SECURITY like everyone, hence the switch.
ALTER TABLE "recordings" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "jobs" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "recordings" SET
  "transcription_status" = CASE WHEN "transcript" IS NOT NULL THEN 'Done'::transcription_status ELSE 'Off'::transcription_status END,
  "transcription_reason" = CASE WHEN "transcript" IS NULL THEN 'Transcription is off on this server.' END
WHERE "audio_file_key" IS NOT NULL;
--> statement-breakpoint
UPDATE "recordings" r SET "transcription_status" = 'Queued', "transcription_reason" = NULL
FROM "jobs" j
WHERE r."transcription_status" = 'Off' AND j."kind" = 'recording.transcribe'
  AND j."organisation_id" = r."organisation_id" AND j."idempotency_key" = 'recording:' || r."id"
  AND j."state" IN ('queued', 'running');
--> statement-breakpoint
-- Scored rows: typed words alone, a transcript alone, or both (as the job scores them).
UPDATE "recordings" r SET "sentiment_source" = CASE
    WHEN r."transcript" IS NULL THEN 'Text'::sentiment_source
    WHEN coalesce(r."text", '') <> '' OR EXISTS (
      SELECT 1 FROM jsonb_array_elements(coalesce(r."answers", '[]'::jsonb)) a
      WHERE coalesce(a ->> 'text', '') <> ''
    ) THEN 'TextAndTranscript'::sentiment_source
    ELSE 'Transcript'::sentiment_source
  END
WHERE r."sentiment_score" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "recordings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "jobs" FORCE ROW LEVEL SECURITY;
