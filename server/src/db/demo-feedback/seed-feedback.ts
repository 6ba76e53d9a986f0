import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  addToProductTotals,
  sentimentOfWords,
  totalsDeltaOf,
  typedWords,
} from '../../services/recording/sentiment-totals';
import { requestTranscription } from '../../services/recording/transcription/request-transcription';
import { newRecordingKey } from '../../storage/file-keys';
import type { FileStorage } from '../../storage/storage';
import type { Transaction } from '../database';
import { contacts, questionGroups, questions, recordings } from '../schema';
import { DEMO_FEEDBACK, type DemoItem, type DemoProductFeedback } from './content';
import { DEMO_AUDIO_TYPE, type DemoClip, demoClipPath, loadDemoClips } from './demo-clips';
import { demoFraction, demoUuid } from './demo-ids';

const DAY_MS = 86_400_000;
/** Every item is dated within this many days before the seed's first run. */
export const DEMO_SPAN_DAYS = 60;
/** Above 1, the newer days get more items than the older ones, as a product that is catching on. */
const RECENT_DENSITY = 1.6;

export interface DemoFeedbackOptions {
  organisationId: string;
  /** The demo products' ids by name. */
  productIds: Map<string, string>;
  /** Where voice messages go; without it they are left out until a seed that has one. */
  storage: FileStorage | null;
  now: Date;
  logger: Logger;
}

type RecordingValues = typeof recordings.$inferInsert;

interface Planned {
  values: RecordingValues & { idempotencyKey: string; productId: string; createdAt: Date };
  clip: DemoClip | null;
  visitor: DemoItem['visitor'];
}

/** What names an item whatever its place in the list: its purpose and its words or clip. */
const itemName = (product: DemoProductFeedback, item: DemoItem) =>
  `recording:${product.key}:${JSON.stringify([item.purpose, item.clip, item.text, item.phone, item.answers])}`;

export const demoQuestionIds = (product: { key: string }): [string, string] => [
  demoUuid(`question:${product.key}:1`),
  demoUuid(`question:${product.key}:2`),
];

/**
 * When each item arrived: spread over DEMO_SPAN_DAYS, more of them on recent days, in an order
 * that looks random but is the same on every run (so a restart plans the same dates).
 */
function arrivalTimes(product: DemoProductFeedback, now: Date): Map<DemoItem, Date> {
  const ranked = product.items
    .map((item) => ({ item, name: itemName(product, item) }))
    .map((entry) => ({ ...entry, order: demoFraction(entry.name) }))
    .sort((a, b) => a.order - b.order);
  const times = new Map<DemoItem, Date>();
  ranked.forEach(({ item, name }, rank) => {
    // The last rank ends half a day short of the span, and the time of day at most 10 hours
    // earlier: every item stays inside the span.
    const days = (DEMO_SPAN_DAYS - 0.5) * ((rank + 0.5) / ranked.length) ** RECENT_DENSITY;
    const minutes = 5 + demoFraction(`${name}:time`) * 600;
    times.set(item, new Date(now.getTime() - days * DAY_MS - minutes * 60_000));
  });
  return times;
}

function plan(
  organisationId: string,
  productIds: Map<string, string>,
  clips: Map<string, DemoClip>,
  now: Date,
): Planned[] {
  return DEMO_FEEDBACK.flatMap((product) => {
    const productId = productIds.get(product.productName);
    if (!productId) throw new Error(`The demo feedback names an unknown product: ${product.productName}.`);
    const times = arrivalTimes(product, now);
    const questionIds = demoQuestionIds(product);
    return product.items.map((item): Planned => {
      const name = itemName(product, item);
      // The widget's submission id: the idempotency key, and the voice file's name.
      const submissionId = demoUuid(name);
      const clip = item.clip ? clips.get(item.clip) : undefined;
      if (item.clip && !clip) throw new Error(`The demo feedback names an unknown clip: ${item.clip}.`);
      const answers =
        item.answers?.flatMap((text, index) => (text ? [{ questionId: questionIds[index]!, text }] : [])) ??
        null;
      // What a submission scores: the words typed; a voice message waits for its transcript.
      const { sentiment, source } = sentimentOfWords(typedWords({ text: item.text ?? null, answers }), null);
      const createdAt = times.get(item)!;
      const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
      return {
        clip: clip ?? null,
        visitor: item.visitor,
        values: {
          organisationId,
          productId,
          idempotencyKey: submissionId,
          messageType: item.purpose,
          text: item.text ?? null,
          phoneNumber: item.phone ?? null,
          answers,
          contactName: item.visitor?.name ?? null,
          contactEmail: item.visitor?.email ?? null,
          contactPhoneNumber: item.visitor?.phone ?? null,
          contactPurpose: item.visitor?.purpose ?? null,
          pageUrl: product.siteUrl ? `${product.siteUrl}/${slug(item.page)}` : null,
          pageTitle: product.siteUrl ? `${item.page} – ${product.productName}` : item.page,
          pageLanguage: item.language ?? 'en-GB',
          audioFileKey: clip ? newRecordingKey(organisationId, productId, submissionId) : null,
          audioContentType: clip ? DEMO_AUDIO_TYPE : null,
          audioDurationMs: clip?.durationMs ?? null,
          sentimentScore: sentiment?.score ?? null,
          sentimentLabel: sentiment?.label ?? null,
          sentimentSource: source,
          // The team keeps up with feedback, a week or so behind.
          reviewed: ageDays > 7 && demoFraction(`${name}:reviewed`) < 0.7,
          submittedAt: new Date(createdAt.getTime() - (2 + demoFraction(`${name}:sent`) * 30) * 1000),
          createdAt,
        },
      };
    });
  });
}

const slug = (page: string) =>
  page
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The demo products' feedback of the last DEMO_SPAN_DAYS days, written as the widget writes a
 * submission: the recording, its contact, the product's sentiment totals, and for a voice
 * message its file (through the server's storage, under the key an upload gets) and its
 * transcription request. Only what is missing is written, so a restart adds nothing; a voice
 * file lost from storage since is stored again.
 */
export async function seedDemoFeedback(tx: Transaction, options: DemoFeedbackOptions): Promise<number> {
  const { organisationId, storage } = options;
  const planned = plan(organisationId, options.productIds, await loadDemoClips(), options.now);
  const existing = await tx
    .select({ key: recordings.idempotencyKey, audioFileKey: recordings.audioFileKey })
    .from(recordings)
    .where(
      and(
        eq(recordings.organisationId, organisationId),
        inArray(
          recordings.idempotencyKey,
          planned.map((item) => item.values.idempotencyKey),
        ),
      ),
    );
  const found = new Set(existing.map((row) => row.key));
  if (storage) {
    const clipOf = new Map(planned.map((item) => [item.values.idempotencyKey, item.clip]));
    // At once: with S3 each look is a request, and this runs at every start.
    await Promise.all(
      existing.map(async (row) => {
        const clip = clipOf.get(row.key);
        if (clip && row.audioFileKey && !(await storage.stat(row.audioFileKey))) {
          await storage.saveFile(row.audioFileKey, demoClipPath(clip), DEMO_AUDIO_TYPE);
        }
      }),
    );
  }

  let missing = planned.filter((item) => !found.has(item.values.idempotencyKey));
  if (!storage && missing.some((item) => item.clip)) {
    options.logger.warn('The demo voice messages need the server storage; they were left out this time.');
    missing = missing.filter((item) => !item.clip);
  }
  if (missing.length === 0) return 0;

  await ensureQuestions(tx, organisationId);
  await Promise.all(
    missing.map(async (item) => {
      if (!item.clip || !storage) return;
      const stored = await storage.saveFile(
        item.values.audioFileKey!,
        demoClipPath(item.clip),
        DEMO_AUDIO_TYPE,
      );
      item.values.audioSize = stored.size;
    }),
  );
  const inserted = await tx
    .insert(recordings)
    .values(missing.map((item) => item.values))
    .onConflictDoNothing()
    .returning({
      id: recordings.id,
      key: recordings.idempotencyKey,
      audioFileKey: recordings.audioFileKey,
    });
  // Another server seeding the same database at the same time stored some: only ours count.
  const mine = new Set(inserted.map((row) => row.key));
  const ours = missing.filter((item) => mine.has(item.values.idempotencyKey));
  // Added as a delta in shard 0: the totals then equal a recount, whichever shards real
  // submissions used.
  await addToProductTotals(
    tx,
    organisationId,
    totalsDeltaOf(
      ours.map((item) => ({
        productId: item.values.productId,
        sentimentScore: item.values.sentimentScore ?? null,
      })),
      1,
    ),
  );
  await addContacts(tx, ours);
  for (const row of inserted) {
    if (row.audioFileKey) await requestTranscription(tx, { organisationId, id: row.id });
  }
  return inserted.length;
}

/** Each product's two questions, for its CustomQuestion answers to show the question asked. */
async function ensureQuestions(tx: Transaction, organisationId: string): Promise<void> {
  await tx
    .insert(questionGroups)
    .values(DEMO_FEEDBACK.map((product) => ({ id: demoUuid(`questions:${product.key}`), organisationId })))
    .onConflictDoNothing();
  await tx
    .insert(questions)
    .values(
      DEMO_FEEDBACK.flatMap((product) =>
        demoQuestionIds(product).map((id, index) => ({
          id,
          organisationId,
          questionGroupId: demoUuid(`questions:${product.key}`),
          text: product.questions[index]!,
        })),
      ),
    )
    .onConflictDoNothing();
}

/**
 * A visitor who left an e-mail becomes (or completes) the product's contact, as in the widget's
 * submission: an existing contact keeps its name and number, blanks are filled in.
 */
async function addContacts(tx: Transaction, stored: Planned[]): Promise<void> {
  const byEmail = new Map<string, typeof contacts.$inferInsert>();
  // Oldest first: the first submission made the contact.
  for (const item of [...stored].sort((a, b) => +a.values.createdAt - +b.values.createdAt)) {
    const email = item.visitor?.email?.toLowerCase();
    if (!email) continue;
    const key = `${item.values.productId} ${email}`;
    const earlier = byEmail.get(key);
    byEmail.set(key, {
      organisationId: item.values.organisationId,
      productId: item.values.productId,
      email,
      name: earlier?.name ?? item.values.contactName ?? null,
      phoneNumber: earlier?.phoneNumber ?? item.values.contactPhoneNumber ?? item.values.phoneNumber ?? null,
      source: 'Widget',
      createdAt: earlier?.createdAt ?? item.values.createdAt,
      updatedAt: item.values.createdAt,
    });
  }
  if (byEmail.size === 0) return;
  await tx
    .insert(contacts)
    .values([...byEmail.values()])
    .onConflictDoUpdate({
      target: [contacts.organisationId, contacts.productId, contacts.email],
      set: {
        name: sql`coalesce(${contacts.name}, excluded.name)`,
        phoneNumber: sql`coalesce(${contacts.phoneNumber}, excluded.phone_number)`,
        updatedAt: sql`now()`,
      },
    });
}
