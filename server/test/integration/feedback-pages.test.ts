import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPages, questions } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import {
  FEEDBACK_EMAIL_LINK_TTL_MS,
  feedbackEmailTokens,
} from '../../src/services/feedback-page/email-verification-token';
import { type Actor, type Organisation, signUpAdmin } from '../support/actors';
import { failure, type GraphQLAnswer, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { linkIn, type MailCatcher, startMailCatcher } from '../support/mail';
import { attachedMember, createProduct } from '../support/widget-fixtures';

const SIGNING_SECRET = 'feedback-pages-test-signing-secret-0123456789';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const PAGE = `id slug configured title product { id name isActive } questions { id text questionGroupId } isActive updatedAt`;
const EVENT_PAGES = `{ eventPages { ${PAGE} } }`;
const EVENT_PAGE = `query ($slug: String!) { eventPage(slug: $slug) { ${PAGE} } }`;
const UPDATE = `mutation ($slug: String!, $input: EventPageInput!) { updateEventPage(slug: $slug, input: $input) { ${PAGE} } }`;
const PUBLIC_PAGE = `query ($o: ID!, $slug: String!) {
  publicEventPage(organisationId: $o, slug: $slug) { slug title organisationName productId productName questions { id text } }
}`;
const PRODUCTS = `query ($o: ID!, $paging: OffsetPaging) { feedbackProducts(organisationId: $o, paging: $paging) { id name } }`;
const SEND = `mutation ($key: String!, $p: ID!, $s: ID!) {
  sendFeedbackEmailVerification(key: $key, productId: $p, submissionId: $s) { email expiresAt }
}`;
const RESEND = 'mutation ($t: String!) { resendFeedbackEmailVerification(token: $t) { email expiresAt } }';
const VERIFY = 'mutation ($t: String!) { verifyFeedbackEmail(token: $t) { email organisationName } }';
const RECORDINGS = `query ($p: ID!) {
  recordings(productId: $p, paging: { limit: 50 }) {
    id messageType pageUrl contact { email } contactEmailVerified answers { questionId question answer }
  }
}`;

interface PageShape {
  id: string;
  slug: string;
  configured: boolean;
  title: string;
  product: { id: string; name: string; isActive: boolean } | null;
  questions: { id: string; text: string; questionGroupId: string }[];
  isActive: boolean;
  updatedAt: string | null;
}

interface RecordingShape {
  id: string;
  messageType: string;
  pageUrl: string | null;
  contact: { email: string | null };
  contactEmailVerified: boolean;
  answers: { questionId: string; question: string | null; answer: string }[];
}

const codeOf = (answer: GraphQLAnswer<unknown>) => failure(answer).extensions?.code;

describe.each(databaseKinds())('public feedback pages on %s', (kind) => {
  let h: Harness;
  let mail: MailCatcher;
  let admin: Actor;
  let organisation: Organisation;
  let member: Actor;
  let stranger: Actor;
  let strangerOrganisation: Organisation;
  let shop: string;
  let blog: string;
  let archive: string;
  let strangerProduct: string;
  let siteDir: string | undefined;

  const anonymous = <T>(query: string, variables: Record<string, unknown>) =>
    graphql<T>(h.server.url, query, { variables });

  const update = (input: Record<string, unknown>, slug = 'techxpo1', actor: Actor = admin) =>
    actor.ask<{ updateEventPage: PageShape }>(UPDATE, { slug, input });

  const pageRows = (organisationId: string) =>
    withScope(h.server.database.db, { organisationId }, (tx) =>
      tx.select().from(eventPages).where(eq(eventPages.organisationId, organisationId)),
    );

  /** What the widget API of the page posts: a CustomQuestion recording with the page's questions. */
  const submit = async (
    productId: string,
    body: Record<string, unknown>,
    key = organisation.widgetKey,
  ): Promise<string> => {
    const id = randomUUID();
    const response = await fetch(
      `${h.server.url}/widget/v1/submissions?key=${encodeURIComponent(key)}&product=${productId}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': id },
        body: JSON.stringify({ id, createdAt: new Date().toISOString(), ...body }),
      },
    );
    expect(response.status).toBe(201);
    return id;
  };

  const recordingsOf = async (productId: string) =>
    ok(await admin.ask<{ recordings: RecordingShape[] }>(RECORDINGS, { p: productId })).recordings;

  beforeAll(async () => {
    mail = await startMailCatcher();
    siteDir = await mkdtemp(path.join(tmpdir(), 'hearback-feedback-site-'));
    await writeFile(
      path.join(siteDir, 'index.html'),
      '<!doctype html><title>Hearback</title><div id="root"></div>',
    );
    h = await startHarness(kind, {
      smtpUrl: mail.url,
      server: {
        uploadSigningSecret: SIGNING_SECRET,
        widgetRateLimitPerIp: 0,
        widgetRateLimitPerKey: 0,
        staticRoot: siteDir,
      },
    });
    ({ admin, organisation } = await signUpAdmin(h, 'Expo Makers'));
    shop = await createProduct(admin, 'shop');
    blog = await createProduct(admin, 'Blog');
    archive = await createProduct(admin, 'Archive');
    ok(
      await admin.ask(
        'mutation ($id: ID!, $u: UpdateProductInput!) { updateOneProduct(id: $id, update: $u) { id } }',
        {
          id: archive,
          u: { isActive: false },
        },
      ),
    );
    member = await attachedMember(h, admin, organisation.id, [shop]);
    ({ admin: stranger, organisation: strangerOrganisation } = await signUpAdmin(h, 'Other Expo'));
    strangerProduct = await createProduct(stranger, 'Stranger shop');
  });

  afterAll(async () => {
    await h?.stop();
    await mail?.stop();
    if (siteDir) await rm(siteDir, { recursive: true, force: true });
  });

  it('serves the pages with no header that forbids embedding them in another site', async () => {
    for (const page of ['/feedback?organisation=x', '/feedback/techxpo1', '/feedback/verify?token=t']) {
      const response = await fetch(`${h.server.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('x-frame-options'), page).toBeNull();
      // Any site may frame them: frame-ancestors, when the policy names it at all, allows every one.
      const ancestors = /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '');
      expect(ancestors?.[1] ?? '*', page).toBe('*');
    }
  });

  describe('the organisation page', () => {
    it('lists the active products by name to anyone, without a token', async () => {
      const { feedbackProducts } = ok(
        await anonymous<{ feedbackProducts: { id: string; name: string }[] }>(PRODUCTS, {
          o: organisation.id,
        }),
      );
      // Case-insensitive order; the inactive Archive and the other organisation's product are absent.
      expect(feedbackProducts).toEqual([
        { id: blog, name: 'Blog' },
        { id: shop, name: 'shop' },
      ]);
      const second = ok(
        await anonymous<{ feedbackProducts: { id: string }[] }>(PRODUCTS, {
          o: organisation.id,
          paging: { limit: 1, offset: 1 },
        }),
      ).feedbackProducts;
      expect(second.map((product) => product.id)).toEqual([shop]);
    });

    it('answers NOT_FOUND for an unknown or malformed organisation, BAD_USER_INPUT for bad paging', async () => {
      for (const o of [UNKNOWN, 'not-an-id']) {
        const answer = await anonymous(PRODUCTS, { o });
        expect(failure(answer)).toMatchObject({
          message: 'Organisation not found.',
          extensions: { code: 'NOT_FOUND' },
        });
      }
      const tooMany = await anonymous(PRODUCTS, { o: organisation.id, paging: { limit: 101 } });
      expect(failure(tooMany)).toMatchObject({
        message: 'Limit must be between 1 and 100.',
        extensions: { code: 'BAD_USER_INPUT', field: 'paging.limit' },
      });
    });
  });

  describe('event pages', () => {
    it('shows every member the three pages, unsaved ones as closed defaults', async () => {
      const { eventPages: pages } = ok(await member.ask<{ eventPages: PageShape[] }>(EVENT_PAGES));
      expect(pages.map((page) => page.slug)).toEqual(['techxpo1', 'techxpo2', 'techxpo3']);
      expect(pages[1]).toEqual({
        id: 'techxpo2',
        slug: 'techxpo2',
        configured: false,
        title: 'TechXpo 2',
        product: null,
        questions: [],
        isActive: false,
        updatedAt: null,
      });
      const closed = await anonymous(PUBLIC_PAGE, { o: organisation.id, slug: 'techxpo2' });
      expect(failure(closed)).toMatchObject({
        message: 'This event page is not open.',
        extensions: { code: 'NOT_FOUND' },
      });
    });

    it('lets an Admin configure a page in one save, which the public page then reads without a token', async () => {
      const saved = ok(
        await update({
          title: '  TechXpo Berlin  ',
          productId: shop.toUpperCase(),
          questions: ['What did you like most?', ' What should we build next? '],
          isActive: true,
        }),
      ).updateEventPage;
      expect(saved).toMatchObject({
        id: 'techxpo1',
        slug: 'techxpo1',
        configured: true,
        title: 'TechXpo Berlin',
        product: { id: shop, name: 'shop', isActive: true },
        isActive: true,
      });
      expect(saved.questions.map((question) => question.text)).toEqual([
        'What did you like most?',
        'What should we build next?',
      ]);
      expect(new Set(saved.questions.map((question) => question.questionGroupId)).size).toBe(1);
      // Members read it too.
      const read = ok(await member.ask<{ eventPage: PageShape }>(EVENT_PAGE, { slug: 'TechXpo1' })).eventPage;
      expect(read).toEqual(saved);

      const { publicEventPage } = ok(
        await anonymous<{ publicEventPage: Record<string, unknown> }>(PUBLIC_PAGE, {
          o: organisation.id,
          slug: 'techxpo1',
        }),
      );
      expect(publicEventPage).toEqual({
        slug: 'techxpo1',
        title: 'TechXpo Berlin',
        organisationName: 'Expo Makers',
        productId: shop,
        productName: 'shop',
        questions: saved.questions.map(({ id, text }) => ({ id, text })),
      });
    });

    it('keeps the question of an unchanged text and adds new ones, so answers stay with their question', async () => {
      const before = ok(
        await admin.ask<{ eventPage: PageShape }>(EVENT_PAGE, { slug: 'techxpo1' }),
      ).eventPage;
      const [liked, next] = before.questions as [PageShape['questions'][0], PageShape['questions'][0]];
      await submit(shop, {
        messageType: 'CustomQuestion',
        answers: [
          { questionId: liked.id, text: 'The demo of the voice inbox' },
          { questionId: next.id, text: 'Slack integration' },
        ],
        page: { url: `http://expo.example/feedback/techxpo1?organisation=${organisation.id}` },
      });
      const after = ok(
        await update({
          title: 'TechXpo Berlin',
          productId: shop,
          questions: ['Would you recommend us?', 'What did you like most?'],
          isActive: true,
        }),
      ).updateEventPage;
      expect(after.questions[1]!.id).toBe(liked.id);
      expect(after.questions[0]!.id).not.toBe(next.id);
      // The replaced question still names its answers in the inbox.
      const recording = (await recordingsOf(shop)).find((row) =>
        row.answers.some((answer) => answer.answer === 'Slack integration'),
      );
      expect(recording).toMatchObject({
        messageType: 'CustomQuestion',
        answers: [
          {
            questionId: liked.id,
            question: 'What did you like most?',
            answer: 'The demo of the voice inbox',
          },
          { questionId: next.id, question: 'What should we build next?', answer: 'Slack integration' },
        ],
      });
      // A text asked again gets its old question back rather than a twin.
      const again = ok(
        await update({
          title: 'TechXpo Berlin',
          productId: shop,
          questions: ['What should we build next?'],
          isActive: true,
        }),
      ).updateEventPage;
      expect(again.questions.map((question) => question.id)).toEqual([next.id]);
      const groupQuestions = await withScope(
        h.server.database.db,
        { organisationId: organisation.id },
        (tx) => tx.select().from(questions).where(eq(questions.questionGroupId, liked.questionGroupId)),
      );
      expect(groupQuestions).toHaveLength(3);
    });

    it('refuses Members and other organisations, and keeps organisations apart', async () => {
      const before = await pageRows(organisation.id);
      const refused = await update(
        { title: 'Mine now', productId: shop, questions: ['Hello?'], isActive: false },
        'techxpo1',
        member,
      );
      expect(failure(refused)).toMatchObject({
        message: 'Only an Admin can change event pages.',
        extensions: { code: 'FORBIDDEN' },
      });
      // Another organisation's Admin cannot name our product, and sees only their own pages.
      const foreign = await update(
        { title: 'Borrowed', productId: shop, questions: ['Hello?'], isActive: true },
        'techxpo1',
        stranger,
      );
      expect(failure(foreign)).toMatchObject({
        message: 'Product does not exist.',
        extensions: { code: 'BAD_USER_INPUT', field: 'input.productId' },
      });
      const theirs = ok(
        await update(
          { title: 'Their expo', productId: strangerProduct, questions: ['Hi?'], isActive: true },
          'techxpo1',
          stranger,
        ),
      ).updateEventPage;
      expect(theirs.title).toBe('Their expo');
      expect(await pageRows(organisation.id)).toEqual(before);
      const ours = ok(
        await anonymous<{ publicEventPage: { title: string } }>(PUBLIC_PAGE, {
          o: organisation.id,
          slug: 'techxpo1',
        }),
      ).publicEventPage;
      expect(ours.title).toBe('TechXpo Berlin');
      const theirsPublic = ok(
        await anonymous<{ publicEventPage: { title: string; organisationName: string } }>(PUBLIC_PAGE, {
          o: strangerOrganisation.id,
          slug: 'techxpo1',
        }),
      ).publicEventPage;
      expect(theirsPublic).toMatchObject({ title: 'Their expo', organisationName: 'Other Expo' });
      // Without a token nobody reads or writes the dashboard's side.
      expect(codeOf(await anonymous(EVENT_PAGES, {}))).toBe('UNAUTHENTICATED');
      expect(
        codeOf(
          await anonymous(UPDATE, {
            slug: 'techxpo1',
            input: { title: 'x', productId: shop, questions: ['x'], isActive: true },
          }),
        ),
      ).toBe('UNAUTHENTICATED');
    });

    it('refuses a bad slug and bad input with a coded sentence, and writes nothing', async () => {
      const before = await pageRows(organisation.id);
      const slugError = {
        message: 'There is no such event page: use techxpo1, techxpo2 or techxpo3.',
        extensions: { code: 'BAD_USER_INPUT', field: 'slug' },
      };
      expect(failure(await admin.ask(EVENT_PAGE, { slug: 'techxpo4' }))).toMatchObject(slugError);
      expect(failure(await anonymous(PUBLIC_PAGE, { o: organisation.id, slug: '../verify' }))).toMatchObject(
        slugError,
      );
      expect(
        failure(await update({ title: 'x', productId: shop, questions: ['x'], isActive: true }, 'expo')),
      ).toMatchObject(slugError);

      const valid = { title: 'Expo', productId: shop, questions: ['How was it?'], isActive: true };
      const cases: [Record<string, unknown>, string, string][] = [
        [{ title: '   ' }, 'The title is required.', 'input.title'],
        [{ title: 'x'.repeat(121) }, 'The title must be at most 120 characters.', 'input.title'],
        [{ questions: [] }, 'An event page needs at least one question.', 'input.questions'],
        [{ questions: ['  '] }, 'A question cannot be empty.', 'input.questions.0'],
        [
          { questions: ['ok', 'x'.repeat(501)] },
          'A question must be at most 500 characters.',
          'input.questions.1',
        ],
        [
          { questions: Array.from({ length: 21 }, (_, i) => `Question ${i}`) },
          'An event page can ask at most 20 questions.',
          'input.questions',
        ],
        [{ questions: ['Same?', ' Same? '] }, 'Each question must be different.', 'input.questions'],
        [{ productId: 'nope' }, 'Product does not exist.', 'input.productId'],
        [{ productId: UNKNOWN }, 'Product does not exist.', 'input.productId'],
        [{ productId: strangerProduct }, 'Product does not exist.', 'input.productId'],
        [
          { productId: archive },
          'The product is inactive: activate it before opening its event page.',
          'input.isActive',
        ],
      ];
      for (const [change, message, field] of cases) {
        const answer = await update({ ...valid, ...change }, 'techxpo2');
        expect(failure(answer), JSON.stringify(change)).toMatchObject({
          message,
          extensions: { code: 'BAD_USER_INPUT', field },
        });
      }
      expect(await pageRows(organisation.id)).toEqual(before);
      // A closed page may name an inactive product; it is then not open to visitors.
      ok(await update({ ...valid, productId: archive, isActive: false }, 'techxpo3'));
      expect(codeOf(await anonymous(PUBLIC_PAGE, { o: organisation.id, slug: 'techxpo3' }))).toBe(
        'NOT_FOUND',
      );
    });

    it('closes the public page when the page or its product is switched off', async () => {
      const open = () => anonymous(PUBLIC_PAGE, { o: organisation.id, slug: 'techxpo2' });
      ok(
        await update(
          { title: 'Expo 2', productId: blog, questions: ['Rate us?'], isActive: true },
          'techxpo2',
        ),
      );
      ok(await open());
      ok(
        await update(
          { title: 'Expo 2', productId: blog, questions: ['Rate us?'], isActive: false },
          'techxpo2',
        ),
      );
      expect(codeOf(await open())).toBe('NOT_FOUND');
      ok(
        await update(
          { title: 'Expo 2', productId: blog, questions: ['Rate us?'], isActive: true },
          'techxpo2',
        ),
      );
      ok(
        await admin.ask(
          'mutation ($id: ID!, $u: UpdateProductInput!) { updateOneProduct(id: $id, update: $u) { id } }',
          {
            id: blog,
            u: { isActive: false },
          },
        ),
      );
      expect(codeOf(await open())).toBe('NOT_FOUND');
      expect(codeOf(await anonymous(PUBLIC_PAGE, { o: UNKNOWN, slug: 'techxpo1' }))).toBe('NOT_FOUND');
      expect(codeOf(await anonymous(PUBLIC_PAGE, { o: 'x', slug: 'techxpo1' }))).toBe('NOT_FOUND');
    });

    it('keeps event pages under row-level security: another tenant sees no row', async () => {
      const seen = await withScope(h.server.database.db, { organisationId: strangerOrganisation.id }, (tx) =>
        tx.execute(
          sql`select count(*)::int as count from event_pages where organisation_id = ${organisation.id}`,
        ),
      );
      expect((seen as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(0);
    });
  });

  describe('confirming a visitor e-mail address', () => {
    const email = () => `visitor-${randomUUID().slice(0, 8)}@visitor.example.org`;
    const send = (submissionId: string, productId = shop, key = organisation.widgetKey) =>
      anonymous<{ sendFeedbackEmailVerification: { email: string; expiresAt: string } }>(SEND, {
        key,
        p: productId,
        s: submissionId,
      });

    it('mails a signed link to the address of a recording, which confirms it', async () => {
      const address = email();
      const submissionId = await submit(shop, {
        messageType: 'ProvideFeedback',
        text: 'Great stand!',
        contact: { name: 'Grace', email: address },
      });
      const sent = ok(await send(submissionId)).sendFeedbackEmailVerification;
      expect(sent.email).toBe(address);
      const expiresIn = new Date(sent.expiresAt).getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan(FEEDBACK_EMAIL_LINK_TTL_MS - 60_000);
      expect(expiresIn).toBeLessThanOrEqual(FEEDBACK_EMAIL_LINK_TTL_MS);

      const received = await mail.waitFor((m) => m.to.includes(address));
      expect(received.subject).toBe('Confirm your e-mail address for Expo Makers');
      const link = linkIn(received);
      expect(`${link.origin}${link.pathname}`).toBe(`${h.server.url}/feedback/verify`);
      const token = link.searchParams.get('token')!;

      const before = (await recordingsOf(shop)).find((row) => row.contact.email === address);
      expect(before?.contactEmailVerified).toBe(false);
      const verified = ok(await anonymous<{ verifyFeedbackEmail: unknown }>(VERIFY, { t: token }));
      expect(verified.verifyFeedbackEmail).toEqual({ email: address, organisationName: 'Expo Makers' });
      // Opening the link twice is no error.
      ok(await anonymous(VERIFY, { t: token }));
      const after = (await recordingsOf(shop)).find((row) => row.contact.email === address);
      expect(after?.contactEmailVerified).toBe(true);

      expect(failure(await send(submissionId))).toMatchObject({
        message: 'This e-mail address is already confirmed.',
        extensions: { code: 'CONFLICT' },
      });
    });

    it('sends at most one mail per recording every few minutes', async () => {
      const address = email();
      const submissionId = await submit(shop, {
        messageType: 'ProvideFeedback',
        text: 'Nice',
        contact: { email: address },
      });
      const [first, second] = await Promise.all([send(submissionId), send(submissionId)]);
      const answers = [first, second];
      expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
      expect(failure(answers.find((answer) => answer.errors)!)).toMatchObject({
        message: 'A confirmation link was sent a few minutes ago. Check your inbox, or ask again later.',
        extensions: { code: 'CONFLICT' },
      });
      await mail.waitFor((m) => m.to.includes(address));
      expect(mail.messages.filter((m) => m.to.includes(address))).toHaveLength(1);
    });

    it('refuses unknown feedback, feedback without an address, and another organisation', async () => {
      const withoutAddress = await submit(shop, { messageType: 'ProvideFeedback', text: 'Anonymous' });
      expect(failure(await send(withoutAddress))).toMatchObject({
        message: 'This feedback has no e-mail address to confirm.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const notFound = { message: 'We could not find this feedback.', extensions: { code: 'NOT_FOUND' } };
      expect(failure(await send(randomUUID()))).toMatchObject(notFound);
      expect(failure(await send('not-a-uuid'))).toMatchObject(notFound);
      const address = email();
      const ours = await submit(shop, {
        messageType: 'ProvideFeedback',
        text: 'Hi',
        contact: { email: address },
      });
      // The submission id under the wrong product, or another organisation's key, names nothing.
      expect(failure(await send(ours, blog))).toMatchObject(notFound);
      expect(failure(await send(ours, shop, strangerOrganisation.widgetKey))).toMatchObject(notFound);
      expect(failure(await send(ours, shop, 'no such key!'))).toMatchObject(notFound);
    });

    it('tells an expired link from an invalid one, and sends a new link for an expired one', async () => {
      const address = email();
      await submit(shop, {
        messageType: 'ProvideFeedback',
        text: 'Lovely',
        contact: { email: address },
      });
      const [row] = (await recordingsOf(shop)).filter((recording) => recording.contact.email === address);
      // A link issued more than a day ago, signed as the server signs (same secret).
      const stale = feedbackEmailTokens(
        SIGNING_SECRET,
        () => Date.now() - FEEDBACK_EMAIL_LINK_TTL_MS - 1_000,
      ).issue({
        organisationId: organisation.id,
        recordingId: row!.id,
      }).token;
      expect(failure(await anonymous(VERIFY, { t: stale }))).toMatchObject({
        message: 'This confirmation link has expired. Ask for a new link.',
        extensions: { code: 'BAD_USER_INPUT', field: 'token', reason: 'EXPIRED_LINK' },
      });
      const invalid = {
        message: 'This confirmation link is not valid. Open the link exactly as it is in the e-mail.',
        extensions: { code: 'BAD_USER_INPUT', field: 'token', reason: 'INVALID_LINK' },
      };
      const forged = feedbackEmailTokens('another-secret-of-more-than-32-characters').issue({
        organisationId: organisation.id,
        recordingId: row!.id,
      }).token;
      for (const t of [forged, `${stale}x`, 'garbage', '', 'a'.repeat(500)]) {
        expect(failure(await anonymous(VERIFY, { t })), t).toMatchObject(invalid);
        expect(failure(await anonymous(RESEND, { t })), t).toMatchObject(invalid);
      }
      const unconfirmed = (await recordingsOf(shop)).find((recording) => recording.id === row!.id);
      expect(unconfirmed?.contactEmailVerified).toBe(false);

      const renewed = ok(
        await anonymous<{ resendFeedbackEmailVerification: { email: string } }>(RESEND, { t: stale }),
      );
      expect(renewed.resendFeedbackEmailVerification.email).toBe(address);
      const fresh = linkIn(await mail.waitFor((m) => m.to.includes(address))).searchParams.get('token')!;
      ok(await anonymous(VERIFY, { t: fresh }));
      const confirmed = (await recordingsOf(shop)).find((recording) => recording.id === row!.id);
      expect(confirmed?.contactEmailVerified).toBe(true);
    });

    it('answers NOT_FOUND for the link of a recording deleted since', async () => {
      const address = email();
      await submit(shop, { messageType: 'ProvideFeedback', text: 'Bye', contact: { email: address } });
      const [row] = (await recordingsOf(shop)).filter((recording) => recording.contact.email === address);
      const token = feedbackEmailTokens(SIGNING_SECRET).issue({
        organisationId: organisation.id,
        recordingId: row!.id,
      }).token;
      ok(await admin.ask('mutation ($id: ID!) { deleteRecording(id: $id) }', { id: row!.id }));
      expect(failure(await anonymous(VERIFY, { t: token }))).toMatchObject({
        message: 'The feedback this link confirms no longer exists.',
        extensions: { code: 'NOT_FOUND' },
      });
    });
  });
});
