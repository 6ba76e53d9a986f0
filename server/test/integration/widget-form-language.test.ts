import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordings } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { signUpAdmin } from '../support/actors';
import { graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { linkIn, type MailCatcher, startMailCatcher } from '../support/mail';
import { createProduct, widgetClient } from '../support/widget-fixtures';

const SEND = `mutation ($key: String!, $p: ID!, $s: ID!) {
  sendFeedbackEmailVerification(key: $key, productId: $p, submissionId: $s) { email }
}`;

describe.each(databaseKinds())('the language of a widget form on %s', (kind) => {
  let h: Harness;
  let mail: MailCatcher;
  let widgetKey: string;
  let organisationId: string;
  let product: string;

  const submit = (body: Record<string, unknown>) =>
    widgetClient(h, widgetKey, product).post({
      messageType: 'ProvideFeedback',
      text: 'Sehr übersichtlich.',
      ...body,
    });

  /** Asks for the confirmation of a submission, and the mail it sends. */
  const confirmationOf = async (submissionId: string, address: string) => {
    ok(await graphql(h.server.url, SEND, { variables: { key: widgetKey, p: product, s: submissionId } }));
    return mail.waitFor((message) => message.to.includes(address));
  };

  const storedLanguages = (submissionId: string) =>
    withScope(h.server.database.db, { organisationId }, (tx) =>
      tx
        .select({ form: recordings.formLanguage, page: recordings.pageLanguage })
        .from(recordings)
        .where(
          and(eq(recordings.organisationId, organisationId), eq(recordings.idempotencyKey, submissionId)),
        ),
    );

  beforeAll(async () => {
    mail = await startMailCatcher();
    h = await startHarness(kind, {
      smtpUrl: mail.url,
      server: { widgetRateLimitPerIp: 0, widgetRateLimitPerKey: 0 },
    });
    const { admin, organisation } = await signUpAdmin(h, 'Shop Owners');
    widgetKey = organisation.widgetKey;
    organisationId = organisation.id;
    product = await createProduct(admin, 'Shop');
  });

  afterAll(async () => {
    await h?.stop();
    await mail?.stop();
  });

  it('sends the confirmation in the language the form was shown in, not the page’s', async () => {
    const address = `grete-${randomUUID().slice(0, 8)}@example.org`;
    const { id, response } = await submit({
      formLanguage: 'de',
      contact: { email: address },
      page: { url: 'https://shop.example/', title: 'Shop', language: 'en-GB' },
    });
    expect(response.status).toBe(201);
    expect(await storedLanguages(id)).toEqual([{ form: 'de', page: 'en-GB' }]);

    const received = await confirmationOf(id, address);
    expect(received.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse für Shop Owners');
    // The confirmation page opens in the mail's language too.
    expect(linkIn(received).searchParams.get('lang')).toBe('de');
  });

  it('falls back to the page’s language for a submission without one (an older widget)', async () => {
    const address = `amelie-${randomUUID().slice(0, 8)}@example.org`;
    const { id, response } = await submit({
      contact: { email: address },
      page: { url: 'https://shop.example/', title: 'Boutique', language: 'fr-FR' },
    });
    expect(response.status).toBe(201);
    expect(await storedLanguages(id)).toEqual([{ form: null, page: 'fr-FR' }]);
    expect((await confirmationOf(id, address)).subject).toBe(
      'Confirmez votre adresse e-mail pour Shop Owners',
    );
  });

  it('refuses a form language the widget does not speak with a coded sentence, storing nothing', async () => {
    for (const formLanguage of ['ko', 'de-DE', 42]) {
      const { id, response } = await submit({ formLanguage, contact: { email: 'ada@example.org' } });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        code: 'INVALID_REQUEST',
        message:
          "The form language must be one of the widget's languages: en, de, fr, es, pt-BR, it, nl, pl, tr, ja, ar, he.",
      });
      expect(await storedLanguages(id)).toEqual([]);
    }
  });
});
