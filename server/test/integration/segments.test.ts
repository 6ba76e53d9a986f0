import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordings } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { type Actor, signUpAdmin } from '../support/actors';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { attachedMember, createProduct } from '../support/widget-fixtures';

const CONTACT = 'id productId email name phoneNumber externalId attributes { key value } source';
const SEGMENT = 'id productId name description kind rules size';

interface Contact {
  id: string;
  email: string;
  name: string | null;
  phoneNumber: string | null;
  externalId: string | null;
  attributes: { key: string; value: string }[];
  source: string;
}

interface Segment {
  id: string;
  name: string;
  kind: 'Static' | 'Dynamic';
  rules: unknown;
  size: number;
}

const UK_AND_NEGATIVE = {
  type: 'group',
  match: 'all',
  rules: [
    { type: 'attribute', key: 'country', operator: 'equals', value: 'uk' },
    { type: 'feedback', operator: 'gave', sentiment: 'Negative', withinDays: 30 },
  ],
};

describe.each(databaseKinds())('contacts and segments on %s', (kind) => {
  let h: Harness;
  let admin: Actor;
  let organisationId: string;
  let product: string;
  let otherProduct: string;
  let member: Actor;
  let otherProductMember: Actor;
  let stranger: Actor;

  const createContact = (actor: Actor, input: Record<string, unknown>, productId = product) =>
    actor.ask<{ createContact: Contact }>(
      `mutation ($p: ID!, $input: ContactInput!) { createContact(productId: $p, input: $input) { ${CONTACT} } }`,
      { p: productId, input },
    );
  const createSegment = (actor: Actor, input: Record<string, unknown>, productId = product) =>
    actor.ask<{ createSegment: Segment }>(
      `mutation ($p: ID!, $input: CreateSegmentInput!) { createSegment(productId: $p, input: $input) { ${SEGMENT} } }`,
      { p: productId, input },
    );
  const members = (actor: Actor, segmentId: string, variables: Record<string, unknown> = {}) =>
    actor.ask<{ segmentMembers: Contact[]; countSegmentMembers: number }>(
      `query ($s: ID!, $paging: OffsetPaging, $filter: ContactFilter) {
        segmentMembers(segmentId: $s, paging: $paging, filter: $filter) { ${CONTACT} }
        countSegmentMembers(segmentId: $s, filter: $filter)
      }`,
      { s: segmentId, ...variables },
    );
  const addMember = (actor: Actor, segmentId: string, input: Record<string, unknown>) =>
    actor.ask<{ addSegmentMember: Contact }>(
      `mutation ($s: ID!, $input: ContactInput!) { addSegmentMember(segmentId: $s, input: $input) { ${CONTACT} } }`,
      { s: segmentId, input },
    );
  const ruleCount = (actor: Actor, rules: unknown) =>
    actor.ask<{ countSegmentRuleMatches: number }>(
      'query ($p: ID!, $r: SegmentRules!) { countSegmentRuleMatches(productId: $p, rules: $r) }',
      { p: product, r: rules },
    );

  /** A recording as the widget's submission stores it, `daysAgo` days old. */
  const storeRecording = (email: string, label: 'Positive' | 'Negative', daysAgo = 0) =>
    withScope(h.server.database.db, { organisationId }, (tx) =>
      tx.insert(recordings).values({
        organisationId,
        productId: product,
        idempotencyKey: randomUUID(),
        messageType: 'ProvideFeedback',
        text: label === 'Negative' ? 'Terrible checkout.' : 'Lovely shop.',
        contactEmail: email,
        sentimentScore: label === 'Negative' ? -0.8 : 0.8,
        sentimentLabel: label,
        createdAt: new Date(Date.now() - daysAgo * 86_400_000),
      }),
    );

  beforeAll(async () => {
    h = await startHarness(kind);
    const founded = await signUpAdmin(h, 'Audience Ltd');
    admin = founded.admin;
    organisationId = founded.organisation.id;
    product = await createProduct(admin, 'Shop');
    otherProduct = await createProduct(admin, 'Blog');
    member = await attachedMember(h, admin, organisationId, [product]);
    otherProductMember = await attachedMember(h, admin, organisationId, [otherProduct]);
    stranger = (await signUpAdmin(h, 'Elsewhere Ltd')).admin;
  });

  afterAll(async () => {
    await h?.stop();
  });

  it('creates contacts by hand: e-mail lower-cased, phone in E.164, attributes sorted', async () => {
    const { createContact: ada } = ok(
      await createContact(admin, {
        email: ' Ada@Example.COM ',
        name: 'Ada',
        phoneNumber: '020 7946 0958',
        defaultCountry: 'gb',
        externalId: 'user-1',
        attributes: [
          { key: 'plan', value: 'pro' },
          { key: 'country', value: 'UK' },
        ],
      }),
    );
    expect(ada).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada',
      phoneNumber: '+442079460958',
      externalId: 'user-1',
      source: 'Manual',
      attributes: [
        { key: 'country', value: 'UK' },
        { key: 'plan', value: 'pro' },
      ],
    });

    expect(failure(await createContact(admin, { email: 'ADA@example.com' }))).toMatchObject({
      message: 'A contact with the e-mail ada@example.com already exists in this product.',
      extensions: { code: 'CONFLICT' },
    });
    expect(
      failure(await createContact(admin, { email: 'other@example.com', externalId: 'user-1' })),
    ).toMatchObject({
      message: 'Another contact of this product has the external id user-1.',
      extensions: { code: 'CONFLICT' },
    });
    // The same e-mail in another product is another contact.
    ok(await createContact(admin, { email: 'ada@example.com' }, otherProduct));

    expect(failure(await createContact(admin, { email: 'not-an-address' }))).toMatchObject({
      message: 'E-mail "not-an-address" is not a valid address.',
      extensions: { code: 'BAD_USER_INPUT', field: 'input.email' },
    });
    expect(
      failure(await createContact(admin, { email: 'b@example.com', phoneNumber: '12345' })),
    ).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'input.phoneNumber' },
    });
    expect(
      failure(
        await createContact(admin, { email: 'b@example.com', attributes: [{ key: '!bad', value: 'x' }] }),
      ),
    ).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'input.attributes.0.key' } });
  });

  it('updates a contact: attributes merged, an empty value removes one, null clears a field', async () => {
    const { createContact: bob } = ok(
      await createContact(admin, {
        email: 'bob@example.com',
        name: 'Bob',
        attributes: [
          { key: 'plan', value: 'free' },
          { key: 'city', value: 'Leeds' },
        ],
      }),
    );
    const { updateContact } = ok(
      await admin.ask<{ updateContact: Contact }>(
        `mutation ($id: ID!, $u: ContactUpdateInput!) { updateContact(id: $id, update: $u) { ${CONTACT} } }`,
        {
          id: bob.id,
          u: {
            name: null,
            attributes: [
              { key: 'plan', value: 'pro' },
              { key: 'city', value: '' },
              { key: 'country', value: 'UK' },
            ],
          },
        },
      ),
    );
    expect(updateContact).toMatchObject({
      name: null,
      attributes: [
        { key: 'country', value: 'UK' },
        { key: 'plan', value: 'pro' },
      ],
    });
  });

  it('lists contacts by e-mail, searched and paged in the database', async () => {
    for (const email of ['carol@example.com', 'dave@example.com', 'erin@sample.org']) {
      ok(await createContact(admin, { email }));
    }
    const query = `query ($p: ID!, $paging: OffsetPaging, $filter: ContactFilter) {
      contacts(productId: $p, paging: $paging, filter: $filter) { email }
      countContacts(productId: $p, filter: $filter)
    }`;
    const page = ok(
      await member.ask<{ contacts: { email: string }[]; countContacts: number }>(query, {
        p: product,
        paging: { limit: 2, offset: 1 },
      }),
    );
    expect(page.contacts.map((contact) => contact.email)).toEqual(['bob@example.com', 'carol@example.com']);
    expect(page.countContacts).toBe(5);
    const searched = ok(
      await member.ask<{ contacts: { email: string }[]; countContacts: number }>(query, {
        p: product,
        filter: { search: 'SAMPLE' },
      }),
    );
    expect(searched).toEqual({ contacts: [{ email: 'erin@sample.org' }], countContacts: 1 });
  });

  it('keeps Static segments: members added (creating or updating contacts) and removed', async () => {
    const { createSegment: vip } = ok(
      await createSegment(admin, { name: 'VIP', kind: 'Static', description: 'Best' }),
    );
    expect(vip).toMatchObject({ name: 'VIP', kind: 'Static', rules: null, size: 0 });
    expect(failure(await createSegment(admin, { name: 'vip', kind: 'Static' }))).toMatchObject({
      message: 'A segment named vip already exists in this product.',
      extensions: { code: 'CONFLICT' },
    });

    const { addSegmentMember: ada } = ok(
      await addMember(admin, vip.id, { email: 'ada@example.com', name: 'Ada L.' }),
    );
    expect(ada).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada L.',
      externalId: 'user-1',
      source: 'Manual',
    });
    const { addSegmentMember: fay } = ok(await addMember(admin, vip.id, { email: 'fay@example.com' }));
    // Adding a member twice changes nothing.
    ok(await addMember(admin, vip.id, { email: 'FAY@example.com' }));

    const listed = ok(await members(member, vip.id));
    expect(listed.segmentMembers.map((contact) => contact.email)).toEqual([
      'ada@example.com',
      'fay@example.com',
    ]);
    expect(listed.countSegmentMembers).toBe(2);
    expect(ok(await members(member, vip.id, { filter: { search: 'fay' } })).countSegmentMembers).toBe(1);

    const { removeSegmentMembers } = ok(
      await admin.ask<{ removeSegmentMembers: Segment }>(
        `mutation ($s: ID!, $ids: [ID!]!) { removeSegmentMembers(segmentId: $s, contactIds: $ids) { ${SEGMENT} } }`,
        { s: vip.id, ids: [fay.id, 'not-a-uuid'] },
      ),
    );
    expect(removeSegmentMembers.size).toBe(1);
    // The contact stays a contact of the product.
    ok(await admin.ask('query ($id: ID!) { contact(id: $id) { id } }', { id: fay.id }));
  });

  it('lists segments with their sizes, newest first or by name, paged', async () => {
    ok(await createSegment(admin, { name: 'Alpha', kind: 'Static' }));
    ok(await createSegment(admin, { name: 'beta', kind: 'Static' }));
    const query = `query ($p: ID!, $paging: OffsetPaging, $sorting: [SegmentSort!], $filter: SegmentFilter) {
      segments(productId: $p, paging: $paging, sorting: $sorting, filter: $filter) { name size kind }
      countSegments(productId: $p, filter: $filter)
    }`;
    const newest = ok(
      await member.ask<{ segments: Segment[]; countSegments: number }>(query, { p: product }),
    );
    expect(newest.segments.map((segment) => segment.name)).toEqual(['beta', 'Alpha', 'VIP']);
    expect(newest.segments.find((segment) => segment.name === 'VIP')!.size).toBe(1);
    const byName = ok(
      await member.ask<{ segments: Segment[] }>(query, {
        p: product,
        sorting: [{ field: 'name', direction: 'ASC' }],
        paging: { limit: 2 },
      }),
    );
    expect(byName.segments.map((segment) => segment.name)).toEqual(['Alpha', 'beta']);
    expect(
      ok(await member.ask<{ countSegments: number }>(query, { p: product, filter: { search: 'ALP' } }))
        .countSegments,
    ).toBe(1);
  });

  it('evaluates Dynamic segments in SQL on attributes and feedback history', async () => {
    ok(
      await createContact(admin, {
        email: 'gus@example.com',
        attributes: [{ key: 'country', value: 'UK' }],
      }),
    );
    ok(
      await createContact(admin, { email: 'hal@example.com', attributes: [{ key: 'country', value: 'UK' }] }),
    );
    ok(
      await createContact(admin, { email: 'ivy@example.com', attributes: [{ key: 'country', value: 'FR' }] }),
    );
    ok(
      await createContact(admin, { email: 'jon@example.com', attributes: [{ key: 'country', value: 'UK' }] }),
    );
    // Recordings as the widget stores them: negative feedback from gus (his e-mail in another
    // case) and ivy, a happy one from hal, and jon's negative one from 40 days ago.
    await storeRecording('Gus@Example.com', 'Negative');
    await storeRecording('hal@example.com', 'Positive');
    await storeRecording('ivy@example.com', 'Negative');
    await storeRecording('jon@example.com', 'Negative', 40);

    // ada and bob have country UK too (earlier tests), without feedback.
    expect(ok(await ruleCount(member, UK_AND_NEGATIVE.rules[0])).countSegmentRuleMatches).toBe(5);
    expect(ok(await ruleCount(member, UK_AND_NEGATIVE)).countSegmentRuleMatches).toBe(1);

    const { createSegment: unhappy } = ok(
      await createSegment(admin, { name: 'Unhappy UK', kind: 'Dynamic', rules: UK_AND_NEGATIVE }),
    );
    expect(unhappy).toMatchObject({ kind: 'Dynamic', rules: UK_AND_NEGATIVE, size: 1 });
    expect(ok(await members(member, unhappy.id)).segmentMembers.map((contact) => contact.email)).toEqual([
      'gus@example.com',
    ]);

    // jon's negative feedback is too old for the last 30 days, but counts without a window.
    const anyNegative = { type: 'feedback', operator: 'gave', sentiment: 'Negative' };
    const { updateSegment } = ok(
      await admin.ask<{ updateSegment: Segment }>(
        `mutation ($id: ID!, $u: UpdateSegmentInput!) { updateSegment(id: $id, update: $u) { ${SEGMENT} } }`,
        { id: unhappy.id, u: { name: 'Unhappy', rules: anyNegative } },
      ),
    );
    expect(updateSegment).toMatchObject({ name: 'Unhappy', size: 3 });

    const numbers = { type: 'attribute', key: 'age', operator: 'greaterThan', value: 30 };
    expect(ok(await ruleCount(member, numbers)).countSegmentRuleMatches).toBe(0);
    const noFeedback = {
      type: 'group',
      match: 'any',
      rules: [
        { type: 'feedback', operator: 'didNotGive' },
        { type: 'field', field: 'email', operator: 'startsWith', value: 'gus' },
      ],
    };
    // Everyone but hal, ivy and jon, who left feedback and are not gus.
    const total = ok(
      await member.ask<{ countContacts: number }>('query ($p: ID!) { countContacts(productId: $p) }', {
        p: product,
      }),
    ).countContacts;
    expect(ok(await ruleCount(member, noFeedback)).countSegmentRuleMatches).toBe(total - 3);
    const twice = { type: 'feedback', operator: 'gave', minimumCount: 2 };
    expect(ok(await ruleCount(member, twice)).countSegmentRuleMatches).toBe(0);
    await storeRecording('ivy@example.com', 'Positive');
    expect(ok(await ruleCount(member, twice)).countSegmentRuleMatches).toBe(1);

    // A Dynamic segment's members are its rules'.
    expect(failure(await addMember(admin, unhappy.id, { email: 'x@example.com' }))).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'segmentId' },
    });
  });

  it('refuses bad rules with a coded error naming the node at fault, never a 500', async () => {
    const cases: [unknown, string, string][] = [
      [{ type: 'nope' }, 'rules.type', 'Type must be one of group, attribute, field, feedback.'],
      [
        {
          type: 'group',
          match: 'all',
          rules: [{ type: 'attribute', key: 'country', operator: 'like', value: 'x' }],
        },
        'rules.rules.0.operator',
        'Operator must be one of',
      ],
      [{ type: 'attribute', key: 'country', operator: 'equals' }, 'rules.value', 'Value is required'],
      [
        { type: 'attribute', key: 'age', operator: 'lessThan', value: 'old' },
        'rules.value',
        'Value must be a number',
      ],
      [
        { type: 'attribute', key: "x'; drop table contacts; --", operator: 'isSet' },
        'rules.key',
        'Attribute must be',
      ],
      [{ type: 'group', match: 'all', rules: [] }, 'rules.rules', 'A group needs at least one rule.'],
      [{ type: 'feedback', operator: 'gave', withinDays: 0 }, 'rules.withinDays', 'Within days must be'],
      [{ type: 'field', field: 'password', operator: 'isSet' }, 'rules.field', 'Field must be one of'],
      [{ type: 'field', field: 'email', operator: 'isSet', extra: 1 }, 'rules.extra', 'has no "extra"'],
    ];
    let deep: unknown = { type: 'field', field: 'email', operator: 'isSet' };
    for (let level = 0; level < 6; level += 1) deep = { type: 'group', match: 'all', rules: [deep] };
    cases.push([deep, 'rules.rules.0.rules.0.rules.0.rules.0.rules.0', 'at most 5 levels']);
    for (const [rules, field, message] of cases) {
      const error = failure(await ruleCount(member, rules));
      expect(error.extensions, JSON.stringify(rules)).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(error.message).toContain(message);
    }
    // Not an object at all: the scalar refuses the variable before the service runs.
    expect(failure(await ruleCount(member, 'country = UK')).message).toContain(
      'SegmentRules must be a JSON object',
    );

    expect(
      failure(
        await createSegment(admin, { name: 'Static with rules', kind: 'Static', rules: UK_AND_NEGATIVE }),
      ),
    ).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'input.rules' },
    });
    expect(
      failure(await createSegment(admin, { name: 'Dynamic without rules', kind: 'Dynamic' })),
    ).toMatchObject({
      message: 'Rules are required.',
      extensions: { code: 'BAD_USER_INPUT', field: 'input.rules' },
    });
  });

  it('lets Members read but not change; hides other products and organisations', async () => {
    const { createSegment: segment } = ok(await createSegment(admin, { name: 'Team', kind: 'Static' }));
    const { createContact: contact } = ok(await createContact(admin, { email: 'kim@example.com' }));

    // A Member attached to the product reads, and is refused every change.
    ok(await member.ask('query ($id: ID!) { segment(id: $id) { id } }', { id: segment.id }));
    const refused = [
      await createSegment(member, { name: 'Mine', kind: 'Static' }),
      await createContact(member, { email: 'new@example.com' }),
      await addMember(member, segment.id, { email: 'kim@example.com' }),
      await member.ask('mutation ($id: ID!) { deleteSegment(id: $id) }', { id: segment.id }),
      await member.ask('mutation ($id: ID!) { deleteContact(id: $id) }', { id: contact.id }),
    ];
    for (const answer of refused) expect(failure(answer).extensions?.code).toBe('FORBIDDEN');
    expect(failure(refused[0]!).message).toBe('Only an Admin can change segments.');
    expect(failure(refused[1]!).message).toBe('Only an Admin can change contacts.');

    // A Member of another product, and another organisation's Admin, see nothing of it.
    for (const outsider of [otherProductMember, stranger]) {
      expect(
        failure(await outsider.ask('query ($id: ID!) { segment(id: $id) { id } }', { id: segment.id }))
          .extensions?.code,
      ).toBe('NOT_FOUND');
      expect(
        failure(await outsider.ask('query ($id: ID!) { contact(id: $id) { id } }', { id: contact.id }))
          .extensions?.code,
      ).toBe('NOT_FOUND');
      expect(failure(await members(outsider, segment.id)).extensions?.code).toBe('NOT_FOUND');
      expect(
        failure(await outsider.ask('query ($p: ID!) { segments(productId: $p) { id } }', { p: product }))
          .extensions?.code,
      ).toBe('NOT_FOUND');
    }
    expect(failure(await addMember(stranger, segment.id, { email: 'x@example.com' })).extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(failure(await createContact(stranger, { email: 'x@example.com' })).extensions?.code).toBe(
      'NOT_FOUND',
    );

    // The Admin deletes: the segment goes, its contacts stay.
    expect(
      ok(
        await admin.ask<{ deleteSegment: string }>('mutation ($id: ID!) { deleteSegment(id: $id) }', {
          id: segment.id,
        }),
      ).deleteSegment,
    ).toBe(segment.id);
    expect(
      ok(
        await admin.ask<{ deleteContact: string }>('mutation ($id: ID!) { deleteContact(id: $id) }', {
          id: contact.id,
        }),
      ).deleteContact,
    ).toBe(contact.id);
  });
});
