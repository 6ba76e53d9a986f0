import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { sweepAllTerms } from '../../../src/services/insights/sweep-terms';
import { type Actor, type Organisation, signUpAdmin, uniqueEmail } from '../../support/actors';
import { readCatalogue } from '../../support/catalogue';
import { startDnsServer } from '../../support/dns-server';
import { signUpAndAskToJoin } from '../../support/domain-join';
import { type GraphQLAnswer, graphql, ok } from '../../support/graphql';
import { type DatabaseKind, type Harness, startHarness } from '../../support/harness';
import { type CaughtMail, linkIn, startMailCatcher } from '../../support/mail';
import { type Receiver, startReceiver } from '../../support/receiver';
import { attachedMember, createProduct, WEBM, widgetClient } from '../../support/widget-fixtures';

/** The columns of the matrix, in the order the expected table shows them. */
export const CALLERS = ['adminA', 'memberA', 'adminB', 'apiKeyA', 'anonymous'] as const;
export type CallerName = (typeof CALLERS)[number];

/**
 * The order each operation is called in: whoever must be refused first, org A's Admin last, so
 * that a call that rightly changes something cannot change what the others meet.
 */
export const CALL_ORDER: readonly CallerName[] = ['anonymous', 'apiKeyA', 'adminB', 'memberA', 'adminA'];

/** The server's upload signing secret, from which it derives the feedback e-mail links' key. */
export const SIGNING_SECRET = 'access-matrix-signing-secret-0123456789abcdef';
const CAMPAIGN_INVITATION = /would like your feedback/;
/** Contacts of the Email campaign: one answered in the seed, the rest hand out their personal links. */
const CAMPAIGN_CONTACTS = 8;

/** Org A's entities the operations point at, by the name the arguments use. */
export interface EntityIds {
  organisation: string;
  product: string;
  campaign: string;
  draftCampaign: string;
  attentionItem: string;
  segment: string;
  contact: string;
  contactImport: string;
  export: string;
  recording: string;
  voiceRecording: string;
  integration: string;
  integrationDelivery: string;
  notification: string;
  apiKey: string;
  invitation: string;
  pendingUser: string;
  questionGroup: string;
  question: string;
  member: string;
  admin: string;
  auditEvent: string;
  platform: string;
}

export interface World {
  h: Harness;
  receiver: Receiver;
  /** In every name org A gives its things, so that any of them is found in an answer. */
  marker: string;
  domain: string;
  adminA: Actor;
  memberA: Actor;
  organisationA: Organisation;
  ids: EntityIds;
  /** Org B's own things of the same kinds, for calls that point at org B and at one id of org A. */
  idsOfB: Partial<EntityIds>;
  tokens: {
    campaignPage: string;
    campaignUnsubscribe: string;
    /** Unused personal links, one per call of submitCampaignResponse. */
    campaignResponses: string[];
    domainConfirmation: string;
    feedbackEmail: string;
  };
  /** Everything of org A another tenant or an anonymous caller must never read: value → what it is. */
  secretsOfA: Map<string, string>;
  /** People of org A (e-mail addresses, phone numbers, names): never in an API key's answer. */
  peopleOfA: Map<string, string>;
  /** Org A's product the Member is not attached to, and what it holds: never in the Member's answers. */
  hiddenFromMember: Map<string, string>;
  send(
    caller: CallerName,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLAnswer<unknown>>;
  /** Resolves once no background job is due or running, so that reads of org A stay put. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

export const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * A recording sent through the widget API, with the submission id only the visitor's browser
 * knows. The widget API answers with that submission id; the recording's id is found by its text.
 */
export async function submitFeedback(
  world: Pick<World, 'h' | 'organisationA' | 'ids' | 'adminA'>,
  body: Record<string, unknown> & { text: string },
) {
  const submissionId = randomUUID();
  const response = await fetch(
    `${world.h.server.url}/widget/v1/submissions?key=${encodeURIComponent(world.organisationA.widgetKey)}&product=${world.ids.product}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': submissionId },
      body: JSON.stringify({ id: submissionId, createdAt: new Date().toISOString(), ...body }),
    },
  );
  if (response.status !== 201) throw new Error(`submissions: ${response.status} ${await response.text()}`);
  const { recordings } = ok(
    await world.adminA.ask<{ recordings: { id: string }[] }>(
      'query ($p: ID!, $f: RecordingFilter) { recordings(productId: $p, filter: $f) { id } }',
      { p: world.ids.product, f: { search: body.text } },
    ),
  );
  if (recordings.length !== 1) throw new Error(`Expected one recording saying ${body.text}.`);
  return { recordingId: recordings[0]!.id, submissionId };
}

const invitationTokenOf = (mail: CaughtMail) => {
  const link = /https?:\/\/\S+invitation=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No invitation link in: ${mail.text}`);
  return new URL(link).searchParams.get('invitation')!;
};

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Org B's product with a segment, a contact, a draft campaign and a question of its own. */
async function seedOrganisationB(adminB: Actor, platform: string): Promise<Partial<EntityIds>> {
  const askB = async <T>(query: string, variables?: Record<string, unknown>) =>
    ok(await adminB.ask<T>(query, variables));
  const product = await createProduct(adminB, 'Product of B');
  const { createSegment } = await askB<{ createSegment: { id: string } }>(
    'mutation ($p: ID!) { createSegment(productId: $p, input: { name: "Segment of B", kind: Static }) { id } }',
    { p: product },
  );
  const { addSegmentMember } = await askB<{ addSegmentMember: { id: string } }>(
    'mutation ($s: ID!) { addSegmentMember(segmentId: $s, input: { email: "contact@people-of-b.test" }) { id } }',
    { s: createSegment.id },
  );
  const { createCampaign } = await askB<{ createCampaign: { id: string } }>(
    `mutation ($p: ID!) { createCampaign(productId: $p, input: {
      name: "Campaign of B", source: Link, purpose: ProvideFeedback, message: "Hello"
    }) { id } }`,
    { p: product },
  );
  const { createOrganizationQuestionGroup } = await askB<{ createOrganizationQuestionGroup: { id: string } }>(
    'mutation { createOrganizationQuestionGroup { id } }',
  );
  const { createOneQuestion } = await askB<{ createOneQuestion: { id: string } }>(
    'mutation ($g: ID!) { createOneQuestion(input: { questionGroupId: $g, text: "Question of B?" }) { id } }',
    { g: createOrganizationQuestionGroup.id },
  );
  const { me } = await askB<{ me: { organization: { id: string } } }>('{ me { organization { id } } }');
  return {
    organisation: me.organization.id,
    product,
    segment: createSegment.id,
    contact: addSegmentMember.id,
    campaign: createCampaign.id,
    draftCampaign: createCampaign.id,
    questionGroup: createOrganizationQuestionGroup.id,
    question: createOneQuestion.id,
    member: adminB.id,
    admin: adminB.id,
    platform,
  };
}

/**
 * Two organisations on a fresh server: org A with one of everything the operations take the id
 * of (made through the API and the widget API, as its people would), and org B, whose Admin
 * tries to reach org A's things.
 */
export async function seedWorld(kind: DatabaseKind): Promise<World> {
  const [mail, dns, receiver] = await Promise.all([startMailCatcher(), startDnsServer(), startReceiver()]);
  const h = await startHarness(kind, {
    smtpUrl: mail.url,
    server: {
      uploadSigningSecret: SIGNING_SECRET,
      dnsServers: [dns.address],
      // The webhook receiver listens on loopback.
      integrationsAllowPrivateNetworks: true,
      // Some seven hundred operations from one address in a minute: the limits are tested elsewhere.
      graphqlRateLimitPerUser: 0,
      graphqlRateLimitPerIp: 0,
      widgetRateLimitPerIp: 0,
      widgetRateLimitPerKey: 0,
    },
  });
  const marker = `OrgA-secret-${hex(5)}`;
  const person = `Person-${hex(5)}`;
  const domain = `orga-${hex(4)}.test`;
  const secretsOfA = new Map<string, string>();
  const peopleOfA = new Map<string, string>();
  const secret = (value: string, what: string) => secretsOfA.set(value, what);
  const personal = (value: string, what: string) => {
    peopleOfA.set(value, what);
    secretsOfA.set(value, what);
  };

  const founded = await signUpAdmin(h, `${marker} Organisation`, {
    website: `https://www.${domain}/`,
    email: `admin-${hex(3)}@${domain}`,
  });
  const adminA = founded.admin;
  const organisationA = founded.organisation;
  const askA = async <T>(query: string, variables?: Record<string, unknown>) =>
    ok(await adminA.ask<T>(query, variables));
  const product = await createProduct(adminA, `${marker} Product`);
  const memberA = await attachedMember(h, adminA, organisationA.id, [product]);
  const hiddenMarker = `Hidden-${hex(5)}`;
  const hiddenProduct = await createProduct(adminA, `${hiddenMarker} product`);
  const other = await signUpAdmin(h, 'Neighbour Organisation B');

  const { createApiKey } = await askA<{ createApiKey: { secret: string; apiKey: { id: string } } }>(
    'mutation ($n: String!) { createApiKey(name: $n) { secret apiKey { id } } }',
    { n: `${marker} key` },
  );
  const { rotateWidgetIdentitySecret } = await askA<{ rotateWidgetIdentitySecret: { secret: string } }>(
    'mutation { rotateWidgetIdentitySecret { secret } }',
  );

  // The domain: a confirmation link mailed (kept unused), then proved by its DNS record.
  ok(await adminA.ask('mutation { sendOrganisationDomainEmail }'));
  const domainMail = await mail.waitFor(
    (m) => m.to.includes(adminA.email.toLowerCase()) && /domain/i.test(m.text),
  );
  const domainConfirmation = linkIn(domainMail).searchParams.get('domainConfirmation')!;
  const { organisationDomain } = await askA<{ organisationDomain: { txtRecordValue: string } }>(
    '{ organisationDomain { txtRecordValue } }',
  );
  dns.setTxt(domain, [[organisationDomain.txtRecordValue]]);
  await askA('mutation { checkOrganisationDomain { status } }');
  const pendingUser = await signUpAndAskToJoin(h, `pending-${hex(3)}@${domain}`, organisationA.id);

  const { createOrganizationQuestionGroup } = await askA<{ createOrganizationQuestionGroup: { id: string } }>(
    'mutation { createOrganizationQuestionGroup { id } }',
  );
  const { createOneQuestion } = await askA<{ createOneQuestion: { id: string } }>(
    'mutation ($input: CreateQuestionInput!) { createOneQuestion(input: $input) { id } }',
    { input: { questionGroupId: createOrganizationQuestionGroup.id, text: `${marker} question?` } },
  );
  await askA(
    'mutation ($input: EventPageInput!) { updateEventPage(slug: "techxpo1", input: $input) { id } }',
    {
      input: {
        title: `${marker} event`,
        productId: product,
        questions: [`${marker} asked?`],
        isActive: true,
      },
    },
  );

  // People: a Static segment of contacts, who get the Email campaign's personal links.
  const { createSegment } = await askA<{ createSegment: { id: string } }>(
    'mutation ($p: ID!, $input: CreateSegmentInput!) { createSegment(productId: $p, input: $input) { id } }',
    { p: product, input: { name: `${marker} segment`, kind: 'Static' } },
  );
  const contactEmails = Array.from(
    { length: CAMPAIGN_CONTACTS },
    (_, i) => `contact${i}-${hex(3)}@people-of-a.test`,
  );
  const contactIds: string[] = [];
  for (const [i, email] of contactEmails.entries()) {
    const phone = `+4420718387${String(50 + i)}`;
    const name = `${person} Contact${i}`;
    const { addSegmentMember } = await askA<{ addSegmentMember: { id: string } }>(
      'mutation ($s: ID!, $input: ContactInput!) { addSegmentMember(segmentId: $s, input: $input) { id } }',
      { s: createSegment.id, input: { email, name, phoneNumber: phone } },
    );
    contactIds.push(addSegmentMember.id);
    personal(email, `contact e-mail ${i}`);
    personal(phone, `contact phone ${i}`);
    personal(name, `contact name ${i}`);
  }

  const { createCampaign: campaign } = await askA<{ createCampaign: { id: string } }>(
    'mutation ($p: ID!, $input: CreateCampaignInput!) { createCampaign(productId: $p, input: $input) { id } }',
    {
      p: product,
      input: {
        name: `${marker} campaign`,
        source: 'Email',
        segmentId: createSegment.id,
        purpose: 'ProvideFeedback',
        message: `${marker} tell us`,
        keywords: ['refund'],
      },
    },
  );
  const { createCampaign: draftCampaign } = await askA<{ createCampaign: { id: string } }>(
    'mutation ($p: ID!, $input: CreateCampaignInput!) { createCampaign(productId: $p, input: $input) { id } }',
    {
      p: product,
      input: { name: `${marker} draft`, source: 'Link', purpose: 'ProvideFeedback', message: `${marker} hi` },
    },
  );
  await askA(
    'mutation ($id: ID!, $input: CampaignScheduleInput!) { scheduleCampaign(id: $id, input: $input) { id } }',
    { id: campaign.id, input: { startsAt: new Date(Date.now() - 1000).toISOString() } },
  );
  const tokens: string[] = [];
  for (const email of contactEmails) {
    const invitation = await mail.waitFor((m) => CAMPAIGN_INVITATION.test(m.subject) && m.to.includes(email));
    tokens.push(invitationTokenOf(invitation));
  }
  for (const [i, token] of tokens.entries()) secret(token, `campaign link ${i}`);
  ok(
    await graphql(
      h.server.url,
      'mutation ($t: String!, $input: CampaignResponseInput!) { submitCampaignResponse(token: $t, input: $input) }',
      { variables: { t: tokens[0], input: { text: `Terrible, I want a refund. ${marker}` } } },
    ),
  );
  const attentionItem = await waitUntil('the attention item', async () => {
    const { attentionItems } = await askA<{ attentionItems: { id: string }[] }>(
      'query ($c: ID!) { attentionItems(campaignId: $c) { id } }',
      { c: campaign.id },
    );
    return attentionItems[0]?.id;
  });
  const notification = await waitUntil('a notification of org A’s Admin', async () => {
    const { notifications } = await askA<{ notifications: { id: string }[] }>('{ notifications { id } }');
    return notifications[0]?.id;
  });

  // Feedback through the widget: a text with the visitor's contact details, and a voice message.
  const visitorEmail = `visitor-${hex(3)}@visitors-of-a.test`;
  const visitorPhone = '+442071838799';
  personal(visitorEmail, 'visitor e-mail');
  personal(visitorPhone, 'visitor phone');
  personal(`${person} Visitor`, 'visitor name');
  const world0 = { h, organisationA, adminA, ids: { product } as EntityIds };
  const textRecording = await submitFeedback(world0, {
    messageType: 'PhoneCall',
    text: `${marker} please call me back`,
    phoneNumber: visitorPhone,
    contact: { name: `${person} Visitor`, email: visitorEmail, phoneNumber: visitorPhone },
  });
  const widget = widgetClient(h, organisationA.widgetKey, product);
  const fileKey = await widget.upload(WEBM(2048));
  const voiceRecording = await submitFeedback(world0, {
    messageType: 'LeaveMessage',
    text: `${marker} voice ${hex(3)}`,
    audio: { fileKey, contentType: 'audio/webm', durationMs: 900 },
  });
  ok(
    await graphql(
      h.server.url,
      'mutation ($k: String!, $p: ID!, $s: ID!) { sendFeedbackEmailVerification(key: $k, productId: $p, submissionId: $s) { email } }',
      { variables: { k: organisationA.widgetKey, p: product, s: textRecording.submissionId } },
    ),
  );
  const feedbackMail = await mail.waitFor((m) => m.to.includes(visitorEmail));
  const feedbackEmail = linkIn(feedbackMail).searchParams.get('token')!;
  secret(feedbackEmail, 'feedback e-mail link');

  const hiddenRecording = await submitFeedback(
    { h, organisationA, adminA, ids: { product: hiddenProduct } as EntityIds },
    { messageType: 'ProvideFeedback', text: `${hiddenMarker} feedback` },
  );
  const hiddenFromMember = new Map([
    [hiddenMarker, 'marker of the product the Member is not attached to'],
    [hiddenProduct, 'id of that product'],
    [hiddenRecording.recordingId, 'id of its recording'],
  ]);
  // The public feedback page lists every active product, this one too.
  secret(`${hiddenMarker} product`, 'product name');
  secret(hiddenProduct, 'product id');
  secret(hiddenRecording.recordingId, 'recording id');

  const { requestExport } = await askA<{ requestExport: { id: string } }>(
    'mutation ($input: RequestExportInput!) { requestExport(input: $input) { id } }',
    { input: { productId: product, kind: 'Recordings', format: 'Csv' } },
  );
  const { createIntegration } = await askA<{
    createIntegration: { integration: { id: string }; signingSecret: string };
  }>(
    'mutation ($input: CreateIntegrationInput!) { createIntegration(input: $input) { integration { id } signingSecret } }',
    {
      input: {
        kind: 'Webhook',
        name: `${marker} hook`,
        url: `${receiver.url}/hook-of-a`,
        events: ['RecordingCreated'],
      },
    },
  );
  const { sendIntegrationTest } = await askA<{ sendIntegrationTest: { id: string } }>(
    'mutation ($id: ID!) { sendIntegrationTest(id: $id) { id } }',
    { id: createIntegration.integration.id },
  );
  const inviteeEmail = uniqueEmail('invitee-of-a');
  const { inviteUser } = await askA<{ inviteUser: { id: string } }>(
    'mutation ($e: String!) { inviteUser(email: $e, role: Member) { id } }',
    { e: inviteeEmail },
  );
  const { createContactImport } = await askA<{ createContactImport: { id: string } }>(
    'mutation ($input: CreateContactImportInput!) { createContactImport(input: $input) { id } }',
    {
      input: {
        productId: product,
        newSegmentName: `${marker} imported`,
        fileName: 'people.csv',
        delimiter: ',',
        mapping: { email: 'email' },
      },
    },
  );
  const catalogue = await readCatalogue(adminA);
  const { auditEvents } = await askA<{ auditEvents: { id: string }[] }>(
    '{ auditEvents(paging: { limit: 1 }) { id } }',
  );
  const idsOfB = await seedOrganisationB(other.admin, catalogue.platform('Web'));

  const ids: EntityIds = {
    organisation: organisationA.id,
    product,
    campaign: campaign.id,
    draftCampaign: draftCampaign.id,
    attentionItem,
    segment: createSegment.id,
    contact: contactIds[0]!,
    contactImport: createContactImport.id,
    export: requestExport.id,
    recording: textRecording.recordingId,
    voiceRecording: voiceRecording.recordingId,
    integration: createIntegration.integration.id,
    integrationDelivery: sendIntegrationTest.id,
    notification,
    apiKey: createApiKey.apiKey.id,
    invitation: inviteUser.id,
    pendingUser: pendingUser.id,
    questionGroup: createOrganizationQuestionGroup.id,
    question: createOneQuestion.id,
    member: memberA.id,
    admin: adminA.id,
    auditEvent: auditEvents[0]!.id,
    platform: catalogue.platform('Web'),
  };
  for (const [name, id] of Object.entries(ids)) if (name !== 'platform') secret(id, `${name} id`);
  for (const [i, id] of contactIds.entries()) secret(id, `contact id ${i}`);
  // What the public pages show, each by its own label; the bare marker catches anything else.
  secret(`${marker} Organisation`, 'org A name');
  secret(`${marker} Product`, 'product name');
  secret(`${marker} campaign`, 'campaign name');
  secret(`${marker} tell us`, 'campaign message');
  secret(`${marker} event`, 'event page title');
  secret(`${marker} asked?`, 'event page question');
  secret(marker, 'org A marker');
  secret(createApiKey.secret, 'API key secret');
  secret(rotateWidgetIdentitySecret.secret, 'widget identity secret');
  secret(createIntegration.signingSecret, 'webhook signing secret');
  secret(organisationA.widgetToken, 'widget token');
  secret(domainConfirmation, 'domain confirmation link');
  secret(organisationDomain.txtRecordValue, 'domain TXT record');
  secret(domain, 'org A domain');
  for (const [email, what] of [
    [adminA.email, 'Admin A e-mail'],
    [memberA.email, 'Member A e-mail'],
    [pendingUser.email, 'pending user e-mail'],
    [inviteeEmail, 'invitee e-mail'],
  ] as const) {
    personal(email.toLowerCase(), what);
  }

  const apiKeySecret = createApiKey.secret;
  const send: World['send'] = (caller, query, variables) => {
    switch (caller) {
      case 'adminA':
        return adminA.ask(query, variables);
      case 'memberA':
        return memberA.ask(query, variables);
      case 'adminB':
        return other.admin.ask(query, variables);
      case 'apiKeyA':
        // As an integration calls: the key alone, without the dashboard's header.
        return graphql(h.server.url, query, {
          token: apiKeySecret,
          variables,
          headers: { 'x-hearback-app': '' },
        });
      case 'anonymous':
        return graphql(h.server.url, query, { variables });
    }
  };

  return {
    h,
    receiver,
    marker,
    domain,
    adminA,
    memberA,
    organisationA,
    ids,
    idsOfB,
    tokens: {
      campaignPage: tokens[1]!,
      campaignUnsubscribe: tokens[2]!,
      campaignResponses: tokens.slice(3),
      domainConfirmation,
      feedbackEmail,
    },
    secretsOfA,
    peopleOfA,
    hiddenFromMember,
    send,
    async settle() {
      await waitUntil('the background jobs to finish', async () => {
        const busy = (await h.server.database.db.execute(
          sql`select count(*)::int as busy from jobs
              where state = 'running' or (state = 'queued' and run_at <= now())`,
        )) as unknown as { rows: { busy: number }[] };
        return busy.rows[0]!.busy === 0 ? true : undefined;
      });
      // The themes' terms are swept every five minutes: swept now, a sweep falling due mid-test
      // finds nothing to change in a product's themes.
      await sweepAllTerms(h.server.database.db);
    },
    async stop() {
      await h.stop();
      await Promise.all([mail.stop(), dns.stop(), receiver.stop()]);
    },
  };
}
