import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  disableUser,
  type Organisation,
  signUp,
  signUpAdmin,
  signUpMember,
} from '../support/actors';
import { readCatalogue } from '../support/catalogue';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

const ROLE =
  'mutation ($id: ID!, $role: UserRole!) { updateUserRole(id: $id, role: $role) { id role enabled } }';
const ENABLE =
  'mutation ($id: ID!, $enabled: Boolean!) { setUserEnabled(id: $id, enabled: $enabled) { id role enabled } }';
const REMOVE = 'mutation ($id: ID!) { removeUser(id: $id) }';
const LAST_ADMIN =
  'An organisation needs at least one enabled Admin: make another user an Admin before you demote, disable or remove this one.';

describe.each(databaseKinds())('roles on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h?.stop());

  const roster = async (admin: Actor) =>
    ok(
      await admin.ask<{ users: { id: string; role: string | null; enabled: boolean }[] }>(
        '{ users(paging: { limit: 100 }) { id role enabled } }',
      ),
    ).users;

  it('changes roles, disables and enables, and removes users', async () => {
    const { admin, organisation } = await signUpAdmin(h, 'Roles Org');
    const member = await signUpMember(h, organisation.id);
    expect(ok(await admin.ask(ROLE, { id: member.id, role: 'Admin' }))).toEqual({
      updateUserRole: { id: member.id, role: 'Admin', enabled: true },
    });
    expect(ok(await admin.ask(ENABLE, { id: member.id, enabled: false }))).toEqual({
      setUserEnabled: { id: member.id, role: 'Admin', enabled: false },
    });
    expect(failure(await member.ask('{ countProducts }')).extensions?.code).toBe('FORBIDDEN');
    ok(await admin.ask(ENABLE, { id: member.id, enabled: true }));
    expect(ok(await member.ask<{ countProducts: number }>('{ countProducts }')).countProducts).toBe(0);

    // Removing takes the user out of the organisation and its products.
    const catalogue = await readCatalogue(admin);
    ok(
      await admin.ask('mutation ($input: CreateProductInput!) { createOneProduct(input: $input) { id } }', {
        input: { name: 'Attached', type: 'App', platformId: catalogue.platform('iOS'), userIds: [member.id] },
      }),
    );
    expect(ok(await admin.ask(REMOVE, { id: member.id }))).toEqual({ removeUser: true });
    expect(ok(await member.ask<{ me: unknown }>('{ me { role enabled organization { id } } }')).me).toEqual({
      role: null,
      enabled: true,
      organization: null,
    });
    expect((await roster(admin)).map((u) => u.id)).toEqual([admin.id]);
    const { getProducts } = ok(
      await admin.ask<{ getProducts: { users: { id: string }[] }[] }>('{ getProducts { users { id } } }'),
    );
    expect(getProducts[0]!.users.map((u) => u.id)).not.toContain(member.id);
  });

  it('never demotes, disables or removes the last enabled Admin', async () => {
    const { admin, organisation } = await signUpAdmin(h, 'Lonely Org');
    const member = await signUpMember(h, organisation.id);
    for (const [query, variables] of [
      [ROLE, { id: admin.id, role: 'Member' }],
      [ENABLE, { id: admin.id, enabled: false }],
      [REMOVE, { id: admin.id }],
    ] as const) {
      expect(failure(await admin.ask(query, variables))).toMatchObject({
        message: LAST_ADMIN,
        extensions: { code: 'CONFLICT' },
      });
    }
    expect(await roster(admin)).toContainEqual({ id: admin.id, role: 'Admin', enabled: true });

    // A disabled Admin does not count: the enabled one is still the last.
    ok(await admin.ask(ROLE, { id: member.id, role: 'Admin' }));
    ok(await admin.ask(ENABLE, { id: member.id, enabled: false }));
    expect(failure(await admin.ask(ROLE, { id: admin.id, role: 'Member' })).message).toBe(LAST_ADMIN);
    // With a second enabled Admin, the first may step down.
    ok(await admin.ask(ENABLE, { id: member.id, enabled: true }));
    expect(ok(await admin.ask(ROLE, { id: admin.id, role: 'Member' }))).toMatchObject({
      updateUserRole: { role: 'Member' },
    });
    expect(failure(await member.ask(REMOVE, { id: member.id })).message).toBe(LAST_ADMIN);
  });

  it('lets only one of two Admins demote the other at the same time', async () => {
    const { admin, organisation } = await signUpAdmin(h, 'Duel Org');
    const second = await signUpMember(h, organisation.id);
    ok(await admin.ask(ROLE, { id: second.id, role: 'Admin' }));
    const answers = await Promise.all([
      admin.ask(ROLE, { id: second.id, role: 'Member' }),
      second.ask(ROLE, { id: admin.id, role: 'Member' }),
    ]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect((await roster(admin)).filter((u) => u.role === 'Admin')).toHaveLength(1);
  });

  describe('authorization and input', () => {
    let admin: Actor;
    let organisation: Organisation;
    let member: Actor;
    beforeAll(async () => {
      ({ admin, organisation } = await signUpAdmin(h, 'Guarded Org'));
      member = await signUpMember(h, organisation.id);
    });

    it("answers NOT_FOUND for another organisation's user and changes nothing", async () => {
      const other = await signUpAdmin(h, 'Intruder Org');
      for (const [query, variables] of [
        [ROLE, { id: member.id, role: 'Admin' }],
        [ENABLE, { id: member.id, enabled: false }],
        [REMOVE, { id: member.id }],
        [ROLE, { id: 'not-an-id', role: 'Admin' }],
      ] as const) {
        expect(failure(await other.admin.ask(query, variables))).toMatchObject({
          message: 'User not found.',
          extensions: { code: 'NOT_FOUND' },
        });
      }
      expect(await roster(admin)).toContainEqual({ id: member.id, role: 'Member', enabled: true });
    });

    it('gives a Member, a disabled Admin and an unverified user FORBIDDEN', async () => {
      const disabled = await signUpMember(h, organisation.id);
      ok(await admin.ask(ROLE, { id: disabled.id, role: 'Admin' }));
      await disableUser(h, disabled, organisation.id);
      const unverified = await signUp(h, { verified: false });
      for (const actor of [member, disabled, unverified]) {
        for (const [query, variables] of [
          [ROLE, { id: member.id, role: 'Admin' }],
          [ENABLE, { id: admin.id, enabled: false }],
          [REMOVE, { id: admin.id }],
        ] as const) {
          expect(failure(await actor.ask(query, variables)).extensions?.code).toBe('FORBIDDEN');
        }
      }
      expect(failure(await member.ask(ROLE, { id: member.id, role: 'Admin' })).message).toBe(
        'Only an Admin can change roles.',
      );
      expect((await graphql(h.server.url, REMOVE, { variables: { id: admin.id } })).status).toBe(401);
      expect(await roster(admin)).toContainEqual({ id: member.id, role: 'Member', enabled: true });
    });

    it('rejects an unknown role with a GraphQL validation error', async () => {
      const answer = await admin.ask(ROLE, { id: member.id, role: 'Owner' });
      expect(answer.errors?.[0]?.message).toMatch(/Owner/);
    });
  });
});
