import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker, type JobWorker } from '../../src/jobs/worker';
import { createLogger } from '../../src/logger';
import { createMailer, type Mailer } from '../../src/mail/mailer';
import { registerCampaignJobs } from '../../src/services/campaign/campaign-jobs';
import { type Actor, signUpAdmin } from '../support/actors';
import { failure, graphql, ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { type CaughtMail, type MailCatcher, startMailCatcher } from '../support/mail';
import { attachedMember, createProduct } from '../support/widget-fixtures';

const CAMPAIGN =
  'id productId segmentId segmentName name source purpose message questions { id text } keywords status startsAt endsAt timeZone recurrence';
const STATS =
  'campaignId invited sent unsubscribed responses responseRate sentiment { positive neutral negative unknown } trend { day positive neutral negative } openAttentionItems';
const ITEM =
  'id reason matchedKeywords assigneeId assigneeEmail resolved resolutionNote contactEmail recording { id text campaignId: id sentimentLabel }';
const CONTACTS = 6;

interface Campaign {
  id: string;
  status: string;
  segmentName: string | null;
  questions: { id: string; text: string }[];
  keywords: string[];
}

const INVITATION_SUBJECT = /would like your feedback/;
const tokenOf = (mail: CaughtMail): string => {
  const link = /https?:\/\/\S+invitation=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No invitation link in: ${mail.text}`);
  return new URL(link).searchParams.get('invitation')!;
};

describe.each(databaseKinds())('campaigns on %s', (kind) => {
  let h: Harness;
  let mail: MailCatcher;
  let admin: Actor;
  let member: Actor;
  let stranger: Actor;
  let product: string;
  let segmentId: string;
  let campaign: Campaign;
  const emails = Array.from({ length: CONTACTS }, (_, i) => `person${i}@campaign.test`);
  const invitations = () => mail.messages.filter((message) => INVITATION_SUBJECT.test(message.subject));

  const create = (actor: Actor, input: Record<string, unknown>, productId = product) =>
    actor.ask<{ createCampaign: Campaign }>(
      `mutation ($p: ID!, $input: CreateCampaignInput!) { createCampaign(productId: $p, input: $input) { ${CAMPAIGN} } }`,
      { p: productId, input },
    );
  const publicAsk = <T>(query: string, variables: Record<string, unknown>) =>
    graphql<T>(h.server.url, query, { variables });
  const stats = (actor: Actor, id: string) =>
    actor.ask<{ campaignStats: Record<string, unknown> & { sentiment: Record<string, number> } }>(
      `query ($id: ID!) { campaignStats(id: $id) { ${STATS} } }`,
      { id },
    );
  const respond = (token: string, input: Record<string, unknown>) =>
    publicAsk<{ submitCampaignResponse: boolean }>(
      'mutation ($t: String!, $input: CampaignResponseInput!) { submitCampaignResponse(token: $t, input: $input) }',
      { t: token, input },
    );
  const items = (actor: Actor, filter: Record<string, unknown> = {}) =>
    actor.ask<{ attentionItems: Record<string, unknown>[]; countAttentionItems: number }>(
      `query ($c: ID!, $f: AttentionItemFilter) {
        attentionItems(campaignId: $c, filter: $f) { ${ITEM} }
        countAttentionItems(campaignId: $c, filter: $f)
      }`,
      { c: campaign.id, f: filter },
    );

  /** A worker of the campaign jobs, as the server builds it, mailing through `mailer`. */
  const campaignWorker = (mailer: Mailer): JobWorker => {
    const worker = createJobWorker({
      db: h.server.database.db,
      logger: createLogger('silent'),
      concurrency: 2,
      pollIntervalMs: 50,
    });
    registerCampaignJobs(worker, mailer, () => 'http://dashboard.test');
    return worker;
  };
  const smtp = () =>
    createMailer({
      smtpUrl: mail.url,
      outboxDir: h.dataDir,
      from: 'test@hearback.test',
      logger: createLogger('silent'),
    });

  beforeAll(async () => {
    mail = await startMailCatcher();
    // The server's own worker stays off: the test runs the campaign workers it stops and starts.
    h = await startHarness(kind, { smtpUrl: mail.url, server: { jobsWorker: false } });
    const founded = await signUpAdmin(h, 'Campaigners Ltd');
    admin = founded.admin;
    product = await createProduct(admin, 'Shop');
    member = await attachedMember(h, admin, founded.organisation.id, [product]);
    stranger = (await signUpAdmin(h, 'Elsewhere Ltd')).admin;
    const { createSegment } = ok(
      await admin.ask<{ createSegment: { id: string } }>(
        'mutation ($p: ID!) { createSegment(productId: $p, input: { name: "Buyers", kind: Static }) { id } }',
        { p: product },
      ),
    );
    segmentId = createSegment.id;
    for (const email of emails) {
      ok(
        await admin.ask(
          'mutation ($s: ID!, $input: ContactInput!) { addSegmentMember(segmentId: $s, input: $input) { id } }',
          { s: segmentId, input: { email, name: email.split('@')[0] } },
        ),
      );
    }
  });

  afterAll(async () => {
    await h?.stop();
    await mail?.stop();
  });

  it('lets Admins create campaigns, refuses Members and bad input clearly', async () => {
    const input = {
      name: 'Checkout survey',
      source: 'Email',
      segmentId,
      purpose: 'CustomQuestion',
      message: 'Tell us how checkout went.',
      questions: ['How was checkout?'],
      keywords: ['Refund', 'refund', 'broken'],
    };
    expect(failure(await create(member, input)).extensions?.code).toBe('FORBIDDEN');
    const noSegment = failure(await create(admin, { ...input, segmentId: null }));
    expect(noSegment.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.segmentId' });
    const noQuestion = failure(await create(admin, { ...input, questions: [] }));
    expect(noQuestion.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.questions' });
    expect(failure(await create(stranger, input)).extensions?.code).toBe('NOT_FOUND');

    campaign = ok(await create(admin, input)).createCampaign;
    expect(campaign).toMatchObject({
      status: 'Draft',
      segmentName: 'Buyers',
      keywords: ['refund', 'broken'],
    });
    expect(campaign.questions.map((question) => question.text)).toEqual(['How was checkout?']);

    const read = await member.ask<{ campaign: Campaign }>(
      `query ($id: ID!) { campaign(id: $id) { ${CAMPAIGN} } }`,
      {
        id: campaign.id,
      },
    );
    expect(ok(read).campaign.id).toBe(campaign.id);
    const hidden = await stranger.ask(`query ($id: ID!) { campaign(id: $id) { id } }`, { id: campaign.id });
    expect(failure(hidden).extensions?.code).toBe('NOT_FOUND');
  });

  it('lists campaigns paged and filtered by status and source in the database', async () => {
    ok(
      await create(admin, {
        name: 'Event QR',
        source: 'Link',
        purpose: 'ProvideFeedback',
        message: 'At the stand.',
      }),
    );
    const list = (filter: Record<string, unknown>, paging = { limit: 1, offset: 0 }) =>
      admin.ask<{ campaigns: { name: string }[]; countCampaigns: number }>(
        `query ($p: ID!, $f: CampaignFilter, $paging: OffsetPaging) {
          campaigns(productId: $p, filter: $f, paging: $paging) { name }
          countCampaigns(productId: $p, filter: $f)
        }`,
        { p: product, f: filter, paging },
      );
    expect(ok(await list({}))).toEqual({ campaigns: [{ name: 'Event QR' }], countCampaigns: 2 });
    expect(ok(await list({ source: 'Email' }, { limit: 10, offset: 0 }))).toEqual({
      campaigns: [{ name: 'Checkout survey' }],
      countCampaigns: 1,
    });
    expect(ok(await list({ status: 'Running' })).countCampaigns).toBe(0);
  });

  it('mails every contact exactly once though the worker stops mid-way and another takes over', async () => {
    const scheduled = await admin.ask<{ scheduleCampaign: Campaign }>(
      `mutation ($id: ID!, $input: CampaignScheduleInput!) { scheduleCampaign(id: $id, input: $input) { ${CAMPAIGN} } }`,
      {
        id: campaign.id,
        input: { startsAt: new Date(Date.now() - 1000).toISOString(), timeZone: 'Europe/London' },
      },
    );
    expect(ok(scheduled).scheduleCampaign).toMatchObject({ status: 'Scheduled', timeZone: 'Europe/London' });
    const badZone = await admin.ask(
      'mutation ($id: ID!, $input: CampaignScheduleInput!) { scheduleCampaign(id: $id, input: $input) { id } }',
      { id: campaign.id, input: { startsAt: new Date().toISOString(), timeZone: 'Mars/Olympus' } },
    );
    expect(failure(badZone).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.timeZone' });

    const real = smtp();
    let stopping: Promise<void> | undefined;
    const first = campaignWorker({
      async send(message) {
        await real.send(message);
        // Stop claiming after the second mail: the jobs in flight finish, the rest wait.
        if (invitations().length >= 1 && !stopping) stopping = first.stop();
      },
      close: () => undefined,
    });
    await first.start();
    await mail.waitFor((message) => INVITATION_SUBJECT.test(message.subject));
    await (async () => {
      while (!stopping) await new Promise((resolve) => setTimeout(resolve, 20));
    })();
    await stopping;
    const afterFirst = invitations().length;
    expect(afterFirst).toBeGreaterThan(0);
    expect(afterFirst).toBeLessThan(CONTACTS);

    const second = campaignWorker(real);
    await second.start();
    for (const email of emails)
      await mail.waitFor((m) => INVITATION_SUBJECT.test(m.subject) && m.to.includes(email));
    await second.stop();
    await second.drain();
    real.close();

    const sent = invitations();
    expect(sent).toHaveLength(CONTACTS);
    expect(new Set(sent.flatMap((message) => message.to))).toEqual(new Set(emails));
    const { campaignStats } = ok(await stats(admin, campaign.id));
    expect(campaignStats).toMatchObject({ invited: CONTACTS, sent: CONTACTS, responses: 0 });
    const { campaign: running } = ok(
      await admin.ask<{ campaign: Campaign }>('query ($id: ID!) { campaign(id: $id) { status } }', {
        id: campaign.id,
      }),
    );
    expect(running.status).toBe('Running');
  });

  it('shows the personal page, stores a negative response and raises attention for the product people', async () => {
    ok(await member.ask('mutation { updateMe(update: { isCampaignNotificationEnabled: false }) { id } }'));
    const mails = invitations();
    const token = tokenOf(mails.find((m) => m.to.includes(emails[0]!))!);
    const page = await publicAsk<{ campaignInvitation: Record<string, unknown> }>(
      `query ($t: String!) { campaignInvitation(token: $t) {
        campaignName organisationName productName purpose message open answered unsubscribed questions { id text }
      } }`,
      { t: token },
    );
    expect(ok(page).campaignInvitation).toMatchObject({
      campaignName: 'Checkout survey',
      organisationName: 'Campaigners Ltd',
      productName: 'Shop',
      open: true,
      answered: false,
      questions: [{ text: 'How was checkout?' }],
    });
    const unknown = await publicAsk('query ($t: String!) { campaignInvitation(token: $t) { open } }', {
      t: `${token.split('.')[0]}.not-the-secret-at-all`,
    });
    expect(failure(unknown).extensions?.code).toBe('NOT_FOUND');

    const questionId = campaign.questions[0]!.id;
    const empty = await respond(token, { text: '  ' });
    expect(failure(empty).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.text' });
    expect(
      ok(
        await respond(token, {
          answers: [{ questionId, text: 'Terrible, the payment page crashed and I hate it.' }],
        }),
      ),
    ).toEqual({ submitCampaignResponse: true });
    expect(failure(await respond(token, { text: 'Again' })).extensions?.code).toBe('CONFLICT');

    const { campaignStats } = ok(await stats(member, campaign.id));
    expect(campaignStats).toMatchObject({ responses: 1, sentiment: { negative: 1 }, openAttentionItems: 1 });
    expect(campaignStats.responseRate).toBeCloseTo(1 / CONTACTS);
    expect((campaignStats.trend as unknown[]).length).toBe(1);

    const responses = await member.ask<{
      campaignResponses: { contact: { email: string }; sentimentLabel: string }[];
    }>(
      'query ($c: ID!) { campaignResponses(campaignId: $c) { contact { email } sentimentLabel } countCampaignResponses(campaignId: $c) }',
      { c: campaign.id },
    );
    expect(ok(responses)).toMatchObject({
      campaignResponses: [{ contact: { email: emails[0] }, sentimentLabel: 'Negative' }],
      countCampaignResponses: 1,
    });

    const { attentionItems } = ok(await items(member));
    expect(attentionItems).toMatchObject([
      { reason: 'NegativeSentiment', resolved: false, contactEmail: emails[0] },
    ]);
    const alert = await mail.waitFor((m) => /needs attention/.test(m.subject));
    expect(alert.to).toEqual([admin.email.toLowerCase()]);
    expect(alert.text).toContain(`/campaigns/${campaign.id}/attention-recommended`);
    expect(
      mail.messages.some(
        (m) => /needs attention/.test(m.subject) && m.to.includes(member.email.toLowerCase()),
      ),
    ).toBe(false);
    // In-app notices are unaffected by the personal e-mail switch.
    for (const actor of [admin, member]) {
      const notices = await actor.ask<{ notifications: { kind: string; link: string }[] }>(
        '{ notifications(filter: { kind: AttentionRecommended }) { kind link } }',
      );
      expect(ok(notices).notifications).toHaveLength(1);
    }
  });

  it('flags a response naming a keyword, and lets the team assign and resolve it', async () => {
    const token = tokenOf(invitations().find((m) => m.to.includes(emails[1]!))!);
    ok(await respond(token, { text: 'Lovely shop, but I would like a refund for the second item.' }));
    const { attentionItems, countAttentionItems } = ok(await items(admin, { resolved: false }));
    expect(countAttentionItems).toBe(2);
    const keyword = attentionItems.find((item) => item.reason === 'Keyword')!;
    expect(keyword.matchedKeywords).toEqual(['refund']);

    const assign = (actor: Actor, assigneeId: string | null) =>
      actor.ask<{ assignAttentionItem: Record<string, unknown> }>(
        `mutation ($id: ID!, $a: ID) { assignAttentionItem(id: $id, assigneeId: $a) { ${ITEM} } }`,
        { id: keyword.id, a: assigneeId },
      );
    expect(ok(await assign(admin, member.id)).assignAttentionItem).toMatchObject({
      assigneeId: member.id,
      assigneeEmail: member.email.toLowerCase(),
    });
    expect(failure(await assign(admin, stranger.id)).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'assigneeId',
    });
    expect(failure(await assign(stranger, null)).extensions?.code).toBe('NOT_FOUND');

    const resolve = (actor: Actor, note: string) =>
      actor.ask<{ resolveAttentionItem: Record<string, unknown> }>(
        `mutation ($id: ID!, $n: String!) { resolveAttentionItem(id: $id, note: $n) { ${ITEM} } }`,
        { id: keyword.id, n: note },
      );
    expect(failure(await resolve(member, ' ')).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'note',
    });
    expect(ok(await resolve(member, 'Refunded by phone.')).resolveAttentionItem).toMatchObject({
      resolved: true,
      resolutionNote: 'Refunded by phone.',
    });
    expect(ok(await items(admin, { resolved: true })).countAttentionItems).toBe(1);
  });

  it('honours unsubscribe links and pauses, resumes and compares campaigns', async () => {
    const token = tokenOf(invitations().find((m) => m.to.includes(emails[2]!))!);
    const unsubscribe = () =>
      publicAsk<{ unsubscribeFromCampaign: boolean }>(
        'mutation ($t: String!) { unsubscribeFromCampaign(token: $t) }',
        {
          t: token,
        },
      );
    expect(ok(await unsubscribe()).unsubscribeFromCampaign).toBe(true);
    expect(ok(await unsubscribe()).unsubscribeFromCampaign).toBe(true);
    expect(ok(await stats(admin, campaign.id)).campaignStats.unsubscribed).toBe(1);

    const act = (actor: Actor, name: 'pauseCampaign' | 'resumeCampaign') =>
      actor.ask<Record<string, Campaign>>(`mutation ($id: ID!) { ${name}(id: $id) { status } }`, {
        id: campaign.id,
      });
    expect(failure(await act(member, 'pauseCampaign')).extensions?.code).toBe('FORBIDDEN');
    expect(ok(await act(admin, 'pauseCampaign')).pauseCampaign!.status).toBe('Paused');
    expect(failure(await act(admin, 'pauseCampaign')).extensions?.code).toBe('BAD_USER_INPUT');
    const paused = await publicAsk<{ campaignInvitation: { open: boolean } }>(
      'query ($t: String!) { campaignInvitation(token: $t) { open } }',
      { t: token },
    );
    expect(ok(paused).campaignInvitation.open).toBe(false);
    expect(ok(await act(admin, 'resumeCampaign')).resumeCampaign!.status).toBe('Scheduled');

    const other = ok(
      await create(admin, {
        name: 'Second',
        source: 'Email',
        segmentId,
        purpose: 'ProvideFeedback',
        message: 'Hi',
      }),
    ).createCampaign;
    const combined = await member.ask<{
      combinedCampaignStats: { campaigns: unknown[]; total: Record<string, unknown> };
    }>(
      `query ($ids: [ID!]!) { combinedCampaignStats(ids: $ids) { campaigns { campaignId } total { ${STATS} } } }`,
      { ids: [campaign.id, other.id] },
    );
    expect(ok(combined).combinedCampaignStats.campaigns).toHaveLength(2);
    expect(ok(combined).combinedCampaignStats.total).toMatchObject({ invited: CONTACTS, responses: 2 });
    const one = await member.ask(
      'query ($ids: [ID!]!) { combinedCampaignStats(ids: $ids) { total { sent } } }',
      {
        ids: [campaign.id],
      },
    );
    expect(failure(one).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids' });
    expect(
      failure(await admin.ask('mutation ($id: ID!) { deleteCampaign(id: $id) }', { id: campaign.id }))
        .extensions?.code,
    ).toBe('BAD_USER_INPUT');
    expect(ok(await admin.ask('mutation ($id: ID!) { deleteCampaign(id: $id) }', { id: other.id }))).toEqual({
      deleteCampaign: other.id,
    });
  });
});
