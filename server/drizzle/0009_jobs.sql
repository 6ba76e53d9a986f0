-- The background job queue (src/jobs/README.md). The queue's own statements (claim, finish,
-- prune) run as hearback_worker, which sees every job and no other table; tenants (hearback_app)
-- read and enqueue the jobs of their own organisation only.
DO $$
BEGIN
  CREATE ROLE hearback_worker NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
GRANT hearback_worker TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO hearback_worker;
--> statement-breakpoint
CREATE TYPE "public"."job_state" AS ENUM('queued', 'running', 'done', 'dead');
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"state" "job_state" DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_max_attempts_check" CHECK ("max_attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- One job per (kind, organisation, key); installation-wide jobs (no organisation) share one
-- key space, the nil UUID's.
CREATE UNIQUE INDEX "jobs_idempotency_key_idx" ON "jobs" USING btree ("kind",coalesce("organisation_id", '00000000-0000-0000-0000-000000000000'::uuid),"idempotency_key") WHERE "jobs"."idempotency_key" is not null;
--> statement-breakpoint
-- What the claim reads: due queued jobs, and running ones whose lease may have expired.
CREATE INDEX "jobs_claimable_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" = 'queued';
--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."state" = 'running';
--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."state" in ('done', 'dead');
--> statement-breakpoint
CREATE INDEX "jobs_organisation_idx" ON "jobs" USING btree ("organisation_id","kind","created_at");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON jobs TO hearback_worker;
--> statement-breakpoint
GRANT SELECT, INSERT ON jobs TO hearback_app;
--> statement-breakpoint
ALTER TABLE jobs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE jobs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY jobs_tenant ON jobs TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
CREATE POLICY jobs_queue ON jobs TO hearback_worker
  USING (true)
  WITH CHECK (true);
--> statement-breakpoint
-- The orphan-upload clean-up (src/jobs/clean-orphan-uploads.ts) asks which files rows still name.
CREATE INDEX "recordings_audio_file_key_idx" ON "recordings" USING btree ("organisation_id","audio_file_key") WHERE "recordings"."audio_file_key" is not null;
