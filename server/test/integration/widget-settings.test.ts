import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, widgetSettings } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { type Actor, signUpAdmin } from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { attachedMember, createProduct, PNG, widgetClient } from '../support/widget-fixtures';

const SETTINGS = `id backgroundColors textColors buttonColors background text textBox button
  backgroundImageUrl backgroundImageKey messageType customMessage collectType collectFields position
  questions { id text questionGroupId readonly } questionGroupId maxRecordingSeconds`;

const READ = `query ($p: ID!) { widgetSettings(productId: $p) { ${SETTINGS} } }`;
const UPDATE = `mutation ($p: ID!, $b: WidgetSettingsInput!) { updateWidgetSettings(productId: $p, body: $b) { ${SETTINGS} } }`;
const GROUP = 'mutation { createOrganizationQuestionGroup { id } }';
const QUESTION =
  'mutation ($i: CreateQuestionInput!) { createOneQuestion(input: $i) { id text questionGroupId readonly } }';
const BACKGROUND =
  'query ($p: ID!, $r: Float!, $t: String) { getBackgroungImageSignedUrl(productId: $p, aspectRatio: $r, type: $t) { url signedUrl key } }';

type Settings = Record<string, unknown> & { questions: { id: string }[] };

describe.each(databaseKinds())('widget settings on %s', (kind) => {
  let h: Harness;
  let admin: Actor;
  let organisationId: string;
  let widgetKey: string;
  let product: string;
  let other: string;
  let attached: Actor;
  let notAttached: Actor;
  let stranger: Actor;

  const read = async (actor: Actor = admin, p = product) =>
    ok(await actor.ask<{ widgetSettings: Settings }>(READ, { p })).widgetSettings;
  const update = (body: Record<string, unknown>, actor: Actor = admin, p = product) =>
    actor.ask<{ updateWidgetSettings: Settings }>(UPDATE, { p, b: body });
  const savedRows = () =>
    withScope(h.server.database.db, { organisationId }, (tx) =>
      tx.select().from(widgetSettings).where(eq(widgetSettings.organisationId, organisationId)),
    );
  const questionRows = () =>
    withScope(h.server.database.db, { organisationId }, (tx) =>
      tx.select().from(questions).where(eq(questions.organisationId, organisationId)),
    );

  beforeAll(async () => {
    h = await startHarness(kind, { server: { widgetRateLimitPerIp: 0, widgetRateLimitPerKey: 0 } });
    const founded = await signUpAdmin(h, 'Widget Works');
    admin = founded.admin;
    organisationId = founded.organisation.id;
    widgetKey = founded.organisation.widgetKey;
    product = await createProduct(admin, 'Shop');
    other = await createProduct(admin, 'Blog');
    attached = await attachedMember(h, admin, organisationId, [product]);
    notAttached = await attachedMember(h, admin, organisationId, [other]);
    stranger = (await signUpAdmin(h, 'Other Org')).admin;
  });

  afterAll(async () => {
    await h?.stop();
  });

  it('answers the defaults before anything is saved, with the product id as its id', async () => {
    const settings = await read(attached);
    expect(settings).toMatchObject({
      id: product,
      background: '#ffffff',
      button: '#2e8b57',
      messageType: 'LeaveMessage',
      collectType: 'Form',
      collectFields: ['name', 'email'],
      position: 'BottomRight',
      questions: [],
      backgroundImageUrl: null,
      maxRecordingSeconds: 120,
    });
    expect(await savedRows()).toEqual([]);
  });

  it('lets an Admin change every field, and the public widget API then serves it', async () => {
    const saved = ok(
      await update({
        backgroundColors: ['#FFF', '#000000'],
        textColors: ['#111111'],
        buttonColors: ['#2E8B57', '#abc'],
        background: '#FAFAFA',
        text: '#222',
        textBox: '#ffffff',
        button: '#1677FF',
        messageType: 'PhoneCall',
        customMessage: '  Talk to us!  ',
        collectType: 'Anonymous',
        collectFields: ['phoneNumber', 'name', 'name'],
        position: 'BottomLeftNext',
        maxRecordingSeconds: 60,
      }),
    ).updateWidgetSettings;
    expect(saved).toMatchObject({
      id: product,
      backgroundColors: ['#fff', '#000000'],
      buttonColors: ['#2e8b57', '#abc'],
      background: '#fafafa',
      text: '#222',
      button: '#1677ff',
      messageType: 'PhoneCall',
      customMessage: 'Talk to us!',
      collectType: 'Anonymous',
      collectFields: ['name', 'phoneNumber'],
      position: 'BottomLeftNext',
      maxRecordingSeconds: 60,
    });
    expect(await read(attached)).toEqual(saved);
    // A partial update keeps the rest.
    const partial = ok(await update({ position: 'BottomRight', customMessage: null })).updateWidgetSettings;
    expect(partial).toMatchObject({ position: 'BottomRight', customMessage: null, messageType: 'PhoneCall' });
    const publicSettings = await widgetClient(h, widgetKey, product).settings();
    expect(publicSettings).toMatchObject({
      background: '#fafafa',
      button: '#1677ff',
      messageType: 'PhoneCall',
      collectType: 'Anonymous',
      position: 'BottomRight',
      maxRecordingSeconds: 60,
      // #222 reads on #fafafa and on the white text box; white reads on #1677ff (4.1:1 is below AA: black).
      readableText: { onBackground: '#222', onBox: '#222', onButton: '#000000' },
    });
    // A palette below 4.5:1 still reaches visitors readable: light grey text on white becomes black.
    ok(await update({ text: '#cccccc', button: '#1d4ed8' }));
    const corrected = await widgetClient(h, widgetKey, product).settings();
    expect(corrected).toMatchObject({
      text: '#cccccc',
      readableText: { onBackground: '#000000', onBox: '#000000', onButton: '#ffffff' },
    });
  });

  it('refuses bad input with a coded sentence and writes nothing', async () => {
    const before = await read();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ background: 'red' }, 'Background must be a hex colour such as #2e8b57.', 'body.background'],
      [{ button: '#12345' }, 'Button colour must be a hex colour such as #2e8b57.', 'body.button'],
      [
        { customMessage: 'x'.repeat(201) },
        'The custom message must be at most 200 characters.',
        'body.customMessage',
      ],
      [{ backgroundColors: [] }, 'Background colours needs at least one colour.', 'body.backgroundColors'],
      [
        { maxRecordingSeconds: 1 },
        'The longest recording must be between 5 and 300 seconds.',
        'body.maxRecordingSeconds',
      ],
      [{ messageType: 'CustomQuestion' }, 'A custom question widget needs a question.', 'body.questions'],
      [{ questions: ['00000000-0000-4000-8000-000000000000'] }, 'Question does not exist.', 'body.questions'],
      [
        { backgroundImageKey: `images/${organisationId}/00000000-0000-4000-8000-000000000000` },
        'The background image was not uploaded. Upload it again, then save.',
        'body.backgroundImageKey',
      ],
    ];
    for (const [body, message, field] of cases) {
      expect(failure(await update({ position: 'BottomLeft', ...body })), JSON.stringify(body)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    }
    expect(await read()).toEqual(before);
    expect(
      failure(await update({ position: 'BottomLeft' }, admin, '00000000-0000-4000-8000-000000000000')),
    ).toMatchObject({ message: 'Product not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('lets Admins write, attached Members read, and nobody else anything', async () => {
    const anonymous = (query: string, variables: Record<string, unknown>) =>
      graphql(h.server.url, query, { variables });
    expect(failure(await anonymous(READ, { p: product })).extensions?.code).toBe('UNAUTHENTICATED');
    expect(failure(await anonymous(UPDATE, { p: product, b: {} })).extensions?.code).toBe('UNAUTHENTICATED');
    expect(failure(await anonymous(GROUP, {})).extensions?.code).toBe('UNAUTHENTICATED');
    expect(failure(await stranger.ask(READ, { p: product })).extensions?.code).toBe('NOT_FOUND');
    expect(failure(await update({ position: 'BottomLeft' }, stranger)).extensions?.code).toBe('NOT_FOUND');
    expect(failure(await notAttached.ask(READ, { p: product })).extensions?.code).toBe('NOT_FOUND');
    ok(await notAttached.ask(READ, { p: other }));
    for (const actor of [attached, notAttached]) {
      expect(failure(await update({ position: 'BottomLeft' }, actor))).toMatchObject({
        message: 'Only an Admin can change the widget.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(failure(await actor.ask(GROUP)).extensions?.code).toBe('FORBIDDEN');
      expect(failure(await actor.ask(BACKGROUND, { p: product, r: 1.5 })).extensions?.code).toBe('FORBIDDEN');
    }
    // A question group of another organisation does not exist for this one.
    const foreign = ok(await stranger.ask<{ createOrganizationQuestionGroup: { id: string } }>(GROUP))
      .createOrganizationQuestionGroup.id;
    expect(
      failure(await admin.ask(QUESTION, { i: { questionGroupId: foreign, text: 'Why?' } })),
    ).toMatchObject({ message: 'Question group does not exist.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('saves a CustomQuestion as group, then question, then settings; a failure half-way leaves the settings as they were', async () => {
    const group = ok(await admin.ask<{ createOrganizationQuestionGroup: { id: string } }>(GROUP))
      .createOrganizationQuestionGroup.id;
    expect(
      failure(await admin.ask(QUESTION, { i: { questionGroupId: group, text: 'x'.repeat(501) } })),
    ).toMatchObject({
      message: 'The question must be at most 500 characters.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(failure(await admin.ask(QUESTION, { i: { questionGroupId: group, text: '   ' } })).message).toBe(
      'The question is required.',
    );
    expect(await questionRows()).toEqual([]);

    const question = ok(
      await admin.ask<{ createOneQuestion: { id: string; text: string; readonly: boolean } }>(QUESTION, {
        i: { questionGroupId: group, text: '  What could we do better?  ' },
      }),
    ).createOneQuestion;
    expect(question).toMatchObject({
      text: 'What could we do better?',
      readonly: false,
      questionGroupId: group,
    });

    // The settings step fails (a question of another group): the settings stay as they were and
    // the saved group and question are harmless until referenced; the page retries the last step.
    const before = await read();
    const otherGroup = ok(await admin.ask<{ createOrganizationQuestionGroup: { id: string } }>(GROUP))
      .createOrganizationQuestionGroup.id;
    expect(
      failure(
        await update({
          messageType: 'CustomQuestion',
          questionGroupId: otherGroup,
          questions: [question.id],
        }),
      ),
    ).toMatchObject({
      message: 'Every question must belong to the question group.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await read()).toEqual(before);

    const saved = ok(
      await update({
        messageType: 'CustomQuestion',
        customMessage: 'One question for you',
        questionGroupId: group,
        questions: [question.id],
      }),
    ).updateWidgetSettings;
    expect(saved).toMatchObject({
      messageType: 'CustomQuestion',
      questionGroupId: group,
      questions: [{ id: question.id, text: 'What could we do better?' }],
    });
    const publicSettings = await widgetClient(h, widgetKey, product).settings();
    expect(publicSettings.questions).toEqual([{ id: question.id, text: 'What could we do better?' }]);
    const [row] = await withScope(h.server.database.db, { organisationId }, (tx) =>
      tx
        .select()
        .from(widgetSettings)
        .where(and(eq(widgetSettings.organisationId, organisationId), eq(widgetSettings.productId, product))),
    );
    expect(row?.questionIds).toEqual([question.id]);

    // The visitor's answer then reads with its question in the inbox.
    await widgetClient(h, widgetKey, product).submit({
      messageType: 'CustomQuestion',
      answers: [{ questionId: question.id, text: 'Faster delivery, please. Great shop!' }],
    });
    const { recordings } = ok(
      await attached.ask<{
        recordings: {
          answers: { questionId: string; question: string | null; answer: string }[];
          sentimentLabel: string;
        }[];
      }>(
        'query ($p: ID!) { recordings(productId: $p) { answers { questionId question answer } sentimentLabel } }',
        {
          p: product,
        },
      ),
    );
    expect(recordings[0]).toEqual({
      answers: [
        {
          questionId: question.id,
          question: 'What could we do better?',
          answer: 'Faster delivery, please. Great shop!',
        },
      ],
      sentimentLabel: 'Positive',
    });
  });

  it('uploads a background image through a signed URL and the widget then shows it', async () => {
    const { getBackgroungImageSignedUrl: ticket } = ok(
      await admin.ask<{ getBackgroungImageSignedUrl: { url: string; signedUrl: string; key: string } }>(
        BACKGROUND,
        {
          p: product,
          r: 16 / 9,
        },
      ),
    );
    // Not an image, whatever it claims: refused, and nothing is kept.
    const fake = await fetch(ticket.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(Buffer.from('<svg onload="alert(1)"></svg>')),
    });
    expect(fake.status).toBe(415);
    expect((await fetch(ticket.url)).status).toBe(404);
    const wrongType = await fetch(ticket.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'text/html' },
      body: new Uint8Array(PNG),
    });
    expect(wrongType.status).toBe(415);
    const tampered = ticket.signedUrl.replace(
      /signature=[^&]+/,
      `signature=${randomBytes(32).toString('base64url')}`,
    );
    expect(
      (
        await fetch(tampered, {
          method: 'PUT',
          headers: { 'content-type': 'image/png' },
          body: new Uint8Array(PNG),
        })
      ).status,
    ).toBe(403);

    const put = await fetch(ticket.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expect(put.status).toBe(200);
    const saved = ok(await update({ backgroundImageKey: ticket.key })).updateWidgetSettings;
    expect(saved).toMatchObject({ backgroundImageKey: ticket.key, backgroundImageUrl: ticket.url });
    expect((await widgetClient(h, widgetKey, product).settings()).backgroundImageUrl).toBe(ticket.url);

    const image = await fetch(ticket.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    // Another organisation cannot use this organisation's image.
    const strangerProduct = await createProduct(stranger, 'Their shop');
    expect(
      failure(await update({ backgroundImageKey: ticket.key }, stranger, strangerProduct)).extensions?.code,
    ).toBe('BAD_USER_INPUT');

    const removed = ok(await update({ backgroundImageKey: null })).updateWidgetSettings;
    expect(removed).toMatchObject({ backgroundImageKey: null, backgroundImageUrl: null });
    expect(failure(await admin.ask(BACKGROUND, { p: product, r: 0 })).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect(failure(await admin.ask(BACKGROUND, { p: product, r: 1, t: 'image/svg+xml' })).message).toBe(
      'Only PNG, JPEG, WebP or GIF images can be uploaded.',
    );
  });

  it('gives any member an image upload URL, and refuses other types', async () => {
    const ask = (type: string) =>
      attached.ask<{ getSignedUrl: { url: string; signedUrl: string } }>(
        'query ($t: String!) { getSignedUrl(fileName: "me.png", type: $t, assignmentId: "photo") { url signedUrl key } }',
        { t: type },
      );
    const { getSignedUrl } = ok(await ask('image/png'));
    const put = await fetch(getSignedUrl.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expect(put.status).toBe(200);
    expect((await fetch(getSignedUrl.url)).status).toBe(200);
    expect(failure(await ask('audio/webm'))).toMatchObject({
      message: 'Only PNG, JPEG, WebP or GIF images can be uploaded.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      failure(await graphql(h.server.url, '{ getSignedUrl(fileName: "a.png", type: "image/png") { url } }'))
        .extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });
});
