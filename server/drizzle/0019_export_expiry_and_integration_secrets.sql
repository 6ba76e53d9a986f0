-- Export files live as long as their signed link (docs/decisions.md, "Export files expire"): a
-- Ready export gets the instant its link expires, and then the `export.expire` job deletes the
-- file and marks the export Expired.
ALTER TABLE "exports" ADD COLUMN "expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "exports" DROP CONSTRAINT "exports_status_check";
--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_status_check" CHECK ("status" IN ('Queued', 'Running', 'Ready', 'Failed', 'Expired'));
--> statement-breakpoint
-- Exports made ready before this migration: their links were good for 24 hours from each answer,
-- so they expire 24 hours after they were finished, and get their expiry job like new ones. The
-- owner running migrations is under FORCE ROW LEVEL SECURITY like everyone, hence the switch.
ALTER TABLE "exports" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "jobs" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "exports" SET "expires_at" = coalesce("finished_at", "created_at") + interval '24 hours'
  WHERE "status" = 'Ready';
--> statement-breakpoint
INSERT INTO "jobs" ("organisation_id", "kind", "payload", "idempotency_key", "max_attempts", "run_at")
  SELECT "organisation_id", 'export.expire', jsonb_build_object('exportId', "id"), 'export-expiry:' || "id", 10, "expires_at"
  FROM "exports" WHERE "status" = 'Ready'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "exports" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "jobs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Integration secrets (URLs, signing secrets) are stored encrypted with SECRETS_ENCRYPTION_KEY
-- (services/integration/secret-box.ts). At start the server checks the key against a stored
-- secret and encrypts rows still in plain text, across organisations: as hearback_secrets, which
-- sees those columns of every integration and no other table (like hearback_worker for jobs).
DO $$
BEGIN
  CREATE ROLE hearback_secrets NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
GRANT hearback_secrets TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO hearback_secrets;
--> statement-breakpoint
GRANT SELECT ("id", "organisation_id", "url", "signing_secret"), UPDATE ("url", "signing_secret") ON "integrations" TO hearback_secrets;
--> statement-breakpoint
CREATE POLICY integrations_secrets ON integrations TO hearback_secrets
  USING (true)
  WITH CHECK (true);
