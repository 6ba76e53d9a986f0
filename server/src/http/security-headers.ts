import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestProtocol } from './request-protocol';

export interface SecurityHeadersOptions {
  /** The Firebase project: its auth domain hosts the sign-in iframe and popup. */
  firebaseProjectId: string;
  /** Origins besides our own that serve federated remotes (a CDN named in remotes.json). */
  remoteOrigins?: readonly string[];
}

/** The public feedback pages (spec section 2): other sites may embed them in a frame. */
export const isEmbeddablePage = (pathname: string): boolean =>
  pathname === '/feedback' || pathname.startsWith('/feedback/');

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
/** Firebase Auth's REST endpoints (the emulator is proxied on our own origin). */
const FIREBASE_ENDPOINTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];
/** The Google sign-in popup's helper script (gapi), loaded by the Firebase SDK. */
const FIREBASE_SCRIPTS = ['https://apis.google.com'];

/**
 * The dashboard's Content-Security-Policy: scripts only from our origin (the shell, every remote,
 * the MF runtime), Firebase and reCAPTCHA; styles inline as well, since antd writes its theme's CSS
 * variables at run time; images from anywhere over https (Google profile photos); frames only
 * for Firebase's auth handler and reCAPTCHA. `frameAncestors` decides who may embed the page.
 */
export function dashboardCsp(options: SecurityHeadersOptions, frameAncestors: string): string {
  const remotes = options.remoteOrigins ?? [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...FIREBASE_SCRIPTS, ...RECAPTCHA_SCRIPTS],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...remotes],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...remotes, ...FIREBASE_ENDPOINTS, ...RECAPTCHA_SCRIPTS],
    'frame-src': ["'self'", `https://${options.firebaseProjectId}.firebaseapp.com`, ...RECAPTCHA_FRAMES],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A year: browsers keep to HTTPS for this long after any answer that carried it. */
export const HSTS_POLICY = 'max-age=31536000';

export interface BaselineHeadersOptions {
  /** NODE_ENV=production: HTTPS is promised to browsers only there (development runs plain HTTP). */
  production: boolean;
  /** Proxies whose X-Forwarded-Proto is believed (TRUSTED_PROXY); 0: only a TLS socket counts. */
  trustedProxyHops: number;
}

/**
 * On every answer: no type guessing, and no path or query of ours in another site's Referer. In
 * production, an answer to a request that came over TLS also tells the browser to use nothing but
 * HTTPS for this host (HSTS); one that came over plain HTTP must not, or a server reachable only
 * over HTTP (behind a proxy that does not forward the scheme) would lock its users out.
 * `includeSubDomains` is left out: the operator's other hosts are not ours to commit.
 */
export function baselineHeaders(options: BaselineHeadersOptions) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    if (options.production && requestProtocol(req, options.trustedProxyHops) === 'https')
      res.setHeader('strict-transport-security', HSTS_POLICY);
  };
}

/**
 * Headers for the built dashboard's answers: framing refused everywhere except the public
 * feedback pages, which are made to be embedded in customers' sites.
 */
export function dashboardHeaders(options: SecurityHeadersOptions) {
  const closed = dashboardCsp(options, "'none'");
  const embeddable = dashboardCsp(options, '*');
  return (res: ServerResponse, pathname: string): void => {
    if (isEmbeddablePage(pathname)) {
      res.setHeader('content-security-policy', embeddable);
    } else {
      res.setHeader('content-security-policy', closed);
      res.setHeader('x-frame-options', 'DENY');
    }
  };
}
