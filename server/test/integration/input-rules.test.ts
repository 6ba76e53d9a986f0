import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, signUpAdmin } from '../support/actors';
import { failure, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { attachedMember, createProduct } from '../support/widget-fixtures';

/** The input rules the API shares with the dashboard and the widget (@hearback/input-rules). */
describe.each(databaseKinds())('shared input rules on %s', (kind) => {
  let h: Harness;
  let admin: Actor;
  let member: Actor;
  let widgetKey: string;
  let product: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    const founded = await signUpAdmin(h, 'Rules Ltd');
    admin = founded.admin;
    widgetKey = founded.organisation.widgetKey;
    product = await createProduct(admin, 'Shop');
    member = await attachedMember(h, admin, founded.organisation.id, [product]);
  });

  afterAll(async () => {
    await h?.stop();
  });

  const submit = (email: string) => {
    const id = randomUUID();
    return fetch(
      `${h.server.url}/widget/v1/submissions?key=${encodeURIComponent(widgetKey)}&product=${product}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': id },
        body: JSON.stringify({
          id,
          messageType: 'ProvideFeedback',
          createdAt: new Date().toISOString(),
          text: 'Lovely shop',
          contact: { name: 'Björn', email },
          page: { url: 'https://shop.example/', title: 'Home', language: 'sv' },
        }),
      },
    );
  };

  const contactEmails = async () =>
    ok(
      await admin.ask<{ contacts: { email: string; source: string }[] }>(
        'query ($p: ID!) { contacts(productId: $p, paging: { limit: 100 }) { email source } }',
        { p: product },
      ),
    ).contacts;

  const CREATE_CONTACT =
    'mutation ($p: ID!, $i: ContactInput!) { createContact(productId: $p, input: $i) { email } }';
  const INVITE = 'mutation ($e: String!) { inviteUser(email: $e, role: Member) { email } }';

  it('takes internationalised e-mail addresses from the widget, and refuses malformed ones', async () => {
    expect((await submit('björn@example.org')).status).toBe(201);
    // The same address typed with a combining diaeresis and capitals names the same contact.
    expect((await submit(' BJO\u0308RN@Example.org ')).status).toBe(201);
    expect((await contactEmails()).filter((contact) => contact.email.startsWith('bj'))).toEqual([
      { email: 'björn@example.org', source: 'Widget' },
    ]);

    for (const malformed of ['björn..berg@example.org', 'björn@-example.org', 'björn@example', 'björn@']) {
      const response = await submit(malformed);
      expect(response.status, malformed).toBe(422);
      expect(await response.json()).toEqual({
        code: 'INVALID_REQUEST',
        message: 'The e-mail address is not valid.',
      });
    }
  });

  it('takes internationalised e-mail addresses in dashboard mutations, and refuses malformed ones', async () => {
    expect(
      ok(
        await admin.ask<{ createContact: { email: string } }>(CREATE_CONTACT, {
          p: product,
          i: { email: 'JOSÉ.García@correo.es' },
        }),
      ).createContact.email,
    ).toBe('josé.garcía@correo.es');
    expect(
      failure(await admin.ask(CREATE_CONTACT, { p: product, i: { email: 'josé garcía@correo.es' } })),
    ).toMatchObject({
      message: 'E-mail "josé garcía@correo.es" is not a valid address.',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const { createSegment } = ok(
      await admin.ask<{ createSegment: { id: string } }>(
        'mutation ($p: ID!) { createSegment(productId: $p, input: { name: "Nordics", kind: Static }) { id } }',
        { p: product },
      ),
    );
    const ADD =
      'mutation ($s: ID!, $i: ContactInput!) { addSegmentMember(segmentId: $s, input: $i) { email } }';
    expect(
      ok(
        await admin.ask<{ addSegmentMember: { email: string } }>(ADD, {
          s: createSegment.id,
          i: { email: 'zoë@exämple.fi' },
        }),
      ).addSegmentMember.email,
    ).toBe('zoë@exämple.fi');
    expect(
      failure(await admin.ask(ADD, { s: createSegment.id, i: { email: 'zoë@exämple..fi' } })),
    ).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });

    expect(
      ok(await admin.ask<{ inviteUser: { email: string } }>(INVITE, { e: 'Иван@Пример.рф' })).inviteUser
        .email,
    ).toBe('иван@пример.рф');
    expect(failure(await admin.ask(INVITE, { e: 'иван@пример' }))).toMatchObject({
      message: 'E-mail must be a valid e-mail address, such as ann@example.com.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // A Member still may not invite, whatever the address.
    expect(failure(await member.ask(INVITE, { e: 'ingrid@exämple.se' })).extensions?.code).toBe('FORBIDDEN');
  });

  it('lets a widget ask 20 questions, and no more', async () => {
    const group = ok(
      await admin.ask<{ createOrganizationQuestionGroup: { id: string } }>(
        'mutation { createOrganizationQuestionGroup { id } }',
      ),
    ).createOrganizationQuestionGroup.id;
    const questions: string[] = [];
    for (let index = 1; index <= 21; index += 1) {
      questions.push(
        ok(
          await admin.ask<{ createOneQuestion: { id: string } }>(
            'mutation ($i: CreateQuestionInput!) { createOneQuestion(input: $i) { id } }',
            { i: { questionGroupId: group, text: `Question ${index}?` } },
          ),
        ).createOneQuestion.id,
      );
    }
    const UPDATE =
      'mutation ($p: ID!, $b: WidgetSettingsInput!) { updateWidgetSettings(productId: $p, body: $b) { questions { id } } }';
    const body = (ids: string[]) => ({
      messageType: 'CustomQuestion',
      questionGroupId: group,
      questions: ids,
    });

    const saved = ok(
      await admin.ask<{ updateWidgetSettings: { questions: { id: string }[] } }>(UPDATE, {
        p: product,
        b: body(questions.slice(0, 20)),
      }),
    ).updateWidgetSettings;
    expect(saved.questions.map((question) => question.id)).toEqual(questions.slice(0, 20));
    expect(failure(await admin.ask(UPDATE, { p: product, b: body(questions) }))).toMatchObject({
      message: 'A widget can ask at most 20 questions.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
