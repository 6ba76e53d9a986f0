/**
 * An e-mail link sign-up ticks the terms before the link is sent; the finish page, opened in the
 * same browser, reads that here instead of asking again. On another device it asks.
 */
export const TERMS_ACCEPTED_FOR_KEY = 'terms-accepted-for';

export function rememberTermsAccepted(email: string): void {
  window.localStorage.setItem(TERMS_ACCEPTED_FOR_KEY, email.trim().toLowerCase());
}

export function termsAcceptedHere(email: string | null): boolean {
  return !!email && window.localStorage.getItem(TERMS_ACCEPTED_FOR_KEY) === email.trim().toLowerCase();
}

export function forgetTermsAccepted(): void {
  window.localStorage.removeItem(TERMS_ACCEPTED_FOR_KEY);
}
