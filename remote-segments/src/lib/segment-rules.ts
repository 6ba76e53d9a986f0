/**
 * The rule tree of a Dynamic segment, as the API's SegmentRules scalar carries it (the server's
 * services/segment/segment-rules.ts checks it and names the node at fault when it is wrong).
 */
export type SegmentRule = RuleGroup | RuleCondition;

export interface RuleGroup {
  type: 'group';
  match: 'all' | 'any';
  rules: SegmentRule[];
}

export type RuleCondition = AttributeCondition | FieldCondition | FeedbackCondition;

export interface AttributeCondition {
  type: 'attribute';
  key: string;
  operator: TextOperator | NumberOperator;
  value?: string | number;
}

export interface FieldCondition {
  type: 'field';
  field: ContactField;
  operator: TextOperator;
  value?: string;
}

export interface FeedbackCondition {
  type: 'feedback';
  operator: 'gave' | 'didNotGive';
  sentiment?: 'Positive' | 'Neutral' | 'Negative';
  withinDays?: number;
  minimumCount?: number;
}

export type TextOperator =
  | 'equals'
  | 'notEquals'
  | 'contains'
  | 'notContains'
  | 'startsWith'
  | 'isSet'
  | 'isNotSet';
export type NumberOperator = 'greaterThan' | 'greaterThanOrEqual' | 'lessThan' | 'lessThanOrEqual';
export type ContactField = 'email' | 'name' | 'phoneNumber' | 'externalId';

export const TEXT_OPERATORS: TextOperator[] = [
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'startsWith',
  'isSet',
  'isNotSet',
];

/** Comparisons read the same in every language. */
export const NUMBER_OPERATOR_SIGNS: Record<NumberOperator, string> = {
  greaterThan: '>',
  greaterThanOrEqual: '≥',
  lessThan: '<',
  lessThanOrEqual: '≤',
};

export const NUMBER_OPERATORS = Object.keys(NUMBER_OPERATOR_SIGNS) as NumberOperator[];

export const CONTACT_FIELDS: ContactField[] = ['email', 'name', 'phoneNumber', 'externalId'];

export const isGroup = (rule: SegmentRule): rule is RuleGroup => rule.type === 'group';

export const takesValue = (operator: string): boolean => operator !== 'isSet' && operator !== 'isNotSet';

export const isNumberOperator = (operator: string): operator is NumberOperator =>
  Object.hasOwn(NUMBER_OPERATOR_SIGNS, operator);

/** What a new Dynamic segment starts with: the contacts who gave feedback at all. */
export const STARTER_RULES: RuleGroup = {
  type: 'group',
  match: 'all',
  rules: [{ type: 'feedback', operator: 'gave' }],
};

/** The root of a stored tree, as a group the editor can work on. */
export function asRootGroup(rules: unknown): RuleGroup {
  const rule = rules as SegmentRule | null | undefined;
  if (!rule || typeof rule !== 'object') return STARTER_RULES;
  return isGroup(rule) ? rule : { type: 'group', match: 'all', rules: [rule] };
}
