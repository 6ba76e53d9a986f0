/** Path rules of spec section 2 that decide whether the session may act on the current page. */
import { ROUTES } from './paths';

/** Pages a signed-out visitor may stay on (spec: they do not force a sign-out). */
const SIGN_OUT_EXEMPT: readonly string[] = [
  ROUTES.signIn.path,
  ROUTES.signUp.path,
  ROUTES.finishLinkSignUp.path,
  ROUTES.resetPassword.path,
  ROUTES.pendingUser.path,
  // Firebase e-mail actions (password reset links) land here before the reset-password form.
  ROUTES.authAction.path,
];

const trimTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

const isAtOrBelow = (pathname: string, base: string) => {
  const path = trimTrailingSlash(pathname).toLowerCase();
  return path === base || path.startsWith(`${base}/`);
};

export function isForcedSignOutExempt(pathname: string): boolean {
  return SIGN_OUT_EXEMPT.some((base) => isAtOrBelow(pathname, base));
}

/** Public feedback pages and the pending-user page never look at the session. */
export function isSessionCheckSkipped(pathname: string): boolean {
  return isAtOrBelow(pathname, ROUTES.feedback.path) || isAtOrBelow(pathname, ROUTES.pendingUser.path);
}
