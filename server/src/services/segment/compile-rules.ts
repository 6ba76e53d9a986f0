import { and, or, type SQL, sql } from 'drizzle-orm';
import { contacts, recordings } from '../../db/schema';
import { likePattern } from '../validation/fields';
import type {
  AttributeCondition,
  ContactField,
  FeedbackCondition,
  FieldCondition,
  NumberOperator,
  SegmentRule,
  TextTest,
} from './segment-rules';

/**
 * A parsed rule tree as one SQL condition on `contacts`. Every value the user wrote travels as a
 * bind parameter (never in the SQL text), and no expression can fail at run time: a number
 * operator casts only text that is a number, so a bad rule is refused by segment-rules.ts and
 * never becomes a 500 here.
 */
export function compileRules(rule: SegmentRule): SQL {
  switch (rule.type) {
    case 'group': {
      const parts = rule.rules.map(compileRules);
      return sql`(${(rule.match === 'all' ? and(...parts) : or(...parts))!})`;
    }
    case 'attribute':
      return attributeCondition(rule);
    case 'field':
      return textCondition(fieldColumn(rule.field), rule);
    case 'feedback':
      return feedbackCondition(rule);
  }
}

const FIELD_COLUMNS: Record<ContactField, SQL> = {
  email: sql`${contacts.email}`,
  name: sql`${contacts.name}`,
  phoneNumber: sql`${contacts.phoneNumber}`,
  externalId: sql`${contacts.externalId}`,
};

const fieldColumn = (field: FieldCondition['field']): SQL => FIELD_COLUMNS[field];

/**
 * Text comparisons ignore case. A missing value (null) is "not equal" to and "does not contain"
 * anything, and is never equal to, containing or starting with anything.
 */
function textCondition(value: SQL, test: TextTest): SQL {
  switch (test.operator) {
    case 'isSet':
      return sql`coalesce(${value}, '') <> ''`;
    case 'isNotSet':
      return sql`coalesce(${value}, '') = ''`;
    case 'equals':
      return sql`lower(${value}) = lower(${test.value})`;
    case 'notEquals':
      return sql`coalesce(lower(${value}) <> lower(${test.value}), true)`;
    case 'contains':
      return sql`${value} ilike ${likePattern(test.value)}`;
    case 'notContains':
      return sql`coalesce(${value} not ilike ${likePattern(test.value)}, true)`;
    case 'startsWith':
      return sql`${value} ilike ${`${likePattern(test.value).slice(1)}`}`;
  }
}

const NUMBER_SQL: Record<NumberOperator, SQL> = {
  greaterThan: sql.raw('>'),
  greaterThanOrEqual: sql.raw('>='),
  lessThan: sql.raw('<'),
  lessThanOrEqual: sql.raw('<='),
};

/** Decimal numbers as CSV cells and JSON numbers write them (an exponent is not accepted). */
const NUMBER_PATTERN = '^\\s*[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)\\s*$';

function attributeCondition(rule: AttributeCondition): SQL {
  const value = sql`(${contacts.attributes} ->> ${rule.key})`;
  if ('value' in rule && typeof rule.value === 'number') {
    const operator = NUMBER_SQL[rule.operator as NumberOperator];
    // CASE guarantees the cast only sees text the pattern accepted.
    return sql`(case when ${value} ~ ${NUMBER_PATTERN} then trim(${value})::numeric end) ${operator} ${String(rule.value)}::numeric`;
  }
  return textCondition(value, rule as TextTest);
}

/**
 * The contact's recordings: the product's recordings whose visitor left this e-mail (the widget's
 * form, any case). recordings_contact_email_idx serves the look-up.
 */
function feedbackCondition(rule: FeedbackCondition): SQL {
  const conditions: SQL[] = [
    sql`r.organisation_id = ${contacts.organisationId}`,
    sql`r.product_id = ${contacts.productId}`,
    sql`r.contact_email is not null`,
    sql`lower(r.contact_email) = ${contacts.email}`,
  ];
  if (rule.sentiment) conditions.push(sql`r.sentiment_label = ${rule.sentiment}::sentiment_label`);
  if (rule.withinDays) {
    conditions.push(sql`r.created_at >= now() - make_interval(days => ${rule.withinDays}::int)`);
  }
  const matching = sql`select 1 from ${recordings} r where ${and(...conditions)}`;
  const minimum = rule.minimumCount ?? 1;
  const gave =
    minimum === 1
      ? sql`exists (${matching})`
      : // Stops counting at the minimum: a contact with thousands of recordings costs no more.
        sql`(select count(*) from (${matching} limit ${minimum}::int) enough) >= ${minimum}::int`;
  return rule.operator === 'gave' ? gave : sql`not ${gave}`;
}
