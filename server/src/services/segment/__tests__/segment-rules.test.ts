import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../compile-rules';
import {
  CONTACT_FIELDS,
  NUMBER_OPERATORS,
  parseSegmentRules,
  SENTIMENTS,
  type SegmentRule,
  TEXT_OPERATORS,
} from '../segment-rules';

/** Any value of a text field: quotes, wildcards, backslashes, SQL, unicode. */
const nastyText = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constantFrom("'; drop table contacts; --", '100%', 'a_b', '\\', '"quoted"', 'é漢字', '$1', '::text'),
);

const key = fc.stringMatching(/^[a-z][a-z0-9 _.-]{0,20}$/);

/** Trees the parser must accept (the shape the SDL documents). */
const validRule: fc.Arbitrary<SegmentRule> = fc.letrec((tie) => ({
  rule: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('condition') as fc.Arbitrary<SegmentRule>,
    tie('group') as fc.Arbitrary<SegmentRule>,
  ),
  group: fc.record({
    type: fc.constant('group' as const),
    match: fc.constantFrom('all' as const, 'any' as const),
    rules: fc.array(tie('rule') as fc.Arbitrary<SegmentRule>, { minLength: 1, maxLength: 3 }),
  }),
  condition: fc.oneof(
    fc.record({
      type: fc.constant('attribute' as const),
      key,
      operator: fc.constantFrom(...TEXT_OPERATORS.filter((operator) => !operator.startsWith('is'))),
      value: nastyText.filter((text) => text.trim() !== ''),
    }),
    fc.record({
      type: fc.constant('attribute' as const),
      key,
      operator: fc.constantFrom(...NUMBER_OPERATORS),
      value: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
    }),
    fc.record({
      type: fc.constant('field' as const),
      field: fc.constantFrom(...CONTACT_FIELDS),
      operator: fc.constantFrom('isSet' as const, 'isNotSet' as const),
    }),
    fc.record(
      {
        type: fc.constant('feedback' as const),
        operator: fc.constantFrom('gave' as const, 'didNotGive' as const),
        sentiment: fc.constantFrom(...SENTIMENTS),
        withinDays: fc.integer({ min: 1, max: 3650 }),
        minimumCount: fc.integer({ min: 1, max: 1000 }),
      },
      { requiredKeys: ['type', 'operator'] },
    ),
  ),
})).rule;

const depthOf = (rule: SegmentRule): number =>
  rule.type === 'group' ? 1 + Math.max(...rule.rules.map(depthOf)) : 1;
const conditionsOf = (rule: SegmentRule): number =>
  rule.type === 'group' ? rule.rules.reduce((sum, child) => sum + conditionsOf(child), 0) : 1;
const withinLimits = (rule: SegmentRule) => depthOf(rule) <= 5 && conditionsOf(rule) <= 50;

function outcomeOf(raw: unknown): 'accepted' | { code: unknown; field: unknown } {
  try {
    parseSegmentRules(raw);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return { code: error.extensions.code, field: error.extensions.field };
  }
}

describe('segment rules', () => {
  it('refuses any malformed JSON with BAD_USER_INPUT naming a node under "rules", never anything else', () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    const almostRules = fc.record(
      {
        type: fc.constantFrom('group', 'attribute', 'field', 'feedback', 'other'),
        match: fc.oneof(fc.constantFrom('all', 'any'), json),
        rules: fc.oneof(fc.array(json, { maxLength: 3 }), json),
        key: fc.oneof(key, json),
        field: fc.oneof(fc.constantFrom(...CONTACT_FIELDS), json),
        operator: fc.oneof(fc.constantFrom(...TEXT_OPERATORS, ...NUMBER_OPERATORS, 'gave'), json),
        value: json,
        sentiment: json,
        withinDays: json,
        minimumCount: json,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(json, almostRules), (raw) => {
        const outcome = outcomeOf(raw);
        if (outcome !== 'accepted') {
          expect(outcome.code).toBe('BAD_USER_INPUT');
          expect(String(outcome.field)).toMatch(/^rules(\.|$)/);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('accepts every well-formed tree within the limits, and compiles it with every user value as a parameter', () => {
    const dialect = new PgDialect();
    fc.assert(
      fc.property(validRule, (rule) => {
        const outcome = outcomeOf(rule);
        if (!withinLimits(rule)) {
          expect(outcome).toMatchObject({ code: 'BAD_USER_INPUT' });
          return;
        }
        expect(outcome).toBe('accepted');
        // Every value the user wrote is a bind parameter: the SQL text is the same whatever they are.
        const blanked = (node: SegmentRule): SegmentRule => {
          if (node.type === 'group') return { ...node, rules: node.rules.map(blanked) };
          if (node.type === 'feedback') return node;
          const copy = { ...node } as Record<string, unknown>;
          if (node.type === 'attribute') copy.key = 'k';
          if ('value' in node) copy.value = typeof node.value === 'number' ? 0 : 'v';
          return copy as unknown as SegmentRule;
        };
        const text = (tree: SegmentRule) => dialect.sqlToQuery(compileRules(parseSegmentRules(tree))).sql;
        expect(text(rule)).toBe(text(blanked(rule)));
      }),
      { numRuns: 1_000 },
    );
  });

  it('names the deepest node at fault', () => {
    expect(
      outcomeOf({
        type: 'group',
        match: 'any',
        rules: [
          { type: 'field', field: 'email', operator: 'isSet' },
          { type: 'group', match: 'all', rules: [{ type: 'feedback', operator: 'gave', withinDays: 1.5 }] },
        ],
      }),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'rules.rules.1.rules.0.withinDays' });
  });
});
