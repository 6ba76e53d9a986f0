-- The weekly report (src/services/notification/weekly-report-jobs.ts) starts from one
-- installation-wide job that hands each organisation its own job. That job runs as the queue's
-- role, hearback_worker, which may now read the organisations' ids, and no other column of
-- them; everything the reports say is read as each organisation in turn (hearback_app).
GRANT SELECT (id) ON organisations TO hearback_worker;
--> statement-breakpoint
CREATE POLICY organisations_report_sweep ON organisations FOR SELECT TO hearback_worker
  USING (true);
