/**
 * A return path (`?returnTo=`) comes from a URL anyone can write, and the server writes one into
 * the verification e-mail: both sides accept only a path on this origin, never another origin
 * (`//evil.example`, `/\evil.example`, `https://…`) or a `javascript:` URL.
 */

/** Long enough for any dashboard URL with its query; a longer one is not ours. */
export const RETURN_PATH_MAX = 2048;

/** `value` as a path on this origin with its query and hash, or null when it is not one. */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX) return null;
  // A single leading slash: `//host` and `/\host` are other origins to a browser.
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes read as slashes and control characters are stripped by URL parsers: neither
  // belongs in a path we built, and either can smuggle another origin past the check above.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f\s]/.test(value)) return null;
  // What is left is a path with its query and hash: resolved against any origin, it stays there.
  return value;
}
