import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

export const WIDGET_FILES_PREFIX = '/widget/';

/** `recorder.[hash].js` and other chunks the widget build names by content. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/**
 * The embeddable widget's files (STATIC_ROOT/widget, copied there by scripts/assemble-site.mjs),
 * as its README asks: readable from any origin (ui.js and its chunks are ES modules imported by
 * other sites' pages, fetched with CORS), no index.html fallback (a missing file is a 404, never
 * HTML run as script), `loader.js` and `ui.js` revalidated by ETag since sites embed those
 * names, hashed chunks cached for good.
 */
export function widgetFiles(staticRoot: string) {
  const serve = sirv(path.join(staticRoot, 'widget'), {
    // Looked up per request: a redeployed widget is served without a restart. This mode also
    // gives every answer an ETag and `Cache-Control: no-cache`.
    dev: true,
    etag: true,
    single: false,
    // `/widget/x` must not find `x.html`.
    extensions: [],
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      if (CONTENT_HASHED.test(pathname))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  return (req: IncomingMessage, res: ServerResponse, notFound: () => void) => {
    // Before sirv runs, so its 304s carry it too.
    res.setHeader('Access-Control-Allow-Origin', '*');
    const original = req.url ?? '/';
    // sirv serves its folder at the root: `/widget/loader.js` → `/loader.js`.
    req.url = original.slice(WIDGET_FILES_PREFIX.length - 1);
    serve(req, res, () => {
      req.url = original;
      notFound();
    });
  };
}
