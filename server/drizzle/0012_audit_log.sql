-- The audit log of Admin actions: one row per action, written by the transaction that performs
-- it, so an action and its record commit (or roll back) together. Append-only for the app role:
-- hearback_app may insert and read, never change or delete a row.
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid,
	"target_label" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "audit_events_organisation_created_idx" ON "audit_events" USING btree ("organisation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "audit_events_organisation_action_created_idx" ON "audit_events" USING btree ("organisation_id","action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
GRANT SELECT, INSERT ON audit_events TO hearback_app;
--> statement-breakpoint
ALTER TABLE audit_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE audit_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Whoever acts in the organisation records what they did, under their own user id.
CREATE POLICY audit_events_record ON audit_events FOR INSERT TO hearback_app
  WITH CHECK (
    organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid
    AND actor_id IS NOT DISTINCT FROM nullif(current_setting('app.user_id', true), '')::uuid
  );
--> statement-breakpoint
-- Only the organisation's enabled Admins read it (the service refuses Members first).
CREATE POLICY audit_events_admin_read ON audit_events FOR SELECT TO hearback_app
  USING (
    organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid
    AND EXISTS (
      SELECT 1 FROM users admin
      WHERE admin.id = nullif(current_setting('app.user_id', true), '')::uuid
        AND admin.organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid
        AND admin.role = 'Admin'
        AND admin.enabled
    )
  );
