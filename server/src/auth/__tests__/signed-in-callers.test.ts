import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../services/user/resolve-caller';
import type { VerifiedIdentity } from '../identity';
import { createSignedInCallers } from '../signed-in-callers';

const identity = (uid: string, verified = true): VerifiedIdentity => ({
  uid,
  email: `${uid}@example.com`,
  verified,
  displayName: null,
  photoUrl: null,
});

/** The rows of a tiny in-memory "database" as the loader reads them, and how often it was read. */
function rows() {
  const role = new Map<string, 'Admin' | 'Member' | null>();
  const verified = new Map<string, boolean>();
  let reads = 0;
  const read = (uid: string): SignedIn => {
    reads += 1;
    // A member of org-1 unless the test says otherwise (null: no organisation yet).
    const currentRole = role.has(uid) ? (role.get(uid) ?? null) : 'Member';
    const caller = {
      id: `id-${uid}`,
      firebaseUid: uid,
      email: `${uid}@example.com`,
      organisationId: currentRole ? 'org-1' : null,
      role: currentRole,
      enabled: true,
      verified: verified.get(uid) ?? true,
    };
    return {
      caller,
      profile: {
        id: caller.id,
        email: caller.email,
        enabled: true,
        verified: caller.verified,
        isCampaignNotificationEnabled: true,
        isReportNotificationEnabled: true,
        role: caller.role,
        organization: caller.organisationId
          ? { id: 'org-1', name: 'Org', type: 'Business', widgetKey: 'k', widgetToken: 't' }
          : null,
      } as SignedIn['profile'],
    };
  };
  return { role, verified, read, reads: () => reads };
}

describe('signed-in callers', () => {
  it('serves a uid from one read for callerMs, and reads again after', async () => {
    let clock = 0;
    const db = rows();
    const callers = createSignedInCallers({ callerMs: 1_000, maxCallers: 10 }, () => clock);
    const load = (uid: string) => async () => db.read(uid);
    await callers.get(identity('ada'), load('ada'));
    clock = 999;
    await callers.get(identity('ada'), load('ada'));
    expect(db.reads()).toBe(1);
    clock = 1_000;
    await callers.get(identity('ada'), load('ada'));
    expect(db.reads()).toBe(2);
  });

  it('reads a caller without an organisation every time: they are signing up, maybe through another server', async () => {
    const db = rows();
    db.role.set('newcomer', null);
    const callers = createSignedInCallers({ callerMs: 60_000, maxCallers: 10 }, () => 0);
    const load = (uid: string) => async () => db.read(uid);
    expect((await callers.get(identity('newcomer'), load('newcomer'))).caller.organisationId).toBeNull();
    // Their organisation is founded through another server: no mutation here forgets anything.
    db.role.set('newcomer', 'Admin');
    const after = await callers.get(identity('newcomer'), load('newcomer'));
    expect(after.caller).toMatchObject({ organisationId: 'org-1', role: 'Admin' });
    expect(db.reads()).toBe(2);
    await callers.get(identity('newcomer'), load('newcomer'));
    expect(db.reads()).toBe(2);
  });

  it('answers each uid with its own caller, and never the same object twice', async () => {
    const db = rows();
    const callers = createSignedInCallers({ callerMs: 60_000, maxCallers: 10 });
    const ada = await callers.get(identity('ada'), async () => db.read('ada'));
    const grace = await callers.get(identity('grace'), async () => db.read('grace'));
    const adaAgain = await callers.get(identity('ada'), async () => db.read('ada'));
    expect(ada.caller.firebaseUid).toBe('ada');
    expect(grace.caller.firebaseUid).toBe('grace');
    expect(adaAgain).toEqual(ada);
    // A request that changed its copy changed nobody else's.
    expect(adaAgain.caller).not.toBe(ada.caller);
    expect(adaAgain.profile).not.toBe(ada.profile);
  });

  it('uses nothing read before forgetAll(), not even a read still under way then', async () => {
    const db = rows();
    const callers = createSignedInCallers({ callerMs: 60_000, maxCallers: 10 });
    await callers.get(identity('ada'), async () => db.read('ada'));
    db.role.set('ada', 'Admin');
    callers.forgetAll();
    expect((await callers.get(identity('ada'), async () => db.read('ada'))).caller.role).toBe('Admin');

    // A read that began before a mutation committed answers its own request, and nobody after.
    let finish: (value: SignedIn) => void = () => {};
    const underway = callers.get(
      identity('grace'),
      () => new Promise<SignedIn>((resolve) => (finish = resolve)),
    );
    const before = db.read('grace');
    db.role.set('grace', 'Admin');
    callers.forgetAll();
    finish(before);
    expect((await underway).caller.role).toBe('Member');
    expect((await callers.get(identity('grace'), async () => db.read('grace'))).caller.role).toBe('Admin');
  });

  it('reads again for a token that says verified when the kept row did not', async () => {
    const db = rows();
    db.verified.set('ada', false);
    const callers = createSignedInCallers({ callerMs: 60_000, maxCallers: 10 });
    await callers.get(identity('ada', false), async () => db.read('ada'));
    await callers.get(identity('ada', false), async () => db.read('ada'));
    expect(db.reads()).toBe(1);
    db.verified.set('ada', true);
    expect((await callers.get(identity('ada', true), async () => db.read('ada'))).caller.verified).toBe(true);
    expect(db.reads()).toBe(2);
  });

  it('keeps nothing whose read failed, and reads every time with callerMs 0', async () => {
    const db = rows();
    const callers = createSignedInCallers({ callerMs: 60_000, maxCallers: 10 });
    await expect(
      callers.get(identity('ada'), () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    await callers.get(identity('ada'), async () => db.read('ada'));
    expect(db.reads()).toBe(1);

    const uncached = createSignedInCallers({ callerMs: 0, maxCallers: 10 });
    await uncached.get(identity('ada'), async () => db.read('ada'));
    await uncached.get(identity('ada'), async () => db.read('ada'));
    expect(db.reads()).toBe(3);
  });
});
