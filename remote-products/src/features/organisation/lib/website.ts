/**
 * People type 'example.com' as often as 'https://example.com'; both are accepted and the stored
 * value always carries the scheme, so it can be used as a link.
 */
export function normaliseWebsite(input: string | undefined | null): string | null {
  const text = input?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    // A bare site is stored as its origin ('https://example.com'), not with the URL parser's trailing '/'.
    return url.pathname === '/' && !url.search && !url.hash ? url.origin : url.toString();
  } catch {
    return null;
  }
}

export const isValidWebsite = (input: string | undefined | null): boolean =>
  !input?.trim() || !!normaliseWebsite(input);
