/**
 * Where Firebase sends the user after they act on an e-mail link: the dashboard's entry, which
 * routes them on according to their (now refreshed) session.
 */
export function continueUrl(): string {
  return `${window.location.origin}/app`;
}

/** E-mail link sign-in must come back to the page that completes it. */
export function emailLinkUrl(): string {
  return `${window.location.origin}/_auth/action`;
}

/** An e-mail link sign-up comes back to its own page, carrying the invitation when there is one. */
export function finishLinkSignUpUrl(inviteId?: string | null): string {
  const base = `${window.location.origin}/auth/finish-link-sign-up`;
  return inviteId ? `${base}?inviteId=${encodeURIComponent(inviteId)}` : base;
}
