import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, contacts } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { type Actor, signUpAdmin } from '../support/actors';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { attachedMember, createProduct } from '../support/widget-fixtures';

interface Prompt {
  verified: boolean;
  campaign: {
    campaignId: string;
    messageType: string;
    customMessage: string;
    questions: { id: string; text: string }[];
    collectType: string;
    collectFields: string[];
  } | null;
}

interface ContactRow {
  email: string;
  name: string | null;
  phoneNumber: string | null;
  source: string;
}

/** What a host site's server does: HMAC-SHA256 of the e-mail as the page passes it, in hex. */
const sign = (secret: string, email: string) => createHmac('sha256', secret).update(email).digest('hex');

describe.each(databaseKinds())('widget campaigns on %s', (kind) => {
  let h: Harness;
  let admin: Actor;
  let member: Actor;
  let organisationId: string;
  let widgetKey: string;
  let widgetToken: string;
  let product: string;
  let secret: string;
  let buyers: string;
  let checkout: { id: string; questions: { id: string }[] };
  let otherWidget: { key: string; product: string };

  const api = (route: string, body: unknown, widget = { key: widgetKey, product }) =>
    fetch(
      `${h.server.url}/widget/v1/${route}?key=${encodeURIComponent(widget.key)}&product=${widget.product}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(route === 'submissions' ? { 'idempotency-key': String((body as { id: string }).id) } : {}),
        },
        body: JSON.stringify(body),
      },
    );
  const prompt = async (email: string, signature: string, widget?: { key: string; product: string }) => {
    const response = await api('prompt', { email, signature }, widget);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    return (await response.json()) as Prompt;
  };
  const signedPrompt = (email: string) => prompt(email, sign(secret, email));
  const answer = (campaignId: string, email: string, text: string, extra: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    messageType: 'CustomQuestion',
    createdAt: new Date().toISOString(),
    answers: [{ questionId: checkout.questions[0]!.id, text }],
    contact: {},
    page: { url: 'https://shop.example/account', title: 'Account', language: 'en-GB' },
    campaignId,
    identity: { email, signature: sign(secret, email) },
    ...extra,
  });
  const responses = async (campaignId: string) =>
    ok(
      await admin.ask<{
        campaignResponses: { id: string; answers: { answer: string }[]; contact: { email: string | null } }[];
        countCampaignResponses: number;
        campaignStats: { sent: number; responses: number; responseRate: number; openAttentionItems: number };
      }>(
        `query ($c: ID!) {
          campaignResponses(campaignId: $c) { id answers { answer } contact { email } }
          countCampaignResponses(campaignId: $c)
          campaignStats(id: $c) { sent responses responseRate openAttentionItems }
        }`,
        { c: campaignId },
      ),
    );
  const contact = async (email: string): Promise<ContactRow | undefined> =>
    ok(
      await admin.ask<{ contacts: ContactRow[] }>(
        'query ($p: ID!, $f: ContactFilter) { contacts(productId: $p, filter: $f) { email name phoneNumber source } }',
        { p: product, f: { search: email } },
      ),
    ).contacts.find((row) => row.email === email);
  const createCampaign = async (
    name: string,
    segmentId: string,
    startsAt = new Date(Date.now() - 60_000),
  ) => {
    const created = ok(
      await admin.ask<{ createCampaign: { id: string; questions: { id: string }[] } }>(
        `mutation ($p: ID!, $input: CreateCampaignInput!) { createCampaign(productId: $p, input: $input) { id questions { id } } }`,
        {
          p: product,
          input: {
            name,
            source: 'Widget',
            segmentId,
            purpose: 'CustomQuestion',
            message: `${name}: a minute of your time?`,
            questions: ['How was checkout?'],
            keywords: ['refund'],
          },
        },
      ),
    ).createCampaign;
    ok(
      await admin.ask(
        'mutation ($id: ID!, $input: CampaignScheduleInput!) { scheduleCampaign(id: $id, input: $input) { id } }',
        { id: created.id, input: { startsAt: startsAt.toISOString() } },
      ),
    );
    return created;
  };
  const segmentMember = (segmentId: string, input: Record<string, unknown>) =>
    admin.ask(
      'mutation ($s: ID!, $input: ContactInput!) { addSegmentMember(segmentId: $s, input: $input) { id } }',
      {
        s: segmentId,
        input,
      },
    );

  beforeAll(async () => {
    h = await startHarness(kind);
    const founded = await signUpAdmin(h, 'Targeting Ltd');
    admin = founded.admin;
    organisationId = founded.organisation.id;
    widgetKey = founded.organisation.widgetKey;
    widgetToken = founded.organisation.widgetToken;
    product = await createProduct(admin, 'Shop');
    member = await attachedMember(h, admin, organisationId, [product]);
    buyers = ok(
      await admin.ask<{ createSegment: { id: string } }>(
        'mutation ($p: ID!) { createSegment(productId: $p, input: { name: "Buyers", kind: Static }) { id } }',
        { p: product },
      ),
    ).createSegment.id;
    ok(await segmentMember(buyers, { email: 'ada@buyers.test', name: 'Ada' }));
    ok(await segmentMember(buyers, { email: 'bob@buyers.test', name: 'Bob' }));
    ok(
      await admin.ask(
        'mutation ($p: ID!, $input: ContactInput!) { createContact(productId: $p, input: $input) { id } }',
        {
          p: product,
          input: { email: 'olga@outsider.test', name: 'Olga' },
        },
      ),
    );
    const other = await signUpAdmin(h, 'Elsewhere Ltd');
    otherWidget = {
      key: other.organisation.widgetKey,
      product: await createProduct(other.admin, 'Elsewhere'),
    };
  });

  afterAll(() => h?.stop());

  it('shows the identity secret to Admins only, none until one is made, a new one on rotation', async () => {
    const read = (actor: Actor) =>
      actor.ask<{ widgetIdentitySecret: { secret: string | null } }>('{ widgetIdentitySecret { secret } }');
    expect(ok(await read(admin)).widgetIdentitySecret.secret).toBeNull();
    expect(failure(await read(member)).extensions?.code).toBe('FORBIDDEN');
    const rotate = (actor: Actor) =>
      actor.ask<{ rotateWidgetIdentitySecret: { secret: string } }>(
        'mutation { rotateWidgetIdentitySecret { secret } }',
      );
    expect(failure(await rotate(member)).extensions?.code).toBe('FORBIDDEN');
    const first = ok(await rotate(admin)).rotateWidgetIdentitySecret.secret;
    secret = ok(await rotate(admin)).rotateWidgetIdentitySecret.secret;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secret).not.toBe(first);
    expect(ok(await read(admin)).widgetIdentitySecret.secret).toBe(secret);
    // Signed with the old secret: no longer believed.
    expect(await prompt('ada@buyers.test', sign(first, 'ada@buyers.test'))).toEqual({
      verified: false,
      campaign: null,
    });
  });

  it('prompts a signed-in member of the segment only, and no one while the campaign is a Draft', async () => {
    expect(await signedPrompt('ada@buyers.test')).toEqual({ verified: true, campaign: null });
    checkout = await createCampaign('Checkout', buyers);

    const ada = await signedPrompt('ada@buyers.test');
    expect(ada).toEqual({
      verified: true,
      campaign: {
        campaignId: checkout.id,
        messageType: 'CustomQuestion',
        customMessage: 'Checkout: a minute of your time?',
        questions: [{ id: checkout.questions[0]!.id, text: 'How was checkout?' }],
        collectType: 'Anonymous',
        collectFields: [],
      },
    });
    // The host signs the address exactly as it passes it; contacts are matched whatever the case.
    expect((await signedPrompt('Bob@Buyers.test')).campaign?.campaignId).toBe(checkout.id);

    // A contact outside the segment, an unknown visitor, and identities nobody signed.
    expect(await signedPrompt('olga@outsider.test')).toEqual({ verified: true, campaign: null });
    expect(await signedPrompt('nobody@buyers.test')).toEqual({ verified: true, campaign: null });
    const unsigned = { verified: false, campaign: null };
    expect(await prompt('ada@buyers.test', '')).toEqual(unsigned);
    expect(await prompt('ada@buyers.test', sign(secret, 'bob@buyers.test'))).toEqual(unsigned);
    // The widget token is readable by anyone who knows the organisation id: it proves nothing.
    expect(await prompt('ada@buyers.test', sign(widgetToken, 'ada@buyers.test'))).toEqual(unsigned);
    // Another organisation's widget knows neither the secret nor the contact.
    expect(await prompt('ada@buyers.test', sign(secret, 'ada@buyers.test'), otherWidget)).toEqual(unsigned);

    const bad = await api('prompt', { email: 'ada@buyers.test' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ code: 'INVALID_REQUEST' });

    // Prompted contacts count as sent: the response rate is answers over prompts.
    expect((await responses(checkout.id)).campaignStats).toMatchObject({ sent: 2, responses: 0 });
  });

  it("stores the answer as the campaign's response once per contact, then prompts no more", async () => {
    const first = answer(checkout.id, 'ada@buyers.test', 'Smooth, though I wanted a refund option.');
    const sent = await api('submissions', first);
    expect(sent.status).toBe(201);
    // The same submission again (a lost answer): replayed, not stored twice.
    expect((await api('submissions', first)).status).toBe(200);

    const after = await responses(checkout.id);
    expect(after.countCampaignResponses).toBe(1);
    expect(after.campaignResponses[0]).toMatchObject({
      id: expect.any(String),
      answers: [{ answer: 'Smooth, though I wanted a refund option.' }],
      contact: { email: 'ada@buyers.test' },
    });
    expect(after.campaignStats).toMatchObject({ sent: 2, responses: 1, responseRate: 0.5 });
    // The campaign's keyword makes it need a human, as an e-mail response would.
    expect(after.campaignStats.openAttentionItems).toBe(1);

    expect(await signedPrompt('ada@buyers.test')).toEqual({ verified: true, campaign: null });
    // A second answer (another tab) is kept as ordinary feedback: the campaign counts one.
    const again = await api('submissions', answer(checkout.id, 'ada@buyers.test', 'Me again.'));
    expect(again.status).toBe(201);
    expect((await responses(checkout.id)).countCampaignResponses).toBe(1);
  });

  it('takes no response from a forged identity, an outsider, or for another product', async () => {
    const forged = answer(checkout.id, 'bob@buyers.test', 'Not really Bob.', {
      identity: { email: 'bob@buyers.test', signature: sign(widgetToken, 'bob@buyers.test') },
    });
    expect((await api('submissions', forged)).status).toBe(201);
    const outsider = answer(checkout.id, 'olga@outsider.test', 'Let me in.');
    expect((await api('submissions', outsider)).status).toBe(201);
    const elsewhere = answer(checkout.id, 'bob@buyers.test', 'Wrong product.');
    expect((await api('submissions', elsewhere, otherWidget)).status).toBe(201);
    expect((await responses(checkout.id)).countCampaignResponses).toBe(1);
    // Bob was only forged: he is still asked.
    expect((await signedPrompt('bob@buyers.test')).campaign?.campaignId).toBe(checkout.id);

    const malformed = await api('submissions', {
      ...answer(checkout.id, 'bob@buyers.test', 'x'),
      campaignId: 'nope',
    });
    expect(malformed.status).toBe(422);
  });

  it('prompts no one for a paused or ended campaign, and again once it is resumed', async () => {
    const pause = await admin.ask('mutation ($id: ID!) { pauseCampaign(id: $id) { status } }', {
      id: checkout.id,
    });
    expect(ok(pause)).toEqual({ pauseCampaign: { status: 'Paused' } });
    expect((await signedPrompt('bob@buyers.test')).campaign).toBeNull();
    // An answer to the prompt shown before the pause is ordinary feedback now.
    expect((await api('submissions', answer(checkout.id, 'bob@buyers.test', 'Late.'))).status).toBe(201);
    expect((await responses(checkout.id)).countCampaignResponses).toBe(1);

    ok(await admin.ask('mutation ($id: ID!) { resumeCampaign(id: $id) { status } }', { id: checkout.id }));
    expect((await signedPrompt('bob@buyers.test')).campaign?.campaignId).toBe(checkout.id);

    // Its end has passed (the finish job may not have run yet): the window alone decides.
    await withScope(h.server.database.db, { organisationId }, (tx) =>
      tx
        .update(campaigns)
        .set({ endsAt: sql`now() - interval '1 minute'` })
        .where(and(eq(campaigns.organisationId, organisationId), eq(campaigns.id, checkout.id))),
    );
    expect((await signedPrompt('bob@buyers.test')).campaign).toBeNull();
    expect((await api('submissions', answer(checkout.id, 'bob@buyers.test', 'Too late.'))).status).toBe(201);
    expect((await responses(checkout.id)).countCampaignResponses).toBe(1);
  });

  it('makes and completes contacts from submissions that leave an e-mail', async () => {
    const form = (contactFields: Record<string, string>, extra: Record<string, unknown> = {}) => ({
      id: randomUUID(),
      messageType: 'ProvideFeedback',
      text: 'Lovely shop.',
      contact: contactFields,
      ...extra,
    });
    const created = form({ name: 'Cleo', email: 'Cleo@Visitors.test', phoneNumber: '+44 20 7946 0958' });
    expect((await api('submissions', created)).status).toBe(201);
    expect(await contact('cleo@visitors.test')).toEqual({
      email: 'cleo@visitors.test',
      name: 'Cleo',
      phoneNumber: '+442079460958',
      source: 'Widget',
    });

    // Anyone can type anyone's address: an unsigned submission fills in blanks, changes nothing.
    ok(await segmentMember(buyers, { email: 'dan@buyers.test' }));
    expect((await api('submissions', form({ name: 'Dan', email: 'dan@buyers.test' }))).status).toBe(201);
    expect((await api('submissions', form({ name: 'Mallory', email: 'cleo@visitors.test' }))).status).toBe(
      201,
    );
    expect(await contact('dan@buyers.test')).toMatchObject({ name: 'Dan', source: 'Manual' });
    expect(await contact('cleo@visitors.test')).toMatchObject({ name: 'Cleo' });

    // The host's signature vouches for the address: the visitor's own new details replace the old.
    const signed = form(
      { name: 'Cleo Jones', email: 'cleo@visitors.test', phoneNumber: '+33 1 42 68 53 00' },
      { identity: { email: 'cleo@visitors.test', signature: sign(secret, 'cleo@visitors.test') } },
    );
    expect((await api('submissions', signed)).status).toBe(201);
    expect(await contact('cleo@visitors.test')).toMatchObject({
      name: 'Cleo Jones',
      phoneNumber: '+33142685300',
    });

    // A replay changes nothing; a PhoneCall's number becomes the phone of a contact without one.
    const rows = () =>
      withScope(h.server.database.db, { organisationId }, (tx) =>
        tx
          .select({ updatedAt: contacts.updatedAt })
          .from(contacts)
          .where(eq(contacts.email, 'cleo@visitors.test')),
      );
    const before = await rows();
    expect((await api('submissions', signed)).status).toBe(200);
    expect(await rows()).toEqual(before);
    const call = {
      id: randomUUID(),
      messageType: 'PhoneCall',
      phoneNumber: '+44 7911 123456',
      contact: { email: 'eve@visitors.test' },
    };
    expect((await api('submissions', call)).status).toBe(201);
    expect(await contact('eve@visitors.test')).toMatchObject({
      phoneNumber: '+447911123456',
      source: 'Widget',
    });
  });

  it('targets a contact the widget made, once a segment holds them (Dynamic rules too)', async () => {
    const regulars = ok(
      await admin.ask<{ createSegment: { id: string } }>(
        `mutation ($p: ID!, $rules: SegmentRules!) {
          createSegment(productId: $p, input: { name: "Widget visitors", kind: Dynamic, rules: $rules }) { id }
        }`,
        {
          p: product,
          rules: {
            type: 'group',
            match: 'all',
            rules: [{ type: 'field', field: 'email', operator: 'contains', value: '@visitors.test' }],
          },
        },
      ),
    ).createSegment.id;
    const survey = await createCampaign('Visitors', regulars);
    expect((await signedPrompt('cleo@visitors.test')).campaign?.campaignId).toBe(survey.id);
    expect((await signedPrompt('ada@buyers.test')).campaign).toBeNull();
    const reply = answer(survey.id, 'cleo@visitors.test', 'Happy.', {
      answers: [{ questionId: survey.questions[0]!.id, text: 'Happy.' }],
    });
    expect((await api('submissions', reply)).status).toBe(201);
    expect(await responses(survey.id)).toMatchObject({
      countCampaignResponses: 1,
      campaignStats: { sent: 1, responses: 1, responseRate: 1, openAttentionItems: 0 },
    });
    expect((await signedPrompt('cleo@visitors.test')).campaign).toBeNull();
  });
});
