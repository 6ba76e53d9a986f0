import { describe, expect, it } from 'vitest';
import { emailDomain, websiteDomain } from '../website-domain';
import { trialDaysLeft } from '../widget-token';

describe('websiteDomain (the domain join rule)', () => {
  it.each([
    ['https://www.Acme.example/about', 'acme.example'],
    ['http://acme.example:8080', 'acme.example'],
    ['https://shop.acme.example', 'shop.acme.example'],
    ['https://gmail.com', null],
    ['https://www.outlook.com', null],
    ['https://localhost', null],
    ['not a url', null],
    [null, null],
  ])('%s → %s', (website, domain) => {
    expect(websiteDomain(website)).toBe(domain);
  });

  it('reads the domain of an e-mail address', () => {
    expect(emailDomain('Ann@Acme.Example')).toBe('acme.example');
  });
});

describe('trialDaysLeft', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['2026-12-07T12:00:00Z', 14],
    ['2026-11-23T12:00:01Z', 1],
    ['2026-11-23T12:00:00Z', 0],
    ['2026-11-01T00:00:00Z', 0],
  ])('ends %s → %i days', (endsAt, days) => {
    expect(trialDaysLeft(new Date(endsAt), now)).toBe(days);
  });
});
