import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../../test/support/errors';
import { requireAdmin, requireMember } from '../access';
import type { Caller } from '../user/caller';

const caller = (overrides: Partial<Caller> = {}): Caller => ({
  id: 'u1',
  firebaseUid: 'f1',
  email: 'a@b.c',
  organisationId: 'o1',
  role: 'Member',
  enabled: true,
  verified: true,
  ...overrides,
});

describe('requireMember', () => {
  it('admits a usable user with a role in an organisation', () => {
    expect(requireMember(caller())).toEqual({ userId: 'u1', organisationId: 'o1', role: 'Member' });
  });

  it.each([
    [{ enabled: false }, 'Your account is disabled. Ask an Admin of your organisation to enable it.'],
    [{ verified: false }, 'Verify your e-mail address to continue.'],
    [{ organisationId: null, role: null }, 'You do not belong to an organisation yet.'],
    [{ role: null }, "Your access to this organisation is waiting for an Admin's review."],
    [{ role: null, enabled: false }, "Your access to this organisation is waiting for an Admin's review."],
  ])('refuses %j with FORBIDDEN', (overrides, message) => {
    expect(apiErrorOf(() => requireMember(caller(overrides)))).toMatchObject({ code: 'FORBIDDEN', message });
  });
});

describe('requireAdmin', () => {
  it('admits an Admin and names the action for anyone else', () => {
    expect(requireAdmin({ userId: 'u', organisationId: 'o', role: 'Admin' }, 'create products').role).toBe(
      'Admin',
    );
    expect(
      apiErrorOf(() => requireAdmin({ userId: 'u', organisationId: 'o', role: 'Member' }, 'create products')),
    ).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only an Admin can create products.',
    });
  });
});
