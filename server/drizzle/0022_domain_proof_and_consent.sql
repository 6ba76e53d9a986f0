-- Domain proof and consent to join (docs/decisions.md, "Domain proof and consent to join"): a
-- new user is only offered an organisation whose website domain is their e-mail domain once that
-- organisation proved it owns the domain (a DNS TXT record, or a link e-mailed to an Admin at the
-- domain), and joins it only when they ask to.
CREATE TYPE "public"."domain_verification_method" AS ENUM('DnsTxt', 'AdminEmail');
--> statement-breakpoint
-- Existing organisations get a token of their own and start unverified: a website typed into a
-- form proved nothing.
ALTER TABLE "organisations" ADD COLUMN "domain_verification_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "domain_verified_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "domain_verification_method" "domain_verification_method";
--> statement-breakpoint
CREATE TABLE "domain_email_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_email_confirmations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "domain_email_confirmations" ADD CONSTRAINT "domain_email_confirmations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "domain_email_confirmations" ADD CONSTRAINT "domain_email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "domain_email_confirmations_organisation_created_idx" ON "domain_email_confirmations" USING btree ("organisation_id","created_at");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON domain_email_confirmations TO hearback_app;
--> statement-breakpoint
ALTER TABLE domain_email_confirmations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE domain_email_confirmations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY domain_email_confirmations_tenant ON domain_email_confirmations TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
-- The domain lookup of a new user sees only organisations that proved the domain.
DROP POLICY organisations_domain_lookup ON organisations;
--> statement-breakpoint
CREATE POLICY organisations_domain_lookup ON organisations FOR SELECT TO hearback_app
  USING (
    domain_verified_at IS NOT NULL
    AND website_domain = nullif(current_setting('app.lookup_domain', true), '')
  );
--> statement-breakpoint
-- A request to join can only be written for an organisation that proved the domain of the
-- requester's address, whatever the service layer does.
CREATE POLICY join_requests_proven_domain ON join_requests AS RESTRICTIVE FOR INSERT TO hearback_app
  WITH CHECK (
    EXISTS (
      SELECT 1 FROM organisations o
      WHERE o.id = join_requests.organisation_id
        AND o.domain_verified_at IS NOT NULL
        AND o.website_domain = lower(substring(join_requests.email from '@([^@]*)$'))
    )
  );
--> statement-breakpoint
-- Users moved into an organisation by their e-mail domain before this version never agreed to
-- it, and the organisation never proved the domain: those still waiting for review are let go
-- (enabled, without organisation, free to found their own or to ask again), their requests are
-- closed as withdrawn and the Admins' notifications of them removed. The owner running
-- migrations is under FORCE ROW LEVEL SECURITY like everyone, hence the switch.
ALTER TABLE "users" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "join_requests" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "notifications" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
WITH "released" AS (
  UPDATE "join_requests" SET "status" = 'Withdrawn', "decided_at" = now()
  WHERE "status" = 'Pending'
  RETURNING "id", "user_id", "organisation_id"
), "freed" AS (
  UPDATE "users" SET "organisation_id" = NULL, "role" = NULL, "enabled" = true,
    "invitation_accepted" = false, "updated_at" = now()
  FROM "released"
  WHERE "users"."id" = "released"."user_id"
    AND "users"."organisation_id" = "released"."organisation_id"
    AND "users"."role" IS NULL
  RETURNING "users"."id"
)
DELETE FROM "notifications" USING "released"
  WHERE "notifications"."kind" = 'ReviewUsers' AND "notifications"."subject_id" = "released"."id";
--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "join_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "notifications" FORCE ROW LEVEL SECURITY;
