import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { withScope } from '../../../src/db/scope';
import { createLogger } from '../../../src/logger';
import { signIdentity } from '../../../src/services/widget/visitor-identity';
import { type Actor, signUpAdmin, signUpMember } from '../../support/actors';
import { startDnsServer } from '../../support/dns-server';
import { ok } from '../../support/graphql';
import { type DatabaseKind, type Harness, startHarness } from '../../support/harness';
import { createProduct, WEBM, widgetClient } from '../../support/widget-fixtures';
import { ENTITY_KINDS, type EntityKind, type FuzzTargets } from './generators';

/**
 * The world a fuzz run acts on: the real server (jobs worker off, so nothing but the fuzzer's
 * requests writes to the database; rate limits off, so the fuzzer reaches the resolvers), an
 * organisation with one of every entity, and the server's error log.
 */
export interface FuzzWorld {
  h: Harness;
  admin: Actor;
  organisationId: string;
  /** An active product of the organisation and one that takes no feedback. */
  productId: string;
  inactiveProductId: string;
  /** The secret of an API key of the organisation. */
  apiKey: string;
  targets: FuzzTargets;
  /** Error-level lines the server logged since the last call (unexpected failures, stacks included). */
  takeErrorLog(): Record<string, unknown>[];
  /** Row counts of the application tables, one statement. */
  rowCounts(): Promise<Record<string, number>>;
  /** Puts the founder back as an enabled Admin, should a fuzzed mutation have demoted or removed them. */
  restoreFounder(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Tables whose rows a refused request is expected to add: the audit log, rate-limit counters and
 * spent bot-check solutions. Every other table must look the same after a failed call.
 */
export const LOG_TABLES = ['audit_events', 'rate_limit_hits', 'bot_check_solutions'];

/**
 * A statement on the server's own connection, as the role that owns the tables: a superuser in
 * PGlite and in the test PostgreSQL, so row-level security hides no tenant's rows from it.
 */
async function query<T>(h: Harness, statement: string): Promise<T[]> {
  const result = (await h.server.database.db.execute(sql.raw(statement))) as unknown as { rows: T[] };
  return result.rows;
}

async function countStatement(h: Harness): Promise<string> {
  const tables = await query<{ tablename: string }>(
    h,
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  const counted = tables.map((table) => table.tablename).filter((name) => !LOG_TABLES.includes(name));
  if (counted.length < 20) throw new Error(`Only ${counted.length} application tables found: ${counted}`);
  // One statement, one row: a column per table.
  return `select ${counted.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`;
}

const emptyIds = (): Record<EntityKind, string[]> =>
  Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, [] as string[]])) as Record<EntityKind, string[]>;

export async function startFuzzWorld(kind: DatabaseKind): Promise<FuzzWorld> {
  const errors: Record<string, unknown>[] = [];
  const logger = createLogger('error', {
    write(line: string) {
      errors.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  // Domain checks ask a real DNS server of their own instead of the network's.
  const dns = await startDnsServer();
  let h: Harness;
  try {
    h = await startHarness(kind, {
      server: {
        logger,
        jobsWorker: false,
        graphqlRateLimitPerUser: 0,
        graphqlRateLimitPerIp: 0,
        widgetRateLimitPerIp: 0,
        widgetRateLimitPerKey: 0,
        uploadMaxBytes: 256 * 1024,
        dnsServers: [dns.address],
      },
    });
  } catch (error) {
    await dns.stop();
    throw error;
  }
  const stop = async () => {
    await h.stop();
    await dns.stop();
  };
  try {
    const world = await seed(h, errors);
    const counts = await countStatement(h);
    const rowCounts = async () => (await query<Record<string, number>>(h, counts))[0]!;
    const before = await rowCounts();
    // Were the tenant rows hidden from the counts, every comparison would be of zeros.
    if (!(before.organisations! >= 1 && before.users! >= 2 && before.recordings! >= 2)) {
      throw new Error(`The row counts do not see the seeded rows: ${JSON.stringify(before)}`);
    }
    return { ...world, h, rowCounts, stop, takeErrorLog: () => errors.splice(0) };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function seed(h: Harness, errors: Record<string, unknown>[]) {
  const { admin, organisation } = await signUpAdmin(h, 'Fuzz Ltd', { website: 'https://fuzz.example' });
  const member = await signUpMember(h, organisation.id);
  const ids = emptyIds();
  const targets: FuzzTargets = {
    ids,
    widgetKey: organisation.widgetKey,
    emails: [admin.email, member.email],
    slugs: [],
    fileKeys: [],
    signedIdentities: [],
  };
  ids.organisation.push(organisation.id);
  ids.user.push(admin.id, member.id);

  const ask = async <T>(query: string, variables?: Record<string, unknown>) =>
    ok(await admin.ask<T>(query, variables));

  const catalogue = await ask<{ getPlatforms: { id: string }[]; getProductCategories: { id: string }[] }>(
    '{ getPlatforms { id } getProductCategories { id } }',
  );
  ids.platform.push(...catalogue.getPlatforms.map((platform) => platform.id));
  ids.category.push(...catalogue.getProductCategories.map((category) => category.id));

  const productId = await createProduct(admin, 'Shop', [member.id]);
  const inactiveProductId = await createProduct(admin, 'Closed shop');
  await ask('mutation ($id: ID!) { updateOneProduct(id: $id, update: { isActive: false }) { id } }', {
    id: inactiveProductId,
  });
  ids.product.push(productId, inactiveProductId);

  const group = (
    await ask<{ createOrganizationQuestionGroup: { id: string } }>(
      'mutation { createOrganizationQuestionGroup { id } }',
    )
  ).createOrganizationQuestionGroup.id;
  ids.questionGroup.push(group);
  for (const text of ['What brought you here?', 'What could we do better?']) {
    const question = await ask<{ createOneQuestion: { id: string } }>(
      'mutation ($i: CreateQuestionInput!) { createOneQuestion(input: $i) { id } }',
      { i: { questionGroupId: group, text } },
    );
    ids.question.push(question.createOneQuestion.id);
  }

  const segment = (
    await ask<{ createSegment: { id: string } }>(
      'mutation ($p: ID!) { createSegment(productId: $p, input: { name: "Buyers", kind: Static }) { id } }',
      { p: productId },
    )
  ).createSegment.id;
  const dynamic = (
    await ask<{ createSegment: { id: string } }>(
      `mutation ($p: ID!, $r: SegmentRules) {
      createSegment(productId: $p, input: { name: "Named", kind: Dynamic, rules: $r }) { id }
    }`,
      {
        p: productId,
        r: { type: 'group', match: 'all', rules: [{ type: 'field', field: 'name', operator: 'isSet' }] },
      },
    )
  ).createSegment.id;
  ids.segment.push(segment, dynamic);
  for (const [email, name] of [
    ['ada@buyers.test', 'Ada'],
    ['bob@buyers.test', 'Bob'],
  ]) {
    const contact = await ask<{ addSegmentMember: { id: string } }>(
      'mutation ($s: ID!, $input: ContactInput!) { addSegmentMember(segmentId: $s, input: $input) { id } }',
      { s: segment, input: { email, name, attributes: [{ key: 'plan', value: 'pro' }] } },
    );
    ids.contact.push(contact.addSegmentMember.id);
    targets.emails.push(email!);
  }

  for (const source of ['Email', 'Widget']) {
    const campaign = await ask<{ createCampaign: { id: string; questions: { id: string }[] } }>(
      `mutation ($p: ID!, $input: CreateCampaignInput!) {
        createCampaign(productId: $p, input: $input) { id questions { id } }
      }`,
      {
        p: productId,
        input: {
          name: `${source} check-in`,
          source,
          segmentId: segment,
          purpose: 'CustomQuestion',
          message: 'A minute of your time?',
          questions: ['How was checkout?'],
          keywords: ['refund'],
        },
      },
    );
    ids.campaign.push(campaign.createCampaign.id);
    ids.question.push(...campaign.createCampaign.questions.map((question) => question.id));
  }
  await ask(
    'mutation ($id: ID!, $input: CampaignScheduleInput!) { scheduleCampaign(id: $id, input: $input) { id } }',
    {
      id: ids.campaign[1],
      input: { startsAt: new Date(Date.now() - 60_000).toISOString() },
    },
  );

  const secret = (
    await ask<{ rotateWidgetIdentitySecret: { secret: string } }>(
      'mutation { rotateWidgetIdentitySecret { secret } }',
    )
  ).rotateWidgetIdentitySecret.secret;
  targets.signedIdentities.push(
    ...targets.emails.map((email) => ({ email, signature: signIdentity(secret, email) })),
  );

  const widget = widgetClient(h, organisation.widgetKey, productId);
  const fileKey = await widget.upload(WEBM(2048));
  for (const body of [
    {
      messageType: 'ProvideFeedback',
      text: 'The checkout was slow.',
      contact: { email: 'cy@visitors.test' },
    },
    { messageType: 'LeaveMessage', audio: { fileKey, contentType: 'audio/webm', durationMs: 1200 } },
  ]) {
    const id = await widget.submit(body);
    ids.recording.push(id);
    ids.submission.push(id);
  }
  targets.fileKeys.push(await widget.upload(WEBM(1024)));

  const integration = await ask<{ createIntegration: { integration: { id: string } } }>(
    'mutation ($i: CreateIntegrationInput!) { createIntegration(input: $i) { integration { id } } }',
    {
      i: {
        kind: 'Webhook',
        name: 'Hook',
        url: 'https://93.184.215.14/hooks/fuzz',
        events: ['RecordingCreated'],
      },
    },
  );
  ids.integration.push(integration.createIntegration.integration.id);
  const delivery = await ask<{ sendIntegrationTest: { id: string } }>(
    'mutation ($id: ID!) { sendIntegrationTest(id: $id) { id } }',
    { id: ids.integration[0] },
  );
  ids.delivery.push(delivery.sendIntegrationTest.id);

  const apiKey = await ask<{ createApiKey: { secret: string; apiKey: { id: string } } }>(
    'mutation { createApiKey(name: "Reporting") { secret apiKey { id } } }',
  );
  ids.apiKey.push(apiKey.createApiKey.apiKey.id);

  const invited = `invitee-${randomUUID().slice(0, 8)}@fuzz.test`;
  const invitation = await ask<{ inviteUser: { id: string } }>(
    'mutation ($email: String!) { inviteUser(email: $email, role: Member) { id } }',
    { email: invited },
  );
  ids.invitation.push(invitation.inviteUser.id);
  targets.emails.push(invited);

  const exported = await ask<{ requestExport: { id: string } }>(
    'mutation ($input: RequestExportInput!) { requestExport(input: $input) { id } }',
    { input: { productId, kind: 'Recordings', format: 'Csv' } },
  );
  ids.export.push(exported.requestExport.id);

  const contactImport = await ask<{ createContactImport: { id: string } }>(
    'mutation ($input: CreateContactImportInput!) { createContactImport(input: $input) { id } }',
    {
      input: {
        productId,
        segmentId: segment,
        fileName: 'contacts.csv',
        delimiter: ',',
        mapping: { email: 'Email', name: 'Name' },
      },
    },
  );
  ids.contactImport.push(contactImport.createContactImport.id);

  const listed = await ask<{
    eventPages: { slug: string }[];
    notifications: { id: string }[];
    auditEvents: { id: string }[];
  }>('{ eventPages { slug } notifications { id } auditEvents { id } }');
  targets.slugs.push(...listed.eventPages.map((page) => page.slug));
  ids.notification.push(...listed.notifications.map((notification) => notification.id));
  ids.auditEvent.push(...listed.auditEvents.map((event) => event.id));

  if (errors.length > 0) throw new Error(`Seeding logged errors: ${JSON.stringify(errors)}`);

  const restoreFounder = async () => {
    await withScope(h.server.database.db, { organisationId: organisation.id, userId: admin.id }, (tx) =>
      tx
        .update(users)
        .set({ organisationId: organisation.id, role: 'Admin', enabled: true, invitationAccepted: true })
        .where(eq(users.id, admin.id)),
    );
    h.server.forgetSignedInCallers();
  };

  return {
    admin,
    organisationId: organisation.id,
    productId,
    inactiveProductId,
    apiKey: apiKey.createApiKey.secret,
    targets,
    restoreFounder,
  };
}
