import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withScope } from '../../src/db/scope';
import { disableUser, signUp, signUpAdmin, signUpMember } from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

const TOKEN = '{ getWidgetToken { key token } }';
const ROTATE = 'mutation { rotateWidgetToken { key token } }';
const FEEDBACK = 'query ($id: ID!) { organisationFeedback(id: $id) { key token name } }';

describe.each(databaseKinds())('organisation details on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h?.stop());

  it('shows and rotates the widget token (Admin only); the key stays', async () => {
    const { admin, organisation } = await signUpAdmin(h, 'Widget Org');
    expect(ok(await admin.ask(TOKEN))).toEqual({
      getWidgetToken: { key: organisation.widgetKey, token: organisation.widgetToken },
    });
    const { rotateWidgetToken } = ok(
      await admin.ask<{ rotateWidgetToken: { key: string; token: string } }>(ROTATE),
    );
    expect(rotateWidgetToken.key).toBe(organisation.widgetKey);
    expect(rotateWidgetToken.token).not.toBe(organisation.widgetToken);
    expect(Buffer.from(rotateWidgetToken.token, 'base64url')).toHaveLength(32);
    expect(ok(await admin.ask(TOKEN))).toEqual({ getWidgetToken: rotateWidgetToken });

    const member = await signUpMember(h, organisation.id);
    const disabled = await signUpMember(h, organisation.id);
    await disableUser(h, disabled, organisation.id);
    const unverified = await signUp(h, { verified: false });
    const other = await signUpAdmin(h, 'Other Widget Org');
    for (const actor of [member, disabled, unverified]) {
      expect(failure(await actor.ask(TOKEN)).extensions?.code).toBe('FORBIDDEN');
      expect(failure(await actor.ask(ROTATE)).extensions?.code).toBe('FORBIDDEN');
    }
    expect(failure(await member.ask(ROTATE)).message).toBe('Only an Admin can rotate the widget token.');
    // Another Admin rotates their own organisation's token, never this one.
    ok(await other.admin.ask(ROTATE));
    expect(ok(await admin.ask(TOKEN))).toEqual({ getWidgetToken: rotateWidgetToken });
    expect((await graphql(h.server.url, ROTATE)).status).toBe(401);
  });

  it('gives the public feedback pages the key, token and name', async () => {
    const { organisation } = await signUpAdmin(h, 'Public Org');
    expect(ok(await graphql(h.server.url, FEEDBACK, { variables: { id: organisation.id } }))).toEqual({
      organisationFeedback: {
        key: organisation.widgetKey,
        token: organisation.widgetToken,
        name: 'Public Org',
      },
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(failure(await graphql(h.server.url, FEEDBACK, { variables: { id } }))).toMatchObject({
        message: 'Organisation not found.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('counts the trial days left for every member, and 0 once it is over', async () => {
    const { admin, organisation } = await signUpAdmin(h, 'Trial Org');
    const member = await signUpMember(h, organisation.id);
    expect(ok(await admin.ask('{ organisationTrial { trial } }'))).toEqual({
      organisationTrial: { trial: 14 },
    });
    expect(ok(await member.ask('{ organisationTrial { trial } }'))).toEqual({
      organisationTrial: { trial: 14 },
    });
    await withScope(h.server.database.db, { organisationId: organisation.id }, (tx) =>
      tx.execute(
        sql`update organisations set trial_ends_at = now() - interval '3 days' where id = ${organisation.id}`,
      ),
    );
    expect(ok(await admin.ask('{ organisationTrial { trial } }'))).toEqual({
      organisationTrial: { trial: 0 },
    });
    const unverified = await signUp(h, { verified: false });
    expect(failure(await unverified.ask('{ organisationTrial { trial } }')).extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('accepts ISO 3166-1 countries only', async () => {
    const { admin, organisation } = await signUpAdmin(h, 'Country Org');
    const update =
      'mutation ($id: ID!, $update: UpdateOrganizationInput!) { updateOneOrganization(id: $id, update: $update) { country } }';
    expect(ok(await admin.ask(update, { id: organisation.id, update: { country: 'fr' } }))).toEqual({
      updateOneOrganization: { country: 'FR' },
    });
    for (const country of ['ZZ', 'EU', 'XX']) {
      expect(failure(await admin.ask(update, { id: organisation.id, update: { country } }))).toMatchObject({
        message: 'Country must be a two-letter ISO 3166-1 code, such as GB.',
        extensions: { code: 'BAD_USER_INPUT', field: 'update.country' },
      });
    }
    expect(
      ok(await admin.ask<{ organizationsQuery: { country: string } }>('{ organizationsQuery { country } }')),
    ).toEqual({
      organizationsQuery: { country: 'FR' },
    });
  });
});
