import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseError } from '../../src/db/pg-error';
import { withScope } from '../../src/db/scope';

/** Both a missing grant and a row-level security WITH CHECK failure. */
const INSUFFICIENT_PRIVILEGE = '42501';

import { type Actor, type Organisation, signUpAdmin, signUpMember, uniqueEmail } from '../support/actors';
import { markDomainProven, signUpAndAskToJoin } from '../support/domain-join';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { createProduct, widgetClient } from '../support/widget-fixtures';

interface AuditEventShape {
  id: string;
  action: string;
  actorId: string | null;
  actorEmail: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string | null;
  changes: { field: string; from: string | null; to: string | null }[];
  requestId: string | null;
  createdAt: string;
}

const AUDIT = `query ($paging: OffsetPaging, $filter: AuditEventFilter, $after: ID) {
  auditEvents(paging: $paging, filter: $filter, after: $after) {
    id action actorId actorEmail targetType targetId targetLabel changes { field from to } requestId createdAt
  }
  countAuditEvents(filter: $filter)
}`;

const auditOf = async (admin: Actor, variables: Record<string, unknown> = {}) =>
  ok(await admin.ask<{ auditEvents: AuditEventShape[]; countAuditEvents: number }>(AUDIT, variables));

/** The newest event, which the action just performed must have written. */
const latest = async (admin: Actor) => (await auditOf(admin, { paging: { limit: 1 } })).auditEvents[0];

describe.each(databaseKinds())('audit log on %s', (kind) => {
  let h: Harness;
  let admin: Actor;
  let organisation: Organisation;
  let domain: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    domain = `audit-${randomBytes(4).toString('hex')}.test`;
    ({ admin, organisation } = await signUpAdmin(h, 'Audited Ltd', {
      website: `https://${domain}`,
      email: `boss@${domain}`,
    }));
  });
  afterAll(() => h?.stop());

  it('records role changes, enabling and disabling, with who, whom and what changed', async () => {
    const member = await signUpMember(h, organisation.id);
    ok(
      await admin.ask('mutation ($id: ID!) { updateUserRole(id: $id, role: Admin) { id } }', {
        id: member.id,
      }),
    );
    expect(await latest(admin)).toMatchObject({
      action: 'UserRoleChanged',
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'User',
      targetId: member.id,
      targetLabel: member.email,
      changes: [{ field: 'role', from: 'Member', to: 'Admin' }],
    });
    ok(
      await admin.ask('mutation ($id: ID!) { setUserEnabled(id: $id, enabled: false) { id } }', {
        id: member.id,
      }),
    );
    expect(await latest(admin)).toMatchObject({
      action: 'UserDisabled',
      targetId: member.id,
      changes: [{ field: 'enabled', from: 'true', to: 'false' }],
    });
    ok(
      await admin.ask('mutation ($id: ID!) { setUserEnabled(id: $id, enabled: true) { id } }', {
        id: member.id,
      }),
    );
    expect(await latest(admin)).toMatchObject({ action: 'UserEnabled', targetId: member.id });
  });

  it('records a removal, and nothing for an action that was refused', async () => {
    const member = await signUpMember(h, organisation.id);
    ok(await admin.ask('mutation ($id: ID!) { removeUser(id: $id) }', { id: member.id }));
    expect(await latest(admin)).toMatchObject({
      action: 'UserRemoved',
      targetId: member.id,
      targetLabel: member.email,
      changes: [{ field: 'role', from: 'Member', to: null }],
    });
    const before = (await auditOf(admin)).countAuditEvents;
    // The founder demoting themselves would leave no enabled Admin besides the one promoted above,
    // so use a fresh organisation whose only Admin is the caller: CONFLICT, and no row.
    const alone = await signUpAdmin(h, 'Alone Ltd');
    expect(
      failure(
        await alone.admin.ask('mutation ($id: ID!) { updateUserRole(id: $id, role: Member) { id } }', {
          id: alone.admin.id,
        }),
      ).extensions?.code,
    ).toBe('CONFLICT');
    expect((await auditOf(alone.admin)).countAuditEvents).toBe(0);
    expect((await auditOf(admin)).countAuditEvents).toBe(before);
  });

  it('records invitations sent, resent and cancelled', async () => {
    const email = uniqueEmail('invitee');
    const { inviteUser } = ok(
      await admin.ask<{ inviteUser: { id: string } }>(
        'mutation ($email: String!) { inviteUser(email: $email, role: Member) { id } }',
        { email },
      ),
    );
    expect(await latest(admin)).toMatchObject({
      action: 'UserInvited',
      targetType: 'Invitation',
      targetId: inviteUser.id,
      targetLabel: email,
      changes: [{ field: 'role', from: null, to: 'Member' }],
    });
    ok(await admin.ask('mutation ($id: ID!) { resendInvitation(id: $id) { id } }', { id: inviteUser.id }));
    expect(await latest(admin)).toMatchObject({ action: 'InvitationResent', targetId: inviteUser.id });
    ok(await admin.ask('mutation ($id: ID!) { cancelInvitation(id: $id) }', { id: inviteUser.id }));
    expect(await latest(admin)).toMatchObject({
      action: 'InvitationCancelled',
      targetId: inviteUser.id,
      targetLabel: email,
    });
  });

  it('records the review of join requests', async () => {
    await markDomainProven(h, organisation.id);
    const kept = await signUpAndAskToJoin(
      h,
      `kept-${randomBytes(3).toString('hex')}@${domain}`,
      organisation.id,
    );
    const refused = await signUpAndAskToJoin(
      h,
      `refused-${randomBytes(3).toString('hex')}@${domain}`,
      organisation.id,
    );
    ok(await admin.ask('mutation ($id: ID!) { activateNewUser(inviteId: $id) }', { id: kept.id }));
    expect(await latest(admin)).toMatchObject({
      action: 'JoinRequestAccepted',
      targetId: kept.id,
      targetLabel: kept.email,
      changes: [{ field: 'role', from: null, to: 'Member' }],
    });
    ok(await admin.ask('mutation ($id: ID!) { declineNewUser(inviteId: $id) }', { id: refused.id }));
    expect(await latest(admin)).toMatchObject({
      action: 'JoinRequestRefused',
      targetId: refused.id,
      changes: [],
    });
  });

  it('records products created and updated, with the fields that changed', async () => {
    const productId = await createProduct(admin, 'Audited shop');
    expect(await latest(admin)).toMatchObject({
      action: 'ProductCreated',
      targetType: 'Product',
      targetId: productId,
      targetLabel: 'Audited shop',
    });
    ok(
      await admin.ask(
        'mutation ($id: ID!, $u: UpdateProductInput!) { updateOneProduct(id: $id, update: $u) { id } }',
        {
          id: productId,
          u: { name: 'Audited store', isActive: false },
        },
      ),
    );
    const updated = await latest(admin);
    expect(updated).toMatchObject({
      action: 'ProductUpdated',
      targetId: productId,
      targetLabel: 'Audited store',
    });
    expect(updated?.changes).toEqual([
      { field: 'name', from: 'Audited shop', to: 'Audited store' },
      { field: 'isActive', from: 'true', to: 'false' },
    ]);
  });

  it('records a widget token rotation without the token, and a recording deleted', async () => {
    const { rotateWidgetToken } = ok(
      await admin.ask<{ rotateWidgetToken: { token: string } }>('mutation { rotateWidgetToken { token } }'),
    );
    const rotated = await latest(admin);
    expect(rotated).toMatchObject({
      action: 'WidgetTokenRotated',
      targetType: 'Organization',
      targetId: organisation.id,
      targetLabel: 'Audited Ltd',
    });
    expect(JSON.stringify(rotated)).not.toContain(rotateWidgetToken.token);

    const productId = await createProduct(admin, 'Recorded shop');
    await widgetClient(h, organisation.widgetKey, productId).submit({
      messageType: 'ProvideFeedback',
      text: 'Delete me, please.',
    });
    const { recordings } = ok(
      await admin.ask<{ recordings: { id: string }[] }>(
        'query ($p: ID!) { recordings(productId: $p) { id } }',
        {
          p: productId,
        },
      ),
    );
    const recordingId = recordings[0]!.id;
    ok(await admin.ask('mutation ($id: ID!) { deleteRecording(id: $id) }', { id: recordingId }));
    expect(await latest(admin)).toMatchObject({
      action: 'RecordingDeleted',
      targetType: 'Recording',
      targetId: recordingId,
      changes: [{ field: 'productId', from: productId, to: null }],
    });
  });

  it('carries the request id of the action', async () => {
    const requestId = `audit-${randomBytes(6).toString('hex')}`;
    const response = await fetch(`${h.server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hearback-app': 'dashboard',
        'x-request-id': requestId,
        authorization: `Bearer ${admin.idToken}`,
      },
      body: JSON.stringify({ query: 'mutation { rotateWidgetToken { key } }' }),
    });
    expect(response.headers.get('x-request-id')).toBe(requestId);
    expect((await latest(admin))?.requestId).toBe(requestId);
  });

  it('pages newest first in the database, by offset or after a cursor, and filters by action', async () => {
    const { auditEvents, countAuditEvents } = await auditOf(admin, { paging: { limit: 100 } });
    expect(auditEvents.length).toBe(countAuditEvents);
    expect(countAuditEvents).toBeGreaterThan(10);
    const times = auditEvents.map((event) => Date.parse(event.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const firstPage = (await auditOf(admin, { paging: { limit: 4 } })).auditEvents;
    const byOffset = (await auditOf(admin, { paging: { limit: 4, offset: 4 } })).auditEvents;
    const byCursor = (await auditOf(admin, { paging: { limit: 4 }, after: firstPage[3]!.id })).auditEvents;
    expect(firstPage.map((event) => event.id)).toEqual(auditEvents.slice(0, 4).map((event) => event.id));
    expect(byOffset.map((event) => event.id)).toEqual(auditEvents.slice(4, 8).map((event) => event.id));
    expect(byCursor).toEqual(byOffset);
    const invitations = await auditOf(admin, { filter: { action: 'UserInvited' } });
    expect(invitations.countAuditEvents).toBe(1);
    expect(invitations.auditEvents.map((event) => event.action)).toEqual(['UserInvited']);
    expect(
      failure(await admin.ask(AUDIT, { paging: { offset: 4 }, after: firstPage[3]!.id })).extensions?.code,
    ).toBe('BAD_USER_INPUT');
    expect(
      failure(await admin.ask(AUDIT, { after: '00000000-0000-4000-8000-000000000000' })).extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('refuses Members, and shows each organisation only its own events', async () => {
    const member = await signUpMember(h, organisation.id);
    expect(failure(await member.ask(AUDIT))).toMatchObject({
      message: 'Only an Admin can see the audit log.',
      extensions: { code: 'FORBIDDEN' },
    });
    const other = await signUpAdmin(h, 'Other Ltd');
    await createProduct(other.admin, 'Elsewhere');
    const theirs = await auditOf(other.admin, { paging: { limit: 100 } });
    expect(theirs.auditEvents.map((event) => event.action)).toEqual(['ProductCreated']);
    const ours = await auditOf(admin, { paging: { limit: 100 } });
    expect(ours.auditEvents.map((event) => event.id)).not.toContain(theirs.auditEvents[0]!.id);
  });

  it('keeps the log append-only and Admin-only in row-level security too', async () => {
    const db = h.server.database.db;
    const member = await signUpMember(h, organisation.id);
    // A Member's transaction sees no row, even without the service's check.
    const seenByMember = await withScope(db, { organisationId: organisation.id, userId: member.id }, (tx) =>
      tx.execute(sql`select count(*)::int as n from audit_events`),
    );
    expect((seenByMember as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const seenByAdmin = await withScope(db, { organisationId: organisation.id, userId: admin.id }, (tx) =>
      tx.execute(sql`select count(*)::int as n from audit_events`),
    );
    expect((seenByAdmin as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    // The app role may neither rewrite nor erase history, nor write an event in another's name.
    for (const statement of [
      sql`update audit_events set actor_email = 'someone@else.test'`,
      sql`delete from audit_events`,
      sql`insert into audit_events (organisation_id, actor_id, actor_email, action, target_type)
          values (${organisation.id}::uuid, ${member.id}::uuid, 'forged@test', 'UserRemoved', 'User')`,
    ]) {
      await expect(
        withScope(db, { organisationId: organisation.id, userId: admin.id }, (tx) => tx.execute(statement)),
      ).rejects.toSatisfy((error) => databaseError(error).code === INSUFFICIENT_PRIVILEGE);
    }
  });
});
