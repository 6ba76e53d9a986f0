import { describe, expect, it } from 'vitest';
import { isDashboardLanguage, matchDashboardLanguage } from '../dashboard-languages';

describe('matchDashboardLanguage', () => {
  it('takes the first preferred language spoken, by exact code or primary language', () => {
    expect(matchDashboardLanguage(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(matchDashboardLanguage(['EN-gb'])).toBe('en');
  });

  it('answers null when none is spoken', () => {
    expect(matchDashboardLanguage(['fr', 'ja'])).toBeNull();
    expect(matchDashboardLanguage([])).toBeNull();
  });
});

describe('isDashboardLanguage', () => {
  it('accepts the codes only', () => {
    expect(isDashboardLanguage('de')).toBe(true);
    expect(isDashboardLanguage('de-DE')).toBe(false);
    expect(isDashboardLanguage('')).toBe(false);
    expect(isDashboardLanguage(null)).toBe(false);
  });
});
