-- PostgreSQL also requires an updated row to stay visible through the SELECT policies, so the
-- users_release policy alone cannot take a user out of the organisation. The transaction that
-- releases a user names them in app.released_user_id, which makes that one organisation-less
-- row visible, to that transaction only.
CREATE POLICY users_released_visible ON users FOR SELECT TO hearback_app
  USING (
    organisation_id IS NULL
    AND id = nullif(current_setting('app.released_user_id', true), '')::uuid
  );
