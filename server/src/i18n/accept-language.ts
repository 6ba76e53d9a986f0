import { type DashboardLanguage, matchDashboardLanguage } from '@hearback/input-rules';

/** `de-AT`, `en`, `*`, each with an optional weight: `de;q=0.8`. */
const ENTRY = /^([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)(?:\s*;\s*q\s*=\s*([01](?:\.\d{0,3})?))?$/;

/**
 * The dashboard language that best fits an Accept-Language header (RFC 9110, 12.5.4): the tags
 * by weight, best first (the header's order among equals), matched as the dashboard matches the
 * browser's languages. Null when none fits, so the caller decides the default.
 */
export function acceptedLanguage(header: string | null | undefined): DashboardLanguage | null {
  if (!header) return null;
  const weighted: { tag: string; weight: number }[] = [];
  for (const part of header.split(',')) {
    const entry = ENTRY.exec(part.trim());
    if (!entry) continue;
    const weight = entry[2] === undefined ? 1 : Number(entry[2]);
    if (entry[1] !== '*' && weight > 0) weighted.push({ tag: entry[1]!, weight });
  }
  // Array.prototype.sort is stable: tags of equal weight keep the header's order.
  weighted.sort((a, b) => b.weight - a.weight);
  return matchDashboardLanguage(weighted.map((entry) => entry.tag));
}
