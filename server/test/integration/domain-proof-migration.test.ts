import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { rowsOf } from '../../src/jobs/queue-role';
import { type DatabaseBefore, databaseBefore } from '../support/database-before';
import { databaseKinds } from '../support/harness';

const MIGRATION = 22;

// Before migration 22 an organisation's website domain moved new users in without proof or
// consent: the migration leaves every domain unverified and lets the users still waiting go.
describe.each(databaseKinds())(
  'migration 22 and domains claimed before proof existed, on %s',
  { timeout: 120_000 },
  (kind) => {
    let before: DatabaseBefore;
    let db: Database;

    beforeAll(async () => {
      before = await databaseBefore(kind, MIGRATION);
      db = before.db;
    });
    afterAll(async () => {
      await before?.close();
    });

    it('marks every domain unverified and releases the users waiting after a domain join', async () => {
      const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;
      const organisation = async (name: string, domain: string) =>
        (
          await one<{ id: string }>(sql`insert into organisations (name, website, website_domain, widget_key,
            widget_token, trial_ends_at)
          values (${name}, ${`https://${domain}`}, ${domain}, ${`key-${domain}`}, 'token',
            now() + interval '14 days') returning id`)
        ).id;
      const user = async (
        email: string,
        organisationId: string | null,
        role: string | null,
        enabled: boolean,
      ) =>
        (
          await one<{
            id: string;
          }>(sql`insert into users (firebase_uid, email, organisation_id, role, enabled,
            verified)
          values (${`uid-${email}`}, ${email}, ${organisationId}, ${role}::user_role, ${enabled}, true)
          returning id`)
        ).id;
      const squatter = await organisation('Squatter', 'victim.example');
      const legit = await organisation('Legit', 'legit.example');
      const squatterAdmin = await user('boss@elsewhere.example', squatter, 'Admin', true);
      const legitAdmin = await user('boss@legit.example', legit, 'Admin', true);
      const victim = await user('jane@victim.example', squatter, null, false);
      const colleague = await user('joe@legit.example', legit, null, false);
      const accepted = await user('ann@legit.example', legit, 'Member', true);
      const request = (organisationId: string, userId: string, email: string, status: string) =>
        one<{ id: string }>(sql`insert into join_requests (organisation_id, user_id, email, status)
          values (${organisationId}, ${userId}, ${email}, ${status}::join_request_status) returning id`);
      const victimRequest = await request(squatter, victim, 'jane@victim.example', 'Pending');
      const colleagueRequest = await request(legit, colleague, 'joe@legit.example', 'Pending');
      const acceptedRequest = await request(legit, accepted, 'ann@legit.example', 'Accepted');
      const notify = (
        organisationId: string,
        userId: string,
        subjectId: string | null,
        kind = 'ReviewUsers',
      ) =>
        db.execute(sql`insert into notifications (organisation_id, user_id, kind, message, subject_id)
          values (${organisationId}, ${userId}, ${kind}::notification_kind, 'note', ${subjectId})`);
      await notify(squatter, squatterAdmin, victimRequest.id);
      await notify(legit, legitAdmin, colleagueRequest.id);
      await notify(legit, legitAdmin, acceptedRequest.id);
      await notify(legit, legitAdmin, null, 'AttentionRecommended');

      await before.migrateToHead();

      const domains = rowsOf<{ name: string; verifiedAt: Date | null; method: string | null; token: string }>(
        await db.execute(sql`select name, domain_verified_at as "verifiedAt",
          domain_verification_method as method, domain_verification_token as token
          from organisations order by name`),
      );
      expect(domains).toEqual([
        { name: 'Legit', verifiedAt: null, method: null, token: expect.stringMatching(/^[0-9a-f]{32}$/) },
        { name: 'Squatter', verifiedAt: null, method: null, token: expect.stringMatching(/^[0-9a-f]{32}$/) },
      ]);
      expect(domains[0]!.token).not.toBe(domains[1]!.token);

      const people = rowsOf<{
        email: string;
        organisationId: string | null;
        role: string | null;
        enabled: boolean;
      }>(
        await db.execute(sql`select email, organisation_id as "organisationId", role, enabled from users
          order by email`),
      );
      expect(people).toEqual([
        { email: 'ann@legit.example', organisationId: legit, role: 'Member', enabled: true },
        { email: 'boss@elsewhere.example', organisationId: squatter, role: 'Admin', enabled: true },
        { email: 'boss@legit.example', organisationId: legit, role: 'Admin', enabled: true },
        { email: 'jane@victim.example', organisationId: null, role: null, enabled: true },
        { email: 'joe@legit.example', organisationId: null, role: null, enabled: true },
      ]);
      const requests = rowsOf<{ id: string; status: string }>(
        await db.execute(sql`select id, status from join_requests`),
      );
      expect(new Map(requests.map((row) => [row.id, row.status]))).toEqual(
        new Map([
          [victimRequest.id, 'Withdrawn'],
          [colleagueRequest.id, 'Withdrawn'],
          [acceptedRequest.id, 'Accepted'],
        ]),
      );
      // The Admins' notifications of the released requests are gone; the others stay.
      const kept = rowsOf<{ kind: string; subjectId: string | null }>(
        await db.execute(sql`select kind, subject_id as "subjectId" from notifications order by kind`),
      );
      expect(kept).toEqual([
        { kind: 'ReviewUsers', subjectId: acceptedRequest.id },
        { kind: 'AttentionRecommended', subjectId: null },
      ]);
      const forced = rowsOf<{ relname: string; relforcerowsecurity: boolean }>(
        await db.execute(sql`select relname, relforcerowsecurity from pg_class
          where relname in ('users', 'join_requests', 'notifications', 'domain_email_confirmations')
          order by relname`),
      );
      expect(forced.every((row) => row.relforcerowsecurity)).toBe(true);
      expect(forced).toHaveLength(4);
    });
  },
);
