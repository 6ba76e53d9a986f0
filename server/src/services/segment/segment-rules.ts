import { badUserInput } from '../../errors/app-errors';
import { type MessageText, message } from '../../i18n/message';
import { ATTRIBUTE_KEY_PATTERN } from '../contact/contact-fields';

/**
 * The rule tree of a Dynamic segment (the SegmentRules scalar of the SDL documents it for
 * clients). Parsed here from untrusted JSON into this shape, or refused with BAD_USER_INPUT
 * naming the node at fault; compile-rules.ts turns a parsed tree into SQL.
 */
export type SegmentRule = RuleGroup | AttributeCondition | FieldCondition | FeedbackCondition;

export interface RuleGroup {
  type: 'group';
  match: 'all' | 'any';
  rules: SegmentRule[];
}

export const TEXT_OPERATORS = [
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'startsWith',
  'isSet',
  'isNotSet',
] as const;
export const NUMBER_OPERATORS = ['greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual'] as const;
export const CONTACT_FIELDS = ['email', 'name', 'phoneNumber', 'externalId'] as const;
export const SENTIMENTS = ['Positive', 'Neutral', 'Negative'] as const;

export type TextOperator = (typeof TEXT_OPERATORS)[number];
export type NumberOperator = (typeof NUMBER_OPERATORS)[number];
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type TextTest =
  | { operator: Exclude<TextOperator, 'isSet' | 'isNotSet'>; value: string }
  | { operator: 'isSet' | 'isNotSet' };

export type AttributeCondition = { type: 'attribute'; key: string } & (
  | TextTest
  | { operator: NumberOperator; value: number }
);

export type FieldCondition = { type: 'field'; field: ContactField } & TextTest;

export interface FeedbackCondition {
  type: 'feedback';
  operator: 'gave' | 'didNotGive';
  sentiment?: (typeof SENTIMENTS)[number];
  withinDays?: number;
  minimumCount?: number;
}

export const RULE_LIMITS = {
  depth: 5,
  conditions: 50,
  groupSize: 20,
  value: 200,
  withinDays: 3650,
  minimumCount: 1000,
} as const;

type Json = unknown;

class RuleParser {
  private conditions = 0;

  constructor(private readonly root: string) {}

  /** BAD_USER_INPUT at `path` (dotted, from the argument's name). */
  private fail(path: (string | number)[], text: MessageText): never {
    throw badUserInput(text, [this.root, ...path].join('.'));
  }

  private object(raw: Json, path: (string | number)[], allowed: readonly string[]): Record<string, Json> {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      this.fail(path, 'Each rule must be an object with a type.');
    }
    const record = raw as Record<string, Json>;
    const unknown = Object.keys(record).find((key) => !allowed.includes(key));
    if (unknown !== undefined) {
      this.fail(
        [...path, unknown],
        message('A {{type}} rule has no "{{unknown}}"; it takes {{allowed}}.', {
          type: String(record.type),
          unknown,
          allowed: allowed.join(', '),
        }),
      );
    }
    return record;
  }

  private oneOf<T extends string>(
    value: Json,
    choices: readonly T[],
    path: (string | number)[],
    label: string,
  ): T {
    if (typeof value !== 'string' || !choices.includes(value as T)) {
      this.fail(
        path,
        message('{{label}} must be one of {{choices}}.', {
          label: message(label),
          choices: choices.join(', '),
        }),
      );
    }
    return value as T;
  }

  private integer(value: Json, path: (string | number)[], label: string, min: number, max: number): number {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.fail(
        path,
        message('{{label}} must be a whole number from {{min}} to {{max}}.', {
          label: message(label),
          min,
          max,
        }),
      );
    }
    return value;
  }

  private text(value: Json, path: (string | number)[]): string {
    if (typeof value !== 'string' || value.trim() === '') {
      this.fail(path, 'Value is required: text to compare with.');
    }
    if (value.length > RULE_LIMITS.value) {
      this.fail(path, message('Value must be at most {{max}} characters.', { max: RULE_LIMITS.value }));
    }
    return value.trim();
  }

  private textTest(record: Record<string, Json>, path: (string | number)[]): TextTest {
    const operator = this.oneOf(record.operator, TEXT_OPERATORS, [...path, 'operator'], 'Operator');
    if (operator === 'isSet' || operator === 'isNotSet') {
      if (record.value !== undefined && record.value !== null) {
        this.fail([...path, 'value'], message('The {{operator}} operator takes no value.', { operator }));
      }
      return { operator };
    }
    return { operator, value: this.text(record.value, [...path, 'value']) };
  }

  parse(raw: Json, path: (string | number)[], depth: number): SegmentRule {
    if (depth > RULE_LIMITS.depth) {
      this.fail(
        path,
        message('Rules may be nested at most {{max}} levels deep.', { max: RULE_LIMITS.depth }),
      );
    }
    const type = (raw as { type?: Json } | null)?.type;
    switch (type) {
      case 'group':
        return this.group(raw, path, depth);
      case 'attribute':
      case 'field':
      case 'feedback': {
        this.conditions += 1;
        if (this.conditions > RULE_LIMITS.conditions) {
          this.fail(
            path,
            message('A segment has at most {{max}} conditions.', { max: RULE_LIMITS.conditions }),
          );
        }
        if (type === 'attribute') return this.attribute(raw, path);
        if (type === 'field') return this.field(raw, path);
        return this.feedback(raw, path);
      }
      default:
        this.object(raw, path, ['type']);
        return this.fail([...path, 'type'], 'Type must be one of group, attribute, field, feedback.');
    }
  }

  private group(raw: Json, path: (string | number)[], depth: number): RuleGroup {
    const record = this.object(raw, path, ['type', 'match', 'rules']);
    const match = this.oneOf(record.match, ['all', 'any'] as const, [...path, 'match'], 'Match');
    if (!Array.isArray(record.rules) || record.rules.length === 0) {
      this.fail([...path, 'rules'], 'A group needs at least one rule.');
    }
    if (record.rules.length > RULE_LIMITS.groupSize) {
      this.fail(
        [...path, 'rules'],
        message('A group has at most {{max}} rules.', { max: RULE_LIMITS.groupSize }),
      );
    }
    const rules = record.rules.map((rule, index) => this.parse(rule, [...path, 'rules', index], depth + 1));
    return { type: 'group', match, rules };
  }

  private attribute(raw: Json, path: (string | number)[]): AttributeCondition {
    const record = this.object(raw, path, ['type', 'key', 'operator', 'value']);
    if (typeof record.key !== 'string' || !ATTRIBUTE_KEY_PATTERN.test(record.key.trim())) {
      this.fail(
        [...path, 'key'],
        'Attribute must be 1 to 64 letters, digits, spaces, _ . or -, starting with a letter or digit.',
      );
    }
    const key = record.key.trim();
    if (NUMBER_OPERATORS.includes(record.operator as NumberOperator)) {
      const value = typeof record.value === 'string' ? Number(record.value.trim()) : record.value;
      if (typeof value !== 'number' || !Number.isFinite(value) || record.value === '') {
        this.fail([...path, 'value'], 'Value must be a number for this operator.');
      }
      return { type: 'attribute', key, operator: record.operator as NumberOperator, value };
    }
    if (typeof record.operator !== 'string' || !TEXT_OPERATORS.includes(record.operator as TextOperator)) {
      this.fail(
        [...path, 'operator'],
        message('Operator must be one of {{operators}}.', {
          operators: [...TEXT_OPERATORS, ...NUMBER_OPERATORS].join(', '),
        }),
      );
    }
    return { type: 'attribute', key, ...this.textTest(record, path) };
  }

  private field(raw: Json, path: (string | number)[]): FieldCondition {
    const record = this.object(raw, path, ['type', 'field', 'operator', 'value']);
    const field = this.oneOf(record.field, CONTACT_FIELDS, [...path, 'field'], 'Field');
    return { type: 'field', field, ...this.textTest(record, path) };
  }

  private feedback(raw: Json, path: (string | number)[]): FeedbackCondition {
    const record = this.object(raw, path, ['type', 'operator', 'sentiment', 'withinDays', 'minimumCount']);
    const condition: FeedbackCondition = {
      type: 'feedback',
      operator: this.oneOf(
        record.operator,
        ['gave', 'didNotGive'] as const,
        [...path, 'operator'],
        'Operator',
      ),
    };
    if (record.sentiment != null) {
      condition.sentiment = this.oneOf(record.sentiment, SENTIMENTS, [...path, 'sentiment'], 'Sentiment');
    }
    if (record.withinDays != null) {
      condition.withinDays = this.integer(
        record.withinDays,
        [...path, 'withinDays'],
        'Within days',
        1,
        RULE_LIMITS.withinDays,
      );
    }
    if (record.minimumCount != null) {
      condition.minimumCount = this.integer(
        record.minimumCount,
        [...path, 'minimumCount'],
        'Minimum count',
        1,
        RULE_LIMITS.minimumCount,
      );
    }
    return condition;
  }
}

/** The tree, or BAD_USER_INPUT whose `field` is the path of the node at fault under `root`. */
export function parseSegmentRules(raw: unknown, root = 'rules'): SegmentRule {
  if (raw === null || raw === undefined) throw badUserInput('Rules are required.', root);
  return new RuleParser(root).parse(raw, [], 1);
}
