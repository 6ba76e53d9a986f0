-- Row-level security for the widget tables (see 0001_row_level_security.sql for the model).
-- The public widget API acts before it knows the tenant: it sets app.widget_key, which makes the
-- one organisation with that key visible (SELECT only), then acts as that organisation.

GRANT SELECT, INSERT, UPDATE, DELETE ON question_groups, questions, widget_settings, recordings, product_sentiment TO hearback_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON rate_limit_hits TO hearback_app;
--> statement-breakpoint
CREATE POLICY organisations_widget_key_lookup ON organisations FOR SELECT TO hearback_app
  USING (widget_key = nullif(current_setting('app.widget_key', true), ''));
--> statement-breakpoint
ALTER TABLE question_groups ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE question_groups FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY question_groups_tenant ON question_groups TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE questions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE questions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY questions_tenant ON questions TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE widget_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE widget_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY widget_settings_tenant ON widget_settings TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE recordings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE recordings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY recordings_tenant ON recordings TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE product_sentiment ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE product_sentiment FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY product_sentiment_tenant ON product_sentiment TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
