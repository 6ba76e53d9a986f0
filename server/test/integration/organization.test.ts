import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, signUpMember } from '../support/actors';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

const CREATE = `mutation ($organization: CreateOrganizationInput!) {
  createOneOrganization(organization: $organization) { id name website country type widgetKey widgetToken }
}`;
const UPDATE = `mutation ($id: ID!, $update: UpdateOrganizationInput!) {
  updateOneOrganization(id: $id, update: $update) { id name website country type }
}`;

interface OrganizationShape {
  id: string;
  name: string;
  website: string | null;
  country: string | null;
  type: string;
  widgetKey: string;
  widgetToken: string;
}

describe.each(databaseKinds())('organisations on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h?.stop());

  it('makes the founder of an organisation its Admin', async () => {
    const user = await signUp(h);
    const { createOneOrganization: created } = ok(
      await user.ask<{ createOneOrganization: OrganizationShape }>(CREATE, {
        organization: { name: '  Hearback Labs  ', website: 'https://labs.example', country: 'gb' },
      }),
    );
    expect(created).toMatchObject({
      name: 'Hearback Labs',
      website: 'https://labs.example',
      country: 'GB',
      type: 'Company',
    });
    expect(created.widgetKey).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(Buffer.from(created.widgetToken, 'base64url')).toHaveLength(32);

    const { me, organizationsQuery } = ok(
      await user.ask<{ me: Record<string, unknown>; organizationsQuery: OrganizationShape }>(
        '{ me { role organizationType organization { id name widgetKey } } organizationsQuery { id widgetToken } }',
      ),
    );
    expect(me).toEqual({
      role: 'Admin',
      organizationType: 'Company',
      organization: { id: created.id, name: 'Hearback Labs', widgetKey: created.widgetKey },
    });
    expect(organizationsQuery).toEqual({ id: created.id, widgetToken: created.widgetToken });
  });

  it('refuses a second organisation with CONFLICT and keeps the first', async () => {
    const { admin, organisation } = await signUpAdmin(h, 'First Org');
    const answer = await admin.ask(CREATE, { organization: { name: 'Second Org' } });
    expect(failure(answer)).toMatchObject({
      message: 'You already belong to an organisation.',
      extensions: { code: 'CONFLICT' },
    });
    const { me } = ok(
      await admin.ask<{ me: { organization: { id: string } } }>('{ me { organization { id } } }'),
    );
    expect(me.organization.id).toBe(organisation.id);
  });

  it('creates one organisation when the same user asks twice at once', async () => {
    const user = await signUp(h);
    const answers = await Promise.all([
      user.ask(CREATE, { organization: { name: 'Race One' } }),
      user.ask(CREATE, { organization: { name: 'Race Two' } }),
    ]);
    const succeeded = answers.filter((answer) => !answer.errors);
    expect(succeeded).toHaveLength(1);
    expect(failure(answers.find((answer) => answer.errors)!).extensions?.code).toBe('CONFLICT');
  });

  it('refuses an unverified user with FORBIDDEN', async () => {
    const user = await signUp(h, { verified: false });
    expect(failure(await user.ask(CREATE, { organization: { name: 'Nope' } }))).toMatchObject({
      message: 'Verify your e-mail address before creating an organisation.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it.each([
    [{ name: 'x'.repeat(121) }, 'Name must be at most 120 characters.', 'organization.name'],
    [{ name: '   ' }, 'Name is required.', 'organization.name'],
    [
      { name: 'Ok', website: 'ftp://files.example' },
      'Website must be a valid http or https address.',
      'organization.website',
    ],
    [
      { name: 'Ok', country: 'Britain' },
      'Country must be a two-letter ISO 3166-1 code, such as GB.',
      'organization.country',
    ],
  ])('rejects bad input %j with BAD_USER_INPUT and writes nothing', async (organization, message, field) => {
    const user = await signUp(h);
    expect(failure(await user.ask(CREATE, { organization }))).toEqual(
      expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT', field } }),
    );
    const { me } = ok(
      await user.ask<{ me: { role: null; organization: null } }>('{ me { role organization { id } } }'),
    );
    expect(me).toEqual({ role: null, organization: null });
  });

  it('lets the Admin update the organisation, clearing optional fields with null', async () => {
    const { admin, organisation } = await signUpAdmin(h, 'Before');
    const { updateOneOrganization: updated } = ok(
      await admin.ask<{ updateOneOrganization: OrganizationShape }>(UPDATE, {
        id: organisation.id,
        update: { name: 'After', website: 'https://after.example', country: 'de', type: 'Agency' },
      }),
    );
    expect(updated).toEqual({
      id: organisation.id,
      name: 'After',
      website: 'https://after.example',
      country: 'DE',
      type: 'Agency',
    });
    const cleared = ok(
      await admin.ask<{ updateOneOrganization: OrganizationShape }>(UPDATE, {
        id: organisation.id,
        update: { website: null },
      }),
    );
    expect(cleared.updateOneOrganization).toMatchObject({ name: 'After', website: null, country: 'DE' });
    const { me } = ok(await admin.ask<{ me: { organizationType: string } }>('{ me { organizationType } }'));
    expect(me.organizationType).toBe('Agency');
  });

  it('gives a Member FORBIDDEN for updateOneOrganization', async () => {
    const { organisation } = await signUpAdmin(h);
    const member = await signUpMember(h, organisation.id);
    expect(
      failure(await member.ask(UPDATE, { id: organisation.id, update: { name: 'Mine now' } })),
    ).toMatchObject({
      message: 'Only an Admin can update the organisation.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it("answers NOT_FOUND for another organisation's id, and for a malformed one", async () => {
    const { admin } = await signUpAdmin(h, 'Mine');
    const { organisation: theirs } = await signUpAdmin(h, 'Theirs');
    for (const id of [theirs.id, 'not-an-id']) {
      expect(failure(await admin.ask(UPDATE, { id, update: { name: 'Taken over' } }))).toMatchObject({
        message: 'Organisation not found.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('rejects a null name on update with BAD_USER_INPUT', async () => {
    const { admin, organisation } = await signUpAdmin(h);
    expect(failure(await admin.ask(UPDATE, { id: organisation.id, update: { name: null } }))).toMatchObject({
      message: 'Name is required.',
      extensions: { code: 'BAD_USER_INPUT', field: 'update.name' },
    });
  });
});
