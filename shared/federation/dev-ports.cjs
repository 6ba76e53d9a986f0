// Fixed dev-server ports, one per app, read by the rspack configs and scripts/dev.mjs so the
// dev `remotes.json` and the dev servers cannot disagree.
const DEV_PORTS = {
  shell: 3000,
  remote_auth: 3001,
  remote_products: 3002,
  remote_campaigns: 3003,
  remote_segments: 3004,
  remote_settings: 3005,
  remote_feedback: 3006,
};

/** `remote_auth` → `remote-auth`: the folder (and the path under `/remotes/`) of a remote. */
const folderOf = (name) => name.replace(/_/g, '-');

module.exports = { DEV_PORTS, folderOf };
