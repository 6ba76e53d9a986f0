/**
 * 'example.com' and 'https://example.com' are both accepted; the stored value always carries the
 * scheme so the table can link to it. Null when empty or not a web address.
 */
export function normaliseProductUrl(input: string | undefined | null): string | null {
  const text = input?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) return null;
    // A bare site is kept as its origin, without the parser's trailing '/'.
    return url.pathname === '/' && !url.search && !url.hash ? url.origin : url.toString();
  } catch {
    return null;
  }
}

export const isValidProductUrl = (input: string | undefined | null): boolean =>
  !input?.trim() || !!normaliseProductUrl(input);
