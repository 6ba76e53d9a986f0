import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, joinOrganisation, signUp, signUpAdmin, signUpMember } from '../support/actors';
import { startDnsServer, type TestDnsServer } from '../support/dns-server';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { linkIn, type MailCatcher, startMailCatcher } from '../support/mail';

const DOMAIN = `{ organisationDomain {
  domain status verifiedAt verifiedBy txtRecordName txtRecordValue confirmationEmail
} }`;
const CHECK = 'mutation { checkOrganisationDomain { domain status verifiedBy txtRecordValue } }';
const SEND = 'mutation { sendOrganisationDomainEmail }';
const CONFIRM =
  'mutation ($token: String!) { confirmOrganisationDomainEmail(token: $token) { domain status verifiedBy } }';
const UPDATE = `mutation ($id: ID!, $update: UpdateOrganizationInput!) {
  updateOneOrganization(id: $id, update: $update) { website }
}`;
const LATEST_AUDIT =
  '{ auditEvents(paging: { limit: 1 }) { action targetType targetLabel changes { field from to } } }';

interface DomainView {
  domain: string;
  status: 'Verified' | 'Unverified';
  verifiedAt: string | null;
  verifiedBy: 'DnsTxt' | 'AdminEmail' | null;
  txtRecordName: string;
  txtRecordValue: string;
  confirmationEmail: string | null;
}

const uniqueDomain = () => `proof-${randomBytes(4).toString('hex')}.test`;

describe.each(databaseKinds())('proving an organisation’s domain on %s', (kind) => {
  let h: Harness;
  let dns: TestDnsServer;
  let mail: MailCatcher;

  beforeAll(async () => {
    [dns, mail] = await Promise.all([startDnsServer(), startMailCatcher()]);
    // The product's own resolver (node's c-ares), pointed at a real DNS server of the test.
    h = await startHarness(kind, { smtpUrl: mail.url, server: { dnsServers: [dns.address] } });
  });
  afterAll(async () => {
    await h?.stop();
    await Promise.all([dns?.stop(), mail?.stop()]);
  });

  const domainOf = async (admin: Actor) =>
    ok(await admin.ask<{ organisationDomain: DomainView | null }>(DOMAIN)).organisationDomain;

  /** An organisation whose website is at a fresh domain; its Admin's address is at it when `adminAtDomain`. */
  const organisation = async ({ adminAtDomain = false } = {}) => {
    const domain = uniqueDomain();
    const founded = await signUpAdmin(h, `Proof ${domain}`, {
      website: `https://www.${domain}/`,
      email: adminAtDomain ? `admin-${randomBytes(3).toString('hex')}@${domain}` : undefined,
    });
    return { domain, ...founded };
  };

  describe('by DNS TXT record', () => {
    it('verifies the domain once the exact record is there, and not before', async () => {
      const { domain, admin } = await organisation();
      const before = await domainOf(admin);
      expect(before).toEqual({
        domain,
        status: 'Unverified',
        verifiedAt: null,
        verifiedBy: null,
        txtRecordName: domain,
        txtRecordValue: expect.stringMatching(/^hearback-verification=[0-9a-f]{32}$/),
        // The Admin's address is elsewhere: only the DNS record can prove this domain.
        confirmationEmail: null,
      });
      const expected = before!.txtRecordValue;

      // No record at all (NXDOMAIN), then other records and a near miss: not verified.
      expect(failure(await admin.ask(CHECK))).toMatchObject({
        message: `No TXT record ${expected} was found on ${domain}. New DNS records can take a few hours to show: check again later.`,
        extensions: { code: 'NOT_FOUND' },
      });
      dns.setTxt(domain, [['v=spf1 -all'], [`${expected}0`], ['hearback-verification=someone-elses']]);
      expect(failure(await admin.ask(CHECK)).extensions?.code).toBe('NOT_FOUND');
      expect((await domainOf(admin))?.status).toBe('Unverified');

      // The record as a DNS host may store it: two character strings of one TXT record.
      dns.setTxt(domain, [['v=spf1 -all'], [expected.slice(0, 30), expected.slice(30)]]);
      expect(
        ok(await admin.ask<{ checkOrganisationDomain: unknown }>(CHECK)).checkOrganisationDomain,
      ).toEqual({
        domain,
        status: 'Verified',
        verifiedBy: 'DnsTxt',
        txtRecordValue: expected,
      });
      expect(await domainOf(admin)).toMatchObject({ status: 'Verified', verifiedAt: expect.any(String) });
      expect(ok(await admin.ask<{ auditEvents: unknown[] }>(LATEST_AUDIT)).auditEvents).toEqual([
        {
          action: 'DomainVerified',
          targetType: 'Organization',
          targetLabel: domain,
          changes: [{ field: 'domainVerifiedBy', from: null, to: 'DnsTxt' }],
        },
      ]);
      // Checking again changes nothing, even with the record gone.
      dns.setTxt(domain, undefined);
      expect(
        ok(await admin.ask<{ checkOrganisationDomain: { status: string } }>(CHECK)).checkOrganisationDomain
          .status,
      ).toBe('Verified');
    });

    it('does not accept the token of another organisation', async () => {
      const first = await organisation();
      const second = await organisation();
      const firstValue = (await domainOf(first.admin))!.txtRecordValue;
      expect((await domainOf(second.admin))!.txtRecordValue).not.toBe(firstValue);
      // The second organisation's domain carries the first one's record.
      dns.setTxt(second.domain, [[firstValue]]);
      expect(failure(await second.admin.ask(CHECK)).extensions?.code).toBe('NOT_FOUND');
    });

    it('tells a name server that fails apart from a missing record', async () => {
      const { domain, admin } = await organisation();
      dns.setTxt(domain, 'servfail');
      expect(failure(await admin.ask(CHECK))).toMatchObject({
        message: `The name servers of ${domain} did not answer (ESERVFAIL). Check again in a few minutes.`,
        extensions: { code: 'DNS_UNAVAILABLE' },
      });
      expect((await domainOf(admin))?.status).toBe('Unverified');
    });

    it('loses the proof and gets a new token when the website moves to another domain', async () => {
      const { domain, admin, organisation: org } = await organisation();
      const { txtRecordValue } = (await domainOf(admin))!;
      dns.setTxt(domain, [[txtRecordValue]]);
      ok(await admin.ask(CHECK));
      // Another page of the same site: the proof stays.
      ok(await admin.ask(UPDATE, { id: org.id, update: { website: `https://${domain}/contact` } }));
      expect(await domainOf(admin)).toMatchObject({ status: 'Verified', txtRecordValue });
      const moved = uniqueDomain();
      ok(await admin.ask(UPDATE, { id: org.id, update: { website: `https://${moved}` } }));
      const after = (await domainOf(admin))!;
      expect(after).toMatchObject({
        domain: moved,
        status: 'Unverified',
        verifiedAt: null,
        verifiedBy: null,
      });
      expect(after.txtRecordValue).not.toBe(txtRecordValue);
      // The old record on the new domain proves nothing.
      dns.setTxt(moved, [[txtRecordValue]]);
      expect(failure(await admin.ask(CHECK)).extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('by e-mail to an Admin at the domain', () => {
    const tokenFrom = async (to: string, domain: string, count = 1) => {
      await mail.waitFor((m) => m.to.includes(to) && m.subject.includes(domain));
      const received = mail.messages.filter((m) => m.to.includes(to) && m.subject.includes(domain));
      const link = linkIn(received[count - 1]!);
      expect(link.pathname).toBe('/app/organisation');
      return link.searchParams.get('domainConfirmation')!;
    };

    it('verifies the domain when the Admin it was sent to opens the link, once', async () => {
      const { domain, admin, organisation: org } = await organisation({ adminAtDomain: true });
      expect((await domainOf(admin))?.confirmationEmail).toBe(admin.email);
      expect(ok(await admin.ask(SEND))).toEqual({ sendOrganisationDomainEmail: true });
      const received = await mail.waitFor((m) => m.to.includes(admin.email) && m.subject.includes(domain));
      expect(received.subject).toBe(`Confirm that Proof ${domain} owns ${domain}`);
      const token = await tokenFrom(admin.email, domain);

      // Another Admin of the organisation, at the domain too, cannot use someone else's link.
      const colleague = await signUp(h, { email: `colleague-${randomBytes(3).toString('hex')}@${domain}` });
      await joinOrganisation(h, colleague, org.id, 'Admin');
      const notValid = {
        message: 'This confirmation link is not valid any more. Send a new one from the organisation page.',
        extensions: { code: 'NOT_FOUND' },
      };
      expect(failure(await colleague.ask(CONFIRM, { token }))).toMatchObject(notValid);
      expect(failure(await admin.ask(CONFIRM, { token: 'made-up' }))).toMatchObject(notValid);
      expect((await domainOf(admin))?.status).toBe('Unverified');

      expect(ok(await admin.ask(CONFIRM, { token }))).toEqual({
        confirmOrganisationDomainEmail: { domain, status: 'Verified', verifiedBy: 'AdminEmail' },
      });
      expect(failure(await admin.ask(CONFIRM, { token }))).toMatchObject(notValid);
      expect(failure(await admin.ask(SEND))).toMatchObject({
        message: `${domain} is already verified.`,
        extensions: { code: 'CONFLICT' },
      });
    });

    it('refuses an Admin whose own address is elsewhere', async () => {
      const { domain, admin } = await organisation();
      expect(failure(await admin.ask(SEND))).toMatchObject({
        message: `Your own e-mail address is not at ${domain}, so it cannot prove the domain. Add the DNS record instead.`,
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it('does not work once the website moved to another domain', async () => {
      const { domain, admin, organisation: org } = await organisation({ adminAtDomain: true });
      ok(await admin.ask(SEND));
      const token = await tokenFrom(admin.email, domain);
      ok(await admin.ask(UPDATE, { id: org.id, update: { website: `https://${uniqueDomain()}` } }));
      expect(failure(await admin.ask(CONFIRM, { token })).extensions?.code).toBe('NOT_FOUND');
      expect((await domainOf(admin))?.status).toBe('Unverified');
    });

    it('sends at most 3 confirmation e-mails an hour per organisation', async () => {
      const { admin } = await organisation({ adminAtDomain: true });
      for (let sent = 0; sent < 3; sent += 1) ok(await admin.ask(SEND));
      const refused = failure(await admin.ask(SEND));
      expect(refused).toMatchObject({
        message: expect.stringMatching(
          /^Your organisation asked for 3 confirmation e-mails within the hour\. Wait \d+ minutes? and try again\.$/,
        ),
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
      });
    });
  });

  describe('authorization', () => {
    it('keeps the domain to its own organisation’s Admins', async () => {
      const { domain, admin, organisation: org } = await organisation({ adminAtDomain: true });
      ok(await admin.ask(SEND));
      const received = await mail.waitFor((m) => m.to.includes(admin.email) && m.subject.includes(domain));
      const token = linkIn(received).searchParams.get('domainConfirmation')!;
      const member = await signUpMember(h, org.id);
      for (const operation of [DOMAIN, CHECK, SEND]) {
        expect(failure(await member.ask(operation))).toMatchObject({
          message: 'Only an Admin can manage the domain.',
          extensions: { code: 'FORBIDDEN' },
        });
      }
      expect(failure(await member.ask(CONFIRM, { token })).extensions?.code).toBe('FORBIDDEN');

      // Another organisation's Admin sees their own domain and cannot use this link.
      const other = await organisation();
      expect((await domainOf(other.admin))?.domain).toBe(other.domain);
      expect(failure(await other.admin.ask(CONFIRM, { token })).extensions?.code).toBe('NOT_FOUND');
      // A user without organisation has nothing to prove.
      const loner = await signUp(h);
      expect(failure(await loner.ask(DOMAIN)).extensions?.code).toBe('FORBIDDEN');
      expect((await domainOf(admin))?.status).toBe('Unverified');
    });
  });
});
