import { withReturnPath } from '@hearback/shared';
import { DASHBOARD_ENTRY } from '../hooks/dashboard-entry';

/**
 * Where Firebase sends the user after they act on an e-mail link: the page they asked for before
 * signing up, else the dashboard's entry; the shell routes them on according to their (now
 * refreshed) session.
 */
export function continueUrl(returnPath?: string | null): string {
  return `${window.location.origin}${returnPath ?? DASHBOARD_ENTRY}`;
}

/** E-mail link sign-in must come back to the page that completes it, and on from there. */
export function emailLinkUrl(returnPath?: string | null): string {
  return `${window.location.origin}${withReturnPath('/_auth/action', returnPath ?? null)}`;
}

/** An e-mail link sign-up comes back to its own page, carrying the invitation when there is one. */
export function finishLinkSignUpUrl(inviteId?: string | null, returnPath?: string | null): string {
  const base = '/auth/finish-link-sign-up';
  const path = inviteId ? `${base}?inviteId=${encodeURIComponent(inviteId)}` : base;
  return `${window.location.origin}${withReturnPath(path, returnPath ?? null)}`;
}
