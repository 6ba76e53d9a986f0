-- Contact import warnings (docs/decisions.md, "Contact import: a bad phone number is a warning"):
-- a row whose only problem is its phone number is imported without it. The import counts such
-- rows apart from the refused ones; contact_import_rejections lists both, each with its reason.
ALTER TABLE "contact_imports" ADD COLUMN "warning_count" integer DEFAULT 0 NOT NULL;
