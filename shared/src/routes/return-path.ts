/**
 * The page a visitor asked for before sign-in, sign-up, e-mail verification or a waiting page got
 * in the way, carried as `?returnTo=` through those pages so they can send the user on to it.
 * The value comes from a URL anyone can write, so only a path of this dashboard is accepted:
 * never another origin (`//evil.example`, `https://…`), a `javascript:` URL or one of the pages
 * that lead to sign-in (which would send the user round in circles).
 */
import { findRoute } from './find-route';
import { buildPath, type RouteKey } from './paths';
import { resolveShortForm } from './short-forms';

export const RETURN_TO_PARAM = 'returnTo';

/** Long enough for any dashboard URL with its query; a longer one is not ours. */
const MAX_RETURN_PATH_LENGTH = 2048;

/** The pages on the way in: returning to one of them would start the way in again. */
const ON_THE_WAY_IN: ReadonlySet<RouteKey> = new Set([
  'signIn',
  'signUp',
  'finishLinkSignUp',
  'resetPassword',
  'authAction',
  'waitingConfirmation',
  'waitingVerification',
  'waitingProductAttachment',
]);

// Only the origin matters: relative input is resolved against it and must stay on it.
const PROBE_ORIGIN = 'https://return-path.invalid';

/** Whether `pathname` is a page on the way in (sign-in, sign-up, waiting pages…), short forms included. */
export function isOnTheWayIn(pathname: string): boolean {
  const key = findRoute(resolveShortForm(pathname, '', null) ?? pathname)?.key;
  return key !== undefined && ON_THE_WAY_IN.has(key);
}

/** `value` as a same-origin dashboard path with its query and hash, or null when it is not one. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return null;
  // A single leading slash: `//host` and `/\host` are other origins to a browser.
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes read as slashes and control characters are stripped by URL parsers: neither
  // belongs in a path we built, and either can smuggle another origin past the check above.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || isOnTheWayIn(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return path a query string carries, checked. */
export function returnPathIn(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM));
}

/** `path` (which may carry a query already) with `returnPath` added, or unchanged without one. */
export function withReturnPath(path: string, returnPath: string | null): string {
  if (!returnPath) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${RETURN_TO_PARAM}=${encodeURIComponent(returnPath)}`;
}

/**
 * Where to come back to from the current location when it has to be left for the way in: a page
 * on the way in passes on the return path it carries; the entry (`/`, `/app`) needs none.
 */
export function returnPathFrom(pathname: string, search: string): string | null {
  if (isOnTheWayIn(pathname)) return returnPathIn(search);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((path === '/' || path === '/app') && !search) return null;
  return safeReturnPath(`${pathname}${search}`);
}

/** The sign-in page, remembering where the visitor was going. */
export function signInPathFrom(pathname: string, search: string): string {
  return withReturnPath(buildPath('signIn'), returnPathFrom(pathname, search));
}
