/** Region/City names, `UTC` and `Etc/…`; fixed offsets such as +01:00 ignore summer time, so they are refused. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

export const TIME_ZONE_MAX = 64;

/**
 * The canonical spelling of an IANA time zone the runtime knows (its ICU data follows the IANA
 * database), or null. Aliases are accepted and stored as the runtime names them.
 */
export function canonicalTimeZone(name: string): string | null {
  if (name.length > TIME_ZONE_MAX || !ZONE_NAME.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
