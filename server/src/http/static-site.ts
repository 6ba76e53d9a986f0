import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

/** `[name].[contenthash:8].[ext]`, the production file names of the shared rspack config. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/**
 * The built dashboard: the shell at `/`, remotes under `/remotes/<package-dir>/`. Paths without a
 * file extension are navigations and get the shell's index.html; a missing file under /remotes
 * stays a 404 so a broken remote fails loudly instead of loading HTML as script.
 */
export function staticSite(root: string) {
  const serve = sirv(root, {
    // Files are looked up per request: remotes.json is rewritten and remotes redeployed while
    // the server runs, and a start-up snapshot would serve stale lengths and miss new folders.
    // In this mode every answer carries an ETag and `Cache-Control: no-cache`, which is what
    // index.html, remotes.json, mf-manifest.json and remoteEntry.js need.
    dev: true,
    etag: true,
    single: true,
    ignores: ['^/remotes/'],
    // The production builds write `.br` and `.gz` beside each JS and CSS file; sirv sends the
    // best one the browser accepts (with `Vary: Accept-Encoding`), the plain file otherwise.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      // A content-hashed chunk never changes under its name.
      if (CONTENT_HASHED.test(pathname))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  return (req: IncomingMessage, res: ServerResponse, notFound: () => void) => serve(req, res, notFound);
}
