/**
 * The IANA zones this browser knows, with the one already stored (a zone the server accepted may
 * be missing from an older browser's list) and UTC, sorted by name.
 */
export function timeZoneOptions(current: string | null | undefined): Array<{ value: string; label: string }> {
  const zones = new Set<string>(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
  );
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones]
    .sort((a, b) => a.localeCompare(b))
    .map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
