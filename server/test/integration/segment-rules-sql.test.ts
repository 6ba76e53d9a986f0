import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres, type ThrowawayPostgres } from '@hearback/testkit';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import { contacts } from '../../src/db/schema';
import { withScope } from '../../src/db/scope';
import { seedCatalogue } from '../../src/db/seed-catalogue';
import { compileRules } from '../../src/services/segment/compile-rules';
import {
  NUMBER_OPERATORS,
  parseSegmentRules,
  type SegmentRule,
  TEXT_OPERATORS,
} from '../../src/services/segment/segment-rules';
import { databaseKinds } from '../support/harness';

/**
 * The rule compiler against a model: for random rule trees, the contacts PostgreSQL selects with
 * the compiled condition are exactly those a plain JavaScript reading of the documented meaning
 * selects, on a data set full of the awkward cases (missing and empty values, numbers written
 * as text, wildcards, case, feedback at window edges).
 */
interface Person {
  email: string;
  name: string | null;
  phoneNumber: string | null;
  externalId: string | null;
  attributes: Record<string, string>;
  /** [sentiment, days ago] */
  feedback: ['Positive' | 'Neutral' | 'Negative', number][];
}

const WORDS = [
  'UK',
  'uk',
  'fr',
  'Pro',
  'free',
  '100%',
  'a_b',
  'back\\slash',
  '',
  ' ',
  '42',
  '-3.5',
  '7',
  '1e3',
  'x',
];
const KEYS = ['country', 'plan', 'age', 'note'];

const people: Person[] = Array.from({ length: 40 }, (_, index) => {
  const pick = (offset: number) => WORDS[(index * 7 + offset) % WORDS.length]!;
  const attributes: Record<string, string> = {};
  KEYS.forEach((key, at) => {
    if ((index + at) % 3 !== 0) attributes[key] = pick(at * 5);
  });
  const feedback: Person['feedback'] = [];
  for (let n = 0; n < index % 4; n += 1) {
    feedback.push([
      (['Positive', 'Neutral', 'Negative'] as const)[(index + n) % 3]!,
      [1, 10, 45, 200][(index + n) % 4]!,
    ]);
  }
  return {
    email: `person${index}@${index % 2 ? 'example.com' : 'sample.org'}`,
    name: index % 5 === 0 ? null : `${pick(2)} Person ${index}`,
    phoneNumber: index % 3 === 0 ? `+4477009000${String(index).padStart(2, '0')}` : null,
    externalId: index % 4 === 0 ? null : `ext-${pick(9)}-${index}`,
    attributes,
    feedback,
  };
});

const condition: fc.Arbitrary<SegmentRule> = fc.oneof(
  fc.record({
    type: fc.constant('attribute' as const),
    key: fc.constantFrom(...KEYS),
    operator: fc.constantFrom(...TEXT_OPERATORS.filter((operator) => !operator.startsWith('is'))),
    value: fc.constantFrom(...WORDS.filter((word) => word.trim() !== ''), '%', '_', 'U', 'person'),
  }),
  fc.record({
    type: fc.constant('attribute' as const),
    key: fc.constantFrom(...KEYS),
    operator: fc.constantFrom('isSet' as const, 'isNotSet' as const),
  }),
  fc.record({
    type: fc.constant('attribute' as const),
    key: fc.constantFrom(...KEYS),
    operator: fc.constantFrom(...NUMBER_OPERATORS),
    value: fc.constantFrom(-4, 0, 7, 41.5, 42, 1000),
  }),
  fc
    .record({
      type: fc.constant('field' as const),
      field: fc.constantFrom(
        'email' as const,
        'name' as const,
        'phoneNumber' as const,
        'externalId' as const,
      ),
      operator: fc.constantFrom(...TEXT_OPERATORS),
      value: fc.constantFrom('person1', 'SAMPLE', '.org', 'ext', '+44', 'uk', 'Person 3'),
    })
    .map((rule) => (rule.operator.startsWith('is') ? { ...rule, value: undefined } : rule) as SegmentRule),
  fc.record(
    {
      type: fc.constant('feedback' as const),
      operator: fc.constantFrom('gave' as const, 'didNotGive' as const),
      sentiment: fc.constantFrom('Positive' as const, 'Neutral' as const, 'Negative' as const),
      withinDays: fc.constantFrom(5, 30, 100, 365),
      minimumCount: fc.constantFrom(1, 2, 3),
    },
    { requiredKeys: ['type', 'operator'] },
  ),
);

const tree: fc.Arbitrary<SegmentRule> = fc.letrec((tie) => ({
  rule: fc.oneof({ depthSize: 'small', maxDepth: 4 }, condition, tie('group') as fc.Arbitrary<SegmentRule>),
  group: fc.record({
    type: fc.constant('group' as const),
    match: fc.constantFrom('all' as const, 'any' as const),
    rules: fc.array(tie('rule') as fc.Arbitrary<SegmentRule>, { minLength: 1, maxLength: 4 }),
  }),
})).rule;

const conditionsOf = (rule: SegmentRule): number =>
  rule.type === 'group' ? rule.rules.reduce((sum, child) => sum + conditionsOf(child), 0) : 1;

const NUMBER = /^\s*[-+]?([0-9]+(\.[0-9]*)?|\.[0-9]+)\s*$/;

/** The documented meaning, read plainly. */
function matches(person: Person, rule: SegmentRule): boolean {
  switch (rule.type) {
    case 'group':
      return rule.match === 'all'
        ? rule.rules.every((child) => matches(person, child))
        : rule.rules.some((child) => matches(person, child));
    case 'feedback': {
      const count = person.feedback.filter(
        ([sentiment, daysAgo]) =>
          (!rule.sentiment || sentiment === rule.sentiment) &&
          (!rule.withinDays || daysAgo <= rule.withinDays),
      ).length;
      const gave = count >= (rule.minimumCount ?? 1);
      return rule.operator === 'gave' ? gave : !gave;
    }
    default: {
      const value =
        rule.type === 'attribute'
          ? (person.attributes[rule.key] ?? null)
          : (person[rule.field] as string | null);
      if ('value' in rule && typeof rule.value === 'number') {
        if (value === null || !NUMBER.test(value)) return false;
        const number = Number(value.trim());
        return {
          greaterThan: number > rule.value,
          greaterThanOrEqual: number >= rule.value,
          lessThan: number < rule.value,
          lessThanOrEqual: number <= rule.value,
        }[rule.operator as (typeof NUMBER_OPERATORS)[number]];
      }
      const text = value?.toLowerCase() ?? null;
      const wanted = 'value' in rule ? String(rule.value).toLowerCase() : '';
      switch (rule.operator) {
        case 'isSet':
          return (value ?? '') !== '';
        case 'isNotSet':
          return (value ?? '') === '';
        case 'equals':
          return text !== null && text === wanted;
        case 'notEquals':
          return text === null || text !== wanted;
        case 'contains':
          return text?.includes(wanted) ?? false;
        case 'notContains':
          return text === null || !text.includes(wanted);
        case 'startsWith':
          return text?.startsWith(wanted) ?? false;
        default:
          throw new Error(`No meaning for ${rule.operator}`);
      }
    }
  }
}

describe.each(databaseKinds())('compiled segment rules on %s', (kind) => {
  let database: DatabaseHandle;
  let postgres: ThrowawayPostgres | null = null;
  let dataDir: string;
  let organisationId: string;
  let productId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearback-test-rules-'));
    if (kind === 'postgres') postgres = await createThrowawayPostgres();
    else await cp(inject('pgliteTemplate'), dataDir, { recursive: true });
    database = await createDatabase({ databaseUrl: postgres?.url, dataDir });
    await database.migrate();
    await seedCatalogue(database.db);
    const db = database.db;
    const first = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
    organisationId = (
      await first<{
        id: string;
      }>(sql`insert into organisations (name, widget_key, widget_token, trial_ends_at)
        values ('Rules Ltd', 'rules-key', 'token', now() + interval '14 days') returning id`)
    ).id;
    const platformId = (await first<{ id: string }>(sql`select id from platforms limit 1`)).id;
    productId = (
      await first<{ id: string }>(sql`insert into products (organisation_id, name, type, platform_id)
        values (${organisationId}, 'Shop', 'Website', ${platformId}) returning id`)
    ).id;
    await withScope(db, { organisationId }, async (tx) => {
      for (const [index, person] of people.entries()) {
        await tx.insert(contacts).values({
          organisationId,
          productId,
          email: person.email,
          name: person.name,
          phoneNumber: person.phoneNumber,
          externalId: person.externalId,
          attributes: person.attributes,
          source: 'Import',
        });
        for (const [n, [sentiment, daysAgo]] of person.feedback.entries()) {
          // The widget keeps the e-mail as the visitor typed it: here upper-cased now and then.
          const typed = n % 2 ? person.email.toUpperCase() : person.email;
          await tx.execute(sql`insert into recordings (organisation_id, product_id, idempotency_key, message_type,
              text, contact_email, sentiment_label, created_at)
            values (${organisationId}, ${productId}, ${`r-${index}-${n}`}, 'ProvideFeedback', 'Feedback', ${typed},
              ${sentiment}::sentiment_label, now() - make_interval(days => ${daysAgo}::int))`);
        }
      }
    });
  });

  afterAll(async () => {
    await database?.close();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('selects exactly the contacts the documented meaning selects', async () => {
    await fc.assert(
      fc.asyncProperty(tree, async (raw) => {
        // Within the parser's limits (its refusals have their own tests).
        fc.pre(conditionsOf(raw) <= 50);
        const rule = parseSegmentRules(raw);
        const rows = await withScope(database.db, { organisationId }, (tx) =>
          tx
            .select({ email: contacts.email })
            .from(contacts)
            .where(
              and(
                eq(contacts.organisationId, organisationId),
                eq(contacts.productId, productId),
                compileRules(rule),
              ),
            ),
        );
        const selected = rows.map((row) => row.email).sort();
        const expected = people
          .filter((person) => matches(person, rule))
          .map((person) => person.email)
          .sort();
        expect(selected).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
