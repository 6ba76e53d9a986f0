/**
 * The page a visitor asked for before sign-in, sign-up, e-mail verification or a waiting page got
 * in the way, carried as `?returnTo=` through those pages so they can send the user on to it.
 * The value comes from a URL anyone can write, so only a path of this dashboard is accepted:
 * never another origin (`//evil.example`, `https://…`), a `javascript:` URL or one of the pages
 * that lead to sign-in (which would send the user round in circles).
 */
import { sameOriginPath } from '@hearback/input-rules';
import { findRoute } from './find-route';
import { buildPath, type RouteKey } from './paths';
import { resolveShortForm } from './short-forms';

export const RETURN_TO_PARAM = 'returnTo';

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

/** Whether `pathname` is a page on the way in (sign-in, sign-up, waiting pages…), short forms included. */
export function isOnTheWayIn(pathname: string): boolean {
  const key = findRoute(resolveShortForm(pathname, '', null) ?? pathname)?.key;
  return key !== undefined && ON_THE_WAY_IN.has(key);
}

/** `value` as a same-origin dashboard path with its query and hash, or null when it is not one. */
export function safeReturnPath(value: unknown): string | null {
  const path = sameOriginPath(value);
  if (path === null) return null;
  // Dot segments resolved, so `/app/../sign-in` is seen for the page it is.
  const url = new URL(path, 'https://return-path.invalid');
  return isOnTheWayIn(url.pathname) ? null : `${url.pathname}${url.search}${url.hash}`;
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
