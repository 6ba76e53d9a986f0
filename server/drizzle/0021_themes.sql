-- Themes (docs/decisions.md, "Themes"): per-product counts of the words and two-word phrases of
-- recordings, per UTC day and over the product's history (services/insights/). recording_terms
-- says what each recording added to them; a row is made with each recording (trigger below), so
-- rows not yet swept are the sweep's work list, whatever path inserted the recording.
CREATE TABLE "recording_terms" (
	"organisation_id" uuid NOT NULL,
	"recording_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"swept" boolean DEFAULT false NOT NULL,
	CONSTRAINT "recording_terms_organisation_id_recording_id_pk" PRIMARY KEY("organisation_id","recording_id")
);
--> statement-breakpoint
CREATE TABLE "product_term_days" (
	"organisation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "product_term_days_organisation_id_product_id_term_day_pk" PRIMARY KEY("organisation_id","product_id","term","day")
);
--> statement-breakpoint
CREATE TABLE "product_terms" (
	"organisation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"term" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "product_terms_organisation_id_product_id_term_pk" PRIMARY KEY("organisation_id","product_id","term")
);
--> statement-breakpoint
ALTER TABLE "recording_terms" ADD CONSTRAINT "recording_terms_recording_fk" FOREIGN KEY ("organisation_id","recording_id") REFERENCES "public"."recordings"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A period's terms in two days or more of recordings, for the themes' first pass: at a million
-- recordings, 6 % of a quarter's rows (most terms of a day are in one recording only).
CREATE INDEX "product_term_days_frequent_idx" ON "product_term_days" USING btree ("organisation_id","product_id","day") INCLUDE ("term","documents") WHERE "documents" >= 2;
--> statement-breakpoint
ALTER TABLE "product_term_days" ADD CONSTRAINT "product_term_days_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_product_fk" FOREIGN KEY ("organisation_id","product_id") REFERENCES "public"."products"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "recording_terms_terms_idx" ON "recording_terms" USING gin ("terms");
--> statement-breakpoint
-- The theme filter's plan follows the term's estimated frequency: with the default statistics a
-- term missing from the most-common list of a million recordings was estimated at 0.08 % and
-- walked the whole inbox (3.7 s); a longer list puts the rare ones near zero.
ALTER TABLE "recording_terms" ALTER COLUMN "terms" SET STATISTICS 1000;
--> statement-breakpoint
-- The sweep's work list, a day at a time: recordings of one day share most of their terms, so a
-- batch's counts are fewer rows to write.
CREATE INDEX "recording_terms_unswept_idx" ON "recording_terms" USING btree ("organisation_id","day","recording_id") WHERE NOT "swept";
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON recording_terms, product_term_days, product_terms TO hearback_app;
--> statement-breakpoint
ALTER TABLE recording_terms ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE recording_terms FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY recording_terms_tenant ON recording_terms TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE product_term_days ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE product_term_days FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY product_term_days_tenant ON product_term_days TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE product_terms ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE product_terms FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY product_terms_tenant ON product_terms TO hearback_app
  USING (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
  WITH CHECK (organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
-- A recording deleted by any path (an Admin, retention, an erasure, its product deleted) takes
-- its recording_terms row with it (cascade); this takes its terms out of the counts. Rows are
-- locked in key order first, the order the indexing's upserts take them in, so a deletion and a
-- sweep never wait for each other in a circle. Counts that reach zero go.
CREATE FUNCTION recording_terms_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM product_term_days d
    JOIN (SELECT DISTINCT g.organisation_id, g.product_id, g.day, t.term
          FROM gone g CROSS JOIN LATERAL unnest(g.terms || ARRAY['']::text[]) AS t(term)
          WHERE cardinality(g.terms) > 0) f
      USING (organisation_id, product_id, day, term)
    ORDER BY d.organisation_id, d.product_id, d.day, d.term
    FOR UPDATE OF d;
  UPDATE product_term_days d SET documents = d.documents - f.documents
    FROM (SELECT g.organisation_id, g.product_id, g.day, t.term, count(*)::integer AS documents
          FROM gone g CROSS JOIN LATERAL unnest(g.terms || ARRAY['']::text[]) AS t(term)
          WHERE cardinality(g.terms) > 0
          GROUP BY 1, 2, 3, 4) f
    WHERE d.organisation_id = f.organisation_id AND d.product_id = f.product_id
      AND d.day = f.day AND d.term = f.term;
  DELETE FROM product_term_days d
    USING (SELECT DISTINCT g.organisation_id, g.product_id, g.day, t.term
           FROM gone g CROSS JOIN LATERAL unnest(g.terms || ARRAY['']::text[]) AS t(term)
           WHERE cardinality(g.terms) > 0) f
    WHERE d.organisation_id = f.organisation_id AND d.product_id = f.product_id
      AND d.day = f.day AND d.term = f.term AND d.documents <= 0;
  PERFORM 1 FROM product_terms p
    JOIN (SELECT DISTINCT g.organisation_id, g.product_id, t.term
          FROM gone g CROSS JOIN LATERAL unnest(g.terms || ARRAY['']::text[]) AS t(term)
          WHERE cardinality(g.terms) > 0) f
      USING (organisation_id, product_id, term)
    ORDER BY p.organisation_id, p.product_id, p.term
    FOR UPDATE OF p;
  UPDATE product_terms p SET documents = p.documents - f.documents
    FROM (SELECT g.organisation_id, g.product_id, t.term, count(*)::integer AS documents
          FROM gone g CROSS JOIN LATERAL unnest(g.terms || ARRAY['']::text[]) AS t(term)
          WHERE cardinality(g.terms) > 0
          GROUP BY 1, 2, 3) f
    WHERE p.organisation_id = f.organisation_id AND p.product_id = f.product_id AND p.term = f.term;
  DELETE FROM product_terms p
    USING (SELECT DISTINCT g.organisation_id, g.product_id, t.term
           FROM gone g CROSS JOIN LATERAL unnest(g.terms || ARRAY['']::text[]) AS t(term)
           WHERE cardinality(g.terms) > 0) f
    WHERE p.organisation_id = f.organisation_id AND p.product_id = f.product_id
      AND p.term = f.term AND p.documents <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER recording_terms_forget AFTER DELETE ON recording_terms
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION recording_terms_forget();
--> statement-breakpoint
-- Every new recording gets its (empty, unswept) row in the inserting statement: one row, no term
-- counted, so the widget's submission gains no per-term write; the sweep reads the words later.
CREATE FUNCTION recording_terms_enlist() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recording_terms (organisation_id, recording_id, product_id, day)
    SELECT n.organisation_id, n.id, n.product_id, (n.created_at AT TIME ZONE 'UTC')::date FROM born n
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER recording_terms_enlist AFTER INSERT ON recordings
  REFERENCING NEW TABLE AS born
  FOR EACH STATEMENT EXECUTE FUNCTION recording_terms_enlist();
--> statement-breakpoint
-- Recordings from before wait for the sweep like new ones. The owner running migrations is under
-- FORCE ROW LEVEL SECURITY like everyone, hence the switch.
ALTER TABLE "recordings" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "recording_terms" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "recording_terms" ("organisation_id", "recording_id", "product_id", "day")
  SELECT "organisation_id", "id", "product_id", ("created_at" AT TIME ZONE 'UTC')::date FROM "recordings"
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Statistics now, not when autovacuum gets to it: the sweep's first batches read this table.
ANALYZE "recording_terms";
--> statement-breakpoint
ALTER TABLE "recordings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "recording_terms" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The installation-wide sweep asks, as the queue's role, which organisations have recordings
-- waiting: that column and the flag, nothing of their words.
GRANT SELECT ("organisation_id", "swept") ON "recording_terms" TO hearback_worker;
--> statement-breakpoint
CREATE POLICY recording_terms_sweep ON recording_terms FOR SELECT TO hearback_worker
  USING (true);
--> statement-breakpoint
-- The recordings' theme filter (services/insights/theme-filter.ts). Under row-level security
-- PostgreSQL will not use an index for an operator that is not leakproof (array containment is
-- not), so as hearback_app the GIN index on terms would never be read, and a rare theme would
-- mean reading every recording of the product. This view reads recording_terms as
-- hearback_terms, which sees that table and nothing else, and only ever shows the rows of the
-- organisation of the reading transaction's own scope (app.organisation_id). A plain view, so the
-- planner sees through it with the table's statistics: a common theme walks the inbox newest
-- first, a rare one starts from the GIN index.
DO $$
BEGIN
  CREATE ROLE hearback_terms NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
GRANT hearback_terms TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE, CREATE ON SCHEMA public TO hearback_terms;
--> statement-breakpoint
GRANT SELECT ("organisation_id", "recording_id", "product_id", "terms") ON "recording_terms" TO hearback_terms;
--> statement-breakpoint
CREATE POLICY recording_terms_theme_lookup ON recording_terms FOR SELECT TO hearback_terms
  USING (true);
--> statement-breakpoint
-- The organisation is read in a sub-select on purpose: written as the policies write it, the
-- planner would equate it with the recordings' row-level security condition, give the view's
-- rows that condition's rank, and again refuse the index.
CREATE VIEW "recording_terms_in_scope" AS
  SELECT "recording_id", "product_id", "terms" FROM "recording_terms"
  WHERE "organisation_id" = (SELECT nullif(current_setting('app.organisation_id', true), '')::uuid);
--> statement-breakpoint
ALTER VIEW "recording_terms_in_scope" OWNER TO hearback_terms;
--> statement-breakpoint
-- The owner needed CREATE on the schema to be given the view; it needs nothing more.
REVOKE CREATE ON SCHEMA public FROM hearback_terms;
--> statement-breakpoint
GRANT SELECT ON "recording_terms_in_scope" TO hearback_app;
