import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
} from 'graphql';
import { z } from 'zod';
import { submissionSchema, uploadRequestSchema } from '../../../src/services/recording/submission-input';
import {
  CONTACT_FIELDS,
  NUMBER_OPERATORS,
  SENTIMENTS,
  TEXT_OPERATORS,
} from '../../../src/services/segment/segment-rules';
import { UUID_PATTERN } from '../../../src/services/validation/fields';
import { identitySchema } from '../../../src/services/widget/visitor-identity';

/**
 * Arbitraries for fuzzing the API: GraphQL operations built from the executable schema, the
 * widget API's JSON bodies built from the JSON Schemas of its own zod validators, and raw HTTP
 * requests to both. Values are a mix of plausible ones (so resolvers and the database are
 * reached) and hostile ones (so every refusal path is exercised).
 */

/** The kinds of entity the fuzzed organisation holds, whose real ids the fuzzer sends. */
export const ENTITY_KINDS = [
  'organisation',
  'user',
  'product',
  'platform',
  'category',
  'campaign',
  'attentionItem',
  'contact',
  'contactImport',
  'segment',
  'export',
  'integration',
  'delivery',
  'notification',
  'recording',
  'submission',
  'apiKey',
  'invitation',
  'question',
  'questionGroup',
  'auditEvent',
] as const;

export type EntityKind = (typeof ENTITY_KINDS)[number];

/**
 * What the fuzzer knows of the organisation it acts in. The lists are read when a value is
 * generated, so entities created (or deleted) by earlier cases are picked up as the run goes.
 */
export interface FuzzTargets {
  ids: Record<EntityKind, string[]>;
  widgetKey: string;
  /** Contacts' and people's e-mail addresses. */
  emails: string[];
  /** Event pages' slugs. */
  slugs: string[];
  /** Keys of uploaded recordings (and of upload tickets handed out). */
  fileKeys: string[];
  /** Visitor identities signed with the organisation's widget identity secret. */
  signedIdentities: { email: string; signature: string }[];
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** Picks from a list as it is when the value is generated; `fallback` while it is empty. */
function live<T>(list: () => readonly T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.nat().chain((index) => {
    const current = list();
    return current.length > 0 ? fc.constant(current[index % current.length]!) : fallback;
  });
}

const weighted = <T>(...entries: [number, fc.Arbitrary<T>][]): fc.Arbitrary<T> =>
  fc.oneof(...entries.map(([weight, arbitrary]) => ({ weight, arbitrary })));

// ---------------------------------------------------------------------------------------------
// Scalars
// ---------------------------------------------------------------------------------------------

/** Inputs that have broken parsers, databases, templates and terminals before. */
const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t\n ',
  '\u0000',
  'a\u0000b',
  '\u0007\u0008\u001b[31mred\u001b[0m',
  'line one\r\nBcc: everyone@example.com',
  '\u000b\u000c\u0085\u2028\u2029',
  '\ud800',
  '\udfff',
  'lone \ud83d surrogate',
  '\udc00\ud800',
  '\ufeffbom',
  '\u200b\u200c\u200d\u2060',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום עולם',
  '👩‍👩‍👧‍👦🏳️‍🌈🇬🇧',
  'Z̤̔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'ﷺ𒐫𒈙⸻',
  "'; drop table users; --",
  "' or '1'='1",
  '"; select pg_sleep(5); --',
  "\\'; select 1; --",
  '$1',
  '%s%n%x%d',
  '%',
  '_',
  '\\',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  '${7*7}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  'C:\\Windows\\system32',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '0',
  '-1',
  '1e309',
  '[]',
  '{}',
  '{"a":',
  '__proto__',
  'constructor',
  'toString',
];

/** Lengths just inside and just outside the limits the services state. */
const BOUNDARY_LENGTHS = [
  35, 36, 64, 65, 100, 101, 128, 129, 200, 201, 254, 255, 256, 500, 501, 1000, 1001, 2000, 2001, 2048, 2049,
  5000, 5001,
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** Any UTF-16 unit soup: full Unicode, control characters and halves of surrogate pairs. */
const anyCharacters = fc.string({
  unit: weighted(
    [6, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })],
    [2, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })],
    [1, controlCharacter],
    [1, loneSurrogate],
  ),
  maxLength: 40,
});

/** Up to ~100 KB: a short piece repeated, cut anywhere (a cut may split a surrogate pair). */
const hugeString = fc
  .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }), fc.integer({ min: 10_000, max: 100_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

const boundaryString = fc
  .tuple(fc.constantFrom(...BOUNDARY_LENGTHS), fc.constantFrom('x', 'é', '😀', ' ', '\u0000'))
  .map(([length, unit]) => unit.repeat(length));

const hostileString: fc.Arbitrary<string> = weighted(
  [5, fc.constantFrom(...NASTY_STRINGS)],
  [4, anyCharacters],
  [2, boundaryString],
  [1, hugeString],
  [1, fc.tuple(fc.constantFrom(...NASTY_STRINGS), fc.lorem({ maxCount: 3 })).map(([a, b]) => `${b}${a}${b}`)],
);

/** A value of some other JSON type than the one expected. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.constant({ nested: { deeper: [1, 'two', null] } }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);

const intValue: fc.Arbitrary<unknown> = weighted<unknown>(
  [
    4,
    fc.constantFrom(
      0,
      1,
      -1,
      2 ** 31 - 1,
      -(2 ** 31),
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53,
      -(2 ** 53),
      Number.MAX_SAFE_INTEGER,
      20,
      100,
      101,
      1000,
      3650,
      3651,
      7 * 24 * 60 * 60 * 1000,
    ),
  ],
  [3, fc.integer({ min: -5, max: 200 })],
  [2, fc.integer()],
  [1, fc.constantFrom(1.5, -0.5, 1e21, '5', '', true, null)],
);

/** NaN and ±Infinity become null in JSON variables; in inline literals they are written as 1e999. */
const floatValue: fc.Arbitrary<unknown> = weighted<unknown>(
  [3, fc.double()],
  [3, fc.constantFrom(0, -0, 1, 1.5, 16 / 9, 0.0001, 1e308, -1e308, 5e-324, 2 ** 53 + 2, -1)],
  [1, fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY)],
  [1, fc.constantFrom('NaN', 'Infinity', '1.5', '', true)],
);

const booleanValue: fc.Arbitrary<unknown> = weighted<unknown>(
  [8, fc.boolean()],
  [1, fc.constantFrom('true', 'false', 1, 0, '', 'yes')],
);

const recentDateTime: fc.Arbitrary<string> = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

/** ISO timestamps inside and far outside what PostgreSQL stores, and things that are not one. */
const dateTimeValue: fc.Arbitrary<unknown> = weighted<unknown>(
  [5, recentDateTime],
  [
    3,
    fc.constantFrom(
      '2026-02-30T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-01-01T25:61:61Z',
      '2026-01-01T00:00:00+25:00',
      '2026-01-01',
      '2026-01-01T00:00:00',
      '2026-06-01T12:00:00+14:00',
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999Z',
      '+275760-09-13T00:00:00.000Z',
      '-271821-04-20T00:00:00.000Z',
      '-004714-11-24T00:00:00Z',
      '+010000-01-01T00:00:00Z',
      '1',
      '0',
      '12',
      'yesterday',
      'Invalid Date',
      'Tue, 01 Dec 2026 10:00:00 GMT',
      '2026-01-01T00:00:00.0000000001Z',
    ),
  ],
  [1, fc.date({ noInvalidDate: true }).map((date) => date.toISOString())],
  [1, hostileString],
  [1, fc.oneof(fc.integer(), fc.constant(0), fc.constant(8.64e15))],
);

/** Plausible values for a string named like this (an argument or an input field). */
function plausibleString(name: string, targets: FuzzTargets): fc.Arbitrary<string> {
  const key = name.toLowerCase();
  const emails = live(() => targets.emails, fc.emailAddress());
  if (key.includes('email'))
    return weighted(
      [3, emails],
      [2, fc.emailAddress()],
      [1, emails.map((email) => ` ${email.toUpperCase()} `)],
      [1, fc.constantFrom('a@b', 'x@localhost', 'ö@exämple.de', 'a@b.c'.repeat(60), '@example.com')],
    );
  if (/url|website|uri/.test(key))
    return weighted(
      [3, fc.webUrl({ withQueryParameters: true, withFragments: true })],
      [
        1,
        fc.constantFrom(
          'https://shop.example/checkout',
          'http://127.0.0.1:8080/admin',
          'http://[::1]/',
          'http://169.254.169.254/latest/meta-data',
          'https://93.184.215.14/hook',
          'https://hooks.slack.com/services/T000/B000/XXXX',
          'ftp://example.com/file',
          'javascript:alert(1)',
          'https://exa mple.com',
          'https://user:pass@example.com/',
          `https://example.com/${'a'.repeat(3000)}`,
        ),
      ],
    );
  if (key === 'timezone')
    return fc.constantFrom(
      'Europe/London',
      'UTC',
      'America/New_York',
      'Asia/Kolkata',
      'Mars/Olympus',
      '+01:00',
      '',
    );
  if (key.includes('country')) return fc.constantFrom('GB', 'US', 'DE', 'gb', 'XX', 'GBR', '');
  if (key.includes('phone'))
    return weighted(
      [4, fc.constantFrom('+44 20 7946 0958', '+1 202 555 0143', '0044 20 7946 0958', '(+44) 20.7946.0958')],
      [1, fc.constantFrom('12345', '+999999999999999', '+', '+44 20 7946 09589999')],
    );
  if (/color|colour|^background$|^text$|^textbox$|^button$/.test(key))
    return fc.constantFrom('#ffffff', '#FFF', '#2e8b57', 'red', 'rgb(0, 0, 0)', '#gggggg', '#12345678');
  if (key === 'slug') return weighted([3, live(() => targets.slugs, fc.string())], [1, fc.string()]);
  if (key === 'key')
    return weighted(
      [3, fc.constant(targets.widgetKey)],
      [1, fc.constantFrom('plan', 'Plan Name', 'a.b', '__proto__')],
      [1, fc.base64String()],
    );
  if (key.includes('token'))
    return fc.oneof(fc.base64String({ maxLength: 64 }), fc.uuid(), fc.stringMatching(/^[0-9a-f]{64}$/));
  if (key.includes('language')) return fc.constantFrom('en', 'en-GB', 'de', 'fr-CA', 'xx-YY', 'zz', '');
  if (key === 'delimiter') return fc.constantFrom(',', ';', '\t', '|', '', ',,', '"');
  if (key === 'filename')
    return fc.constantFrom('contacts.csv', 'a/../../b.csv', 'photo.png', 'x'.repeat(300));
  if (key === 'type' || key.includes('contenttype'))
    return fc.constantFrom(
      'image/png',
      'image/jpeg',
      'audio/webm',
      'text/html',
      'application/x-sh',
      'image/svg+xml',
    );
  if (key === 'column') return fc.constantFrom('email', 'Name', 'plan', 'missing column');
  if (key === 'theme' || key === 'search')
    return fc.constantFrom('plan', 'refund', '%', '_', '\\', 'a%b_c', 'checkout');
  if (key === 'botcheck') return fc.base64String({ maxLength: 200 });
  return weighted(
    [3, fc.lorem({ maxCount: 4 })],
    [2, fc.string({ unit: 'grapheme', maxLength: 30 })],
    [1, fc.constantFrom('Acme', 'Checkout', 'How was it?', 'refund', 'Weekly')],
  );
}

/** Code units that pass length and format checks but not every layer below them. */
const SMUGGLED = ['\u0000', '\ud800', '\udfff', '\u202e', '\ufeff', '\u0085', '\u001b', '😀', '\u0301'];

/** A plausible text with one troublesome code unit put somewhere inside it. */
const smuggled = (text: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(text, fc.constantFrom(...SMUGGLED), fc.nat()).map(([base, unit, at]) => {
    const index = base.length === 0 ? 0 : at % (base.length + 1);
    return `${base.slice(0, index)}${unit}${base.slice(index)}`;
  });

function stringValue(name: string, targets: FuzzTargets): fc.Arbitrary<unknown> {
  const plausible = plausibleString(name, targets);
  return weighted([5, plausible], [2, smuggled(plausible)], [2, hostileString], [1, wrongType]);
}

/** The entity an argument or input field named like this points at, within a root field. */
function entityOf(rootField: string, name: string): EntityKind | null {
  const byName: Record<string, EntityKind> = {
    productId: 'product',
    campaignId: 'campaign',
    segmentId: 'segment',
    integrationId: 'integration',
    questionGroupId: 'questionGroup',
    questionId: 'question',
    questions: 'question',
    assigneeId: 'user',
    userIds: 'user',
    platformId: 'platform',
    categoryId: 'category',
    subCategoryId: 'category',
    organizationId: 'organisation',
    organisationId: 'organisation',
    submissionId: 'submission',
    inviteId: 'invitation',
    contactIds: 'contact',
    ids: 'campaign',
    after: rootField === 'auditEvents' ? 'auditEvent' : 'recording',
  };
  if (byName[name]) return byName[name];
  if (name !== 'id') return null;
  const byField: [RegExp, EntityKind][] = [
    [/delivery/i, 'delivery'],
    [/attention/i, 'attentionItem'],
    [/contactImport/i, 'contactImport'],
    [/contact/i, 'contact'],
    [/campaign/i, 'campaign'],
    [/segment/i, 'segment'],
    [/export/i, 'export'],
    [/integration/i, 'integration'],
    [/notification/i, 'notification'],
    [/organi[sz]ation/i, 'organisation'],
    [/product/i, 'product'],
    [/recording/i, 'recording'],
    [/apiKey/i, 'apiKey'],
    [/invit|newUser/i, 'invitation'],
    [/user|email/i, 'user'],
  ];
  return byField.find(([pattern]) => pattern.test(rootField))?.[1] ?? null;
}

const malformedIds = fc.constantFrom(
  '',
  ' ',
  'not-a-uuid',
  '0',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '{00000000-0000-0000-0000-000000000000}',
  '00000000000000000000000000000000',
  "00000000-0000-0000-0000-000000000000' or '1'='1",
);

function idValue(kind: EntityKind | null, targets: FuzzTargets): fc.Arbitrary<unknown> {
  const anyReal = live(() => ENTITY_KINDS.flatMap((entity) => targets.ids[entity]), fc.uuid());
  const real = kind ? live(() => targets.ids[kind], anyReal) : anyReal;
  return weighted<unknown>(
    [8, real],
    [2, anyReal],
    [1, real.map((id) => id.toUpperCase())],
    [1, real.map((id) => ` ${id}\n`)],
    [2, fc.uuid()],
    [2, malformedIds],
    [1, hostileString],
    [1, fc.integer()],
  );
}

/** Rule trees of Dynamic segments: mostly well formed, sometimes just past a limit, sometimes junk. */
function segmentRulesValue(): fc.Arbitrary<unknown> {
  const textOperator = fc.constantFrom(...TEXT_OPERATORS);
  const value = weighted<unknown>([4, fc.lorem({ maxCount: 2 })], [1, hostileString], [1, wrongType]);
  const condition = fc.oneof(
    fc.record({
      type: fc.constant('field'),
      field: weighted<unknown>([5, fc.constantFrom(...CONTACT_FIELDS)], [1, hostileString]),
      operator: textOperator,
      value,
    }),
    fc.record({
      type: fc.constant('attribute'),
      key: weighted<unknown>([4, fc.constantFrom('plan', 'Plan Name', 'seats')], [1, hostileString]),
      operator: weighted<unknown>([1, textOperator], [1, fc.constantFrom(...NUMBER_OPERATORS)]),
      value: weighted<unknown>([1, value], [1, floatValue], [1, intValue]),
    }),
    fc.record(
      {
        type: fc.constant('feedback'),
        operator: fc.constantFrom('gave', 'didNotGive', 'maybe'),
        sentiment: weighted<unknown>([4, fc.constantFrom(...SENTIMENTS)], [1, hostileString]),
        withinDays: intValue,
        minimumCount: intValue,
      },
      { requiredKeys: ['type', 'operator'] },
    ),
  );
  const { tree } = fc.letrec<{ tree: unknown; group: unknown }>((tie) => ({
    tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, condition, tie('group')),
    group: fc.record({
      type: fc.constant('group'),
      match: fc.constantFrom('all', 'any', 'none'),
      rules: fc.array(tie('tree'), { maxLength: 4 }),
    }),
  }));
  const deep = fc.integer({ min: 6, max: 40 }).map((levels) => {
    let node: unknown = { type: 'field', field: 'email', operator: 'isSet' };
    for (let level = 0; level < levels; level++) node = { type: 'group', match: 'all', rules: [node] };
    return node;
  });
  const wide = fc.integer({ min: 21, max: 120 }).map((count) => ({
    type: 'group',
    match: 'any',
    rules: Array.from({ length: count }, () => ({
      type: 'field',
      field: 'name',
      operator: 'contains',
      value: 'a',
    })),
  }));
  return weighted<unknown>(
    [
      6,
      fc.record({
        type: fc.constant('group'),
        match: fc.constantFrom('all', 'any'),
        rules: fc.array(tree, { minLength: 1, maxLength: 4 }),
      }),
    ],
    [1, deep],
    [1, wide],
    [1, fc.jsonValue({ maxDepth: 3 })],
    [1, hostileString],
  );
}

// ---------------------------------------------------------------------------------------------
// GraphQL operations from the schema
// ---------------------------------------------------------------------------------------------

interface ValueContext {
  targets: FuzzTargets;
  /** The root field the value is an argument of. */
  rootField: string;
}

const EXTRA_FIELD_NAMES = [
  'extra',
  'id',
  'organisationId',
  'organizationId',
  'role',
  'isAdmin',
  '__proto__',
  'constructor',
];

function scalarValue(type: GraphQLNamedType, name: string, context: ValueContext): fc.Arbitrary<unknown> {
  switch (type.name) {
    case 'String':
      return stringValue(name, context.targets);
    case 'ID':
      return idValue(entityOf(context.rootField, name), context.targets);
    case 'Int':
      return intValue;
    case 'Float':
      return floatValue;
    case 'Boolean':
      return booleanValue;
    case 'DateTime':
      return dateTimeValue;
    case 'SegmentRules':
      return segmentRulesValue();
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/**
 * A value for an input of `type`: right most of the time, and sometimes null, missing, of the
 * wrong type, with unknown fields, or too deep.
 */
function inputValue(
  type: GraphQLInputType,
  name: string,
  context: ValueContext,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return weighted(
      [16, inputValue(type.ofType, name, context, depth).filter((value) => value !== undefined)],
      [1, fc.constant(null)],
      [1, fc.constant(undefined)],
    );
  }
  const present = presentValue(type, name, context, depth);
  return weighted([8, present], [1, fc.constant(null)], [2, fc.constant(undefined)]);
}

function presentValue(
  type: GraphQLInputType,
  name: string,
  context: ValueContext,
  depth: number,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return presentValue(type.ofType, name, context, depth);
  if (isListType(type)) {
    const item = inputValue(type.ofType as GraphQLInputType, name, context, depth + 1);
    return weighted<unknown>(
      [8, fc.array(item, { maxLength: 4 })],
      [1, item],
      [1, fc.tuple(item, fc.integer({ min: 50, max: 400 })).map(([one, count]) => Array(count).fill(one))],
      [1, fc.integer({ min: 3, max: 60 }).map((levels) => nestedList(levels))],
    );
  }
  if (isEnumType(type)) {
    const values = type.getValues().map((value) => value.name);
    return weighted<unknown>(
      [12, fc.constantFrom(...values)],
      [1, fc.constantFrom('UNKNOWN_VALUE', values[0]!.toLowerCase(), `${values[0]} `, '', '__proto__')],
      [1, hostileString],
      [1, fc.integer()],
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constantFrom({}, null);
    const fields = Object.values(type.getFields());
    const entries = fields.map((field) => {
      const required = isNonNullType(field.type);
      return fc.tuple(
        fc.constant(field.name),
        weighted([required ? 19 : 6, fc.constant(true)], [required ? 1 : 4, fc.constant(false)]),
        inputValue(field.type, field.name, context, depth + 1),
      );
    });
    const extras = fc.option(
      fc.dictionary(fc.constantFrom(...EXTRA_FIELD_NAMES), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }),
      { freq: 8 },
    );
    const object = fc.tuple(fc.tuple(...entries), extras).map(([chosen, extra]) => {
      const value: Record<string, unknown> = {};
      for (const [field, include, fieldValue] of chosen) if (include) value[field] = fieldValue;
      // defineProperty, so that an extra `__proto__` is an own key like JSON.parse makes it.
      for (const [key, extraValue] of Object.entries(extra ?? {}))
        Object.defineProperty(value, key, { value: extraValue, enumerable: true, writable: true });
      return value;
    });
    return weighted<unknown>([12, object], [1, wrongType], [1, hostileString]);
  }
  return scalarValue(type, name, context);
}

function nestedList(levels: number): unknown {
  let value: unknown = [];
  for (let level = 0; level < levels; level++) value = [value];
  return value;
}

/** One argument as sent: as a variable, written inline in the document, or left out. */
interface ArgumentChoice {
  name: string;
  mode: 'variable' | 'inline' | 'omitted';
  /** The variable's declared type (usually the argument's own). */
  declaredType: string;
  value: unknown;
}

export interface GraphQLCase {
  operationType: 'query' | 'mutation';
  field: string;
  document: string;
  variables: Record<string, unknown>;
}

/** A GraphQL literal for `value` where `type` is expected (or near enough to be interesting). */
function literalOf(value: unknown, type: GraphQLInputType | null): string {
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) {
    const itemType = inner && isListType(inner) ? (inner.ofType as GraphQLInputType) : inner;
    return `[${value.map((item) => literalOf(item, itemType)).join(', ')}]`;
  }
  if (typeof value === 'string') {
    if (inner && isEnumType(inner) && NAME.test(value)) return value;
    return JSON.stringify(value);
  }
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'NaN';
    if (!Number.isFinite(value)) return value > 0 ? '1e999' : '-1e999';
    return Object.is(value, -0) ? '-0' : String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const fields = inner && isInputObjectType(inner) ? inner.getFields() : {};
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key]) => NAME.test(key))
      .map(([key, field]) => `${key}: ${literalOf(field, fields[key]?.type ?? null)}`);
    return `{${entries.join(', ')}}`;
  }
  return JSON.stringify(String(value));
}

function declaredTypeOf(argument: GraphQLArgument): fc.Arbitrary<string> {
  const own = String(argument.type);
  const others = [own.endsWith('!') ? own.slice(0, -1) : `${own}!`, 'String', 'Int', '[ID!]!', 'Boolean!'];
  return weighted([24, fc.constant(own)], [1, fc.constantFrom(...others)]);
}

function argumentChoice(argument: GraphQLArgument, context: ValueContext): fc.Arbitrary<ArgumentChoice> {
  const required = isRequiredArgument(argument);
  return fc.record({
    name: fc.constant(argument.name),
    mode: weighted(
      [14, fc.constant('variable' as const)],
      [5, fc.constant('inline' as const)],
      [required ? 1 : 3, fc.constant('omitted' as const)],
    ),
    declaredType: declaredTypeOf(argument),
    value: inputValue(argument.type, argument.name, context),
  });
}

/**
 * What an operation selects: nothing of a leaf; of an object, `__typename` and its id for a
 * mutation (so that a failure is the mutation's, not a field's), and every scalar field that
 * needs no argument for a query (so that stored values go through their serialisers).
 */
function selectionOf(type: GraphQLOutputType, operationType: 'query' | 'mutation'): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const fields = Object.values(named.getFields());
  const leaves = fields.filter(
    (field) => isLeafType(getNamedType(field.type)) && field.args.every((arg) => !isRequiredArgument(arg)),
  );
  const chosen =
    operationType === 'mutation' ? leaves.filter((field) => field.name === 'id') : leaves.slice(0, 40);
  return `{ __typename ${chosen.map((field) => field.name).join(' ')} }`;
}

function operationCase(
  operationType: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  targets: FuzzTargets,
): fc.Arbitrary<GraphQLCase> {
  const context: ValueContext = { targets, rootField: field.name };
  const selection = selectionOf(field.type, operationType);
  return fc.tuple(...field.args.map((argument) => argumentChoice(argument, context))).map((choices) => {
    const definitions: string[] = [];
    const argumentsText: string[] = [];
    const variables: Record<string, unknown> = {};
    for (const choice of choices) {
      const argument = field.args.find((candidate) => candidate.name === choice.name)!;
      if (choice.mode === 'omitted' || (choice.mode === 'inline' && choice.value === undefined)) continue;
      if (choice.mode === 'inline') {
        argumentsText.push(`${choice.name}: ${literalOf(choice.value, argument.type)}`);
        continue;
      }
      definitions.push(`$${choice.name}: ${choice.declaredType}`);
      argumentsText.push(`${choice.name}: $${choice.name}`);
      if (choice.value !== undefined) variables[choice.name] = choice.value;
    }
    const header = definitions.length > 0 ? `(${definitions.join(', ')})` : '';
    const call = argumentsText.length > 0 ? `(${argumentsText.join(', ')})` : '';
    return {
      operationType,
      field: field.name,
      document: `${operationType} Fuzz${header} { ${field.name}${call} ${selection} }`,
      variables,
    };
  });
}

/**
 * Any query or mutation of the schema with generated arguments; fields that take arguments are
 * chosen nine times as often as those that take none.
 */
export function graphqlCase(
  schema: GraphQLSchema,
  targets: FuzzTargets,
  options: { skip?: readonly string[] } = {},
): fc.Arbitrary<GraphQLCase> {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  const withArguments: fc.Arbitrary<GraphQLCase>[] = [];
  const withoutArguments: fc.Arbitrary<GraphQLCase>[] = [];
  for (const [operationType, root] of roots) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      if (options.skip?.includes(field.name)) continue;
      (field.args.length > 0 ? withArguments : withoutArguments).push(
        operationCase(operationType, field, targets),
      );
    }
  }
  return weighted([9, fc.oneof(...withArguments)], [1, fc.oneof(...withoutArguments)]);
}

// ---------------------------------------------------------------------------------------------
// JSON bodies from JSON Schema (the widget API's zod validators)
// ---------------------------------------------------------------------------------------------

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}

const UUID_LIKE = /0-9a-f\]\{8\}/;

/** Plausible values by property name, tried alongside what the schema alone would give. */
type PropertyHints = Record<string, fc.Arbitrary<unknown>>;

/**
 * A JSON value for `schema`: a plausible one fits the validator's types and limits (so the
 * route's own logic and the database are reached), the other kind is shaped like it with hostile
 * values, nulls, missing and unknown properties; without saying which, either.
 */
function jsonValueFor(schema: JsonSchema, hints: PropertyHints, plausible?: boolean): fc.Arbitrary<unknown> {
  if (plausible !== undefined) return jsonFromSchema(schema, '', hints, 0, plausible);
  return fc.oneof(jsonFromSchema(schema, '', hints, 0, true), jsonFromSchema(schema, '', hints, 0, false));
}

function jsonFromSchema(
  schema: JsonSchema,
  name: string,
  hints: PropertyHints,
  depth: number,
  plausible: boolean,
): fc.Arbitrary<unknown> {
  const hinted = hints[name];
  if (hinted && plausible) return hinted;
  const fromSchema = jsonByType(schema, name, hints, depth, plausible);
  return hinted ? weighted([3, hinted], [2, fromSchema]) : fromSchema;
}

function jsonByType(
  schema: JsonSchema,
  name: string,
  hints: PropertyHints,
  depth: number,
  plausible: boolean,
): fc.Arbitrary<unknown> {
  const chaos = (arbitrary: fc.Arbitrary<unknown>, ...others: [number, fc.Arbitrary<unknown>][]) =>
    plausible ? arbitrary : weighted<unknown>([8, arbitrary], ...others);
  if (schema.enum) {
    return chaos(
      fc.constantFrom(...schema.enum),
      [1, fc.constantFrom('Unknown', '', String(schema.enum[0]).toLowerCase())],
      [1, wrongType],
    );
  }
  switch (schema.type) {
    case 'object': {
      if (depth > 4) return fc.constant({});
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).map(([key, property]) => {
        const value = jsonFromSchema(property, key, hints, depth + 1, plausible);
        return fc.tuple(
          fc.constant(key),
          required.has(key)
            ? weighted([plausible ? 1 : 19, fc.constant(true)], [plausible ? 0 : 1, fc.constant(false)])
            : fc.boolean(),
          plausible ? value : weighted<unknown>([12, value], [1, fc.constant(null)]),
        );
      });
      const extras = plausible
        ? fc.constant(null)
        : fc.option(
            fc.dictionary(fc.constantFrom(...EXTRA_FIELD_NAMES), fc.jsonValue({ maxDepth: 2 }), {
              maxKeys: 2,
            }),
            { freq: 8 },
          );
      const object = fc.tuple(fc.tuple(...entries), extras).map(([chosen, extra]) => {
        const value: Record<string, unknown> = {};
        for (const [key, include, propertyValue] of chosen) if (include) value[key] = propertyValue;
        for (const [key, extraValue] of Object.entries(extra ?? {}))
          Object.defineProperty(value, key, { value: extraValue, enumerable: true, writable: true });
        return value;
      });
      return chaos(object, [1, wrongType], [1, hostileString]);
    }
    case 'array': {
      const item = jsonFromSchema(schema.items ?? {}, name, hints, depth + 1, plausible);
      const limit = schema.maxItems ?? 10;
      return chaos(
        fc.array(item, { minLength: 1, maxLength: Math.min(3, limit) }),
        [
          1,
          fc.tuple(item, fc.constantFrom(limit, limit + 1, limit * 20)).map(([one, n]) => Array(n).fill(one)),
        ],
        [1, fc.constant([])],
        [1, wrongType],
      );
    }
    case 'integer':
    case 'number': {
      const edges = [schema.minimum, schema.maximum]
        .filter((edge): edge is number => edge !== undefined)
        .flatMap((edge) => [edge - 1, edge, edge + 1]);
      const min = schema.minimum ?? 0;
      return chaos(
        fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? 100_000, 100_000)) }),
        [3, edges.length > 0 ? fc.constantFrom(...edges) : intValue],
        [3, intValue],
        [1, floatValue],
      );
    }
    case 'boolean':
      return chaos(fc.boolean(), [1, booleanValue]);
    case 'string': {
      if (schema.format === 'date-time') return chaos(recentDateTime, [2, dateTimeValue]);
      if (schema.pattern && UUID_LIKE.test(schema.pattern))
        return chaos(fc.uuid(), [1, malformedIds], [1, wrongType]);
      const limit = schema.maxLength;
      const edges =
        limit === undefined
          ? fc.constant('')
          : fc.constantFrom('x'.repeat(limit), 'x'.repeat(limit + 1), ' '.repeat(limit + 1));
      const text = fc
        .lorem({ maxCount: 6 })
        .map((words) => (limit === undefined ? words : words.slice(0, limit - 1)));
      return chaos(weighted([3, text], [1, smuggled(text)]), [2, edges], [4, hostileString], [1, wrongType]);
    }
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

// ---------------------------------------------------------------------------------------------
// Raw request bodies
// ---------------------------------------------------------------------------------------------

/** Bodies that are not (quite) JSON. */
const malformedJsonBody: fc.Arbitrary<string | Uint8Array> = weighted<string | Uint8Array>(
  [
    4,
    fc.constantFrom(
      '',
      ' ',
      '{',
      '}',
      '[',
      'null',
      'true',
      '1',
      '"x"',
      '[]',
      '{}',
      '{"query":',
      '{"a":1,}',
      "{'query': '{ health }'}",
      '\ufeff{"query":"{ health }"}',
      '{"query":"{ health }"} trailing',
      '{"query":"{ health }","query":1}',
      'NaN',
      '{"query":"\\ud800"}',
      '{"__proto__":{"isAdmin":true},"query":"{ health }"}',
      'query=%7Bhealth%7D',
    ),
  ],
  [2, fc.string({ unit: 'binary', maxLength: 200 })],
  [1, fc.uint8Array({ maxLength: 200 })],
  [1, fc.integer({ min: 100, max: 30_000 }).map((levels) => `${'['.repeat(levels)}${']'.repeat(levels)}`)],
  [
    1,
    fc.integer({ min: 100, max: 20_000 }).map((levels) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The /graphql transport
// ---------------------------------------------------------------------------------------------

/** Who a raw request claims to be: the resolved token is added by the test. */
export type Authorization = 'admin' | 'apiKey' | 'none' | { header: string };

export interface TransportCase {
  method: string;
  /** Appended to /graphql. */
  search: string;
  contentType: string | null;
  appHeader: boolean;
  authorization: Authorization;
  body: string | Uint8Array | null;
}

const repeatJoined = (count: number, make: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => make(index)).join(' ');

/** Documents from well formed to pathological: nesting, aliases, tokens, directives, cycles. */
const documentText: fc.Arbitrary<string> = weighted(
  [
    5,
    fc.constantFrom(
      '{ health }',
      '{ me { id email role } }',
      '{ getProducts { id name isActive } }',
      '{ __typename }',
      '{ __schema { queryType { name } types { name fields { name } } } }',
      'mutation { markAllNotificationsRead }',
      'mutation { rotateWidgetToken { key } }',
      'query ($id: ID!) { recording(id: $id) { id } }',
      'subscription { health }',
      'query A { health } query B { me { id } }',
      '{ health } fragment F on Query { health }',
      'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
      '{ health @include(if: true) @skip(if: false) }',
      '{ health @unknown }',
      '{ health(extra: 1) }',
      '{ nope }',
      'mutation { health }',
      'query ($a: Int = "x") { health }',
      'query ($a: DateTime = "+275760-09-13T00:00:00.000Z") { health }',
      '{ me { organization { products { users { organization { id } } } } } }',
      '',
      '{',
      '}}}',
      '# only a comment',
      '{ health ',
      '"""unterminated',
      '{ health }\u0000',
    ),
  ],
  [
    2,
    fc
      .integer({ min: 5, max: 1500 })
      .map((levels) => `{ me ${'{ organization '.repeat(levels)}{ id }${' }'.repeat(levels)} }`),
  ],
  [1, fc.integer({ min: 5, max: 300 }).map((count) => `{ ${repeatJoined(count, (i) => `a${i}: health`)} }`)],
  [1, fc.integer({ min: 100, max: 6000 }).map((count) => `{ ${'health '.repeat(count)}}`)],
  [1, fc.integer({ min: 5, max: 200 }).map((count) => `{ health ${'@include(if: true) '.repeat(count)}}`)],
  [1, fc.integer({ min: 1000, max: 1_200_000 }).map((length) => `#${'x'.repeat(length)}\n{ health }`)],
  [2, hostileString],
);

const operationParameters = fc.record(
  {
    query: weighted<unknown>([10, documentText], [1, wrongType], [1, fc.constant(null)]),
    variables: weighted<unknown>(
      [4, fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 3 })],
      [1, wrongType],
      [1, fc.constantFrom(null, '{"id":"x"}', '')],
    ),
    operationName: weighted<unknown>(
      [3, fc.constantFrom('A', 'B', 'Fuzz', '')],
      [1, wrongType],
      [1, hostileString],
    ),
    extensions: weighted<unknown>(
      [3, fc.jsonValue({ maxDepth: 2 })],
      [1, fc.constant({ persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } })],
    ),
  },
  { requiredKeys: [] },
);

const MULTIPART_BOUNDARY = 'fuzzboundary';

/** graphql-multipart-request-spec bodies: operations, map and a file, each possibly broken. */
const multipartBody = fc
  .tuple(
    weighted<string>(
      [3, operationParameters.map((parameters) => JSON.stringify(parameters))],
      [
        1,
        fc.constantFrom(
          '{"query":"mutation ($f: String) { health }","variables":{"f":null}}',
          'null',
          '1',
          '[]',
        ),
      ],
      [1, malformedJsonBody.map((body) => (typeof body === 'string' ? body : 'x'))],
    ),
    fc.constantFrom(
      '{"0":["variables.f"]}',
      '{"0":["variables.__proto__.polluted"]}',
      '{"0":["constructor.prototype.polluted"]}',
      '{"0":["nowhere.at.all"]}',
      '{"0":"variables.f"}',
      '{"0":1}',
      '{"0":null}',
      '{"0":[1]}',
      '[]',
      '{',
      '',
    ),
    fc.string({ unit: 'binary', maxLength: 100 }),
    fc.boolean(),
  )
  .map(([operations, map, file, closed]) =>
    [
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`,
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${map}\r\n`,
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="a.txt"\r\n`,
      `Content-Type: text/plain\r\n\r\n${file}\r\n`,
      closed ? `--${MULTIPART_BOUNDARY}--\r\n` : '',
    ].join(''),
  );

const jsonBody: fc.Arbitrary<string | Uint8Array> = weighted<string | Uint8Array>(
  [8, operationParameters.map((parameters) => JSON.stringify(parameters))],
  [2, fc.array(operationParameters, { maxLength: 4 }).map((batch) => JSON.stringify(batch))],
  [3, malformedJsonBody],
  [
    1,
    fc
      .integer({ min: 1024 * 1024 - 64, max: 1024 * 1024 + 300_000 })
      .map((size) => JSON.stringify({ query: '{ health }', variables: { padding: 'x'.repeat(size) } })),
  ],
);

const authorization: fc.Arbitrary<Authorization> = weighted<Authorization>(
  [5, fc.constant('admin' as const)],
  [2, fc.constant('none' as const)],
  [1, fc.constant('apiKey' as const)],
  [
    2,
    fc
      .constantFrom(
        'Bearer ',
        'Bearer x',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.',
        `Bearer ${'a'.repeat(20_000)}`,
        'Bearer hb_short',
        `Bearer hb_${'A'.repeat(43)}`,
        'Basic Zm9vOmJhcg==',
        'bearer  spaced  token',
        'Bearer \u00ff\u00fe',
      )
      .map((header) => ({ header })),
  ],
);

const searchOf = (parameters: Record<string, string>) => `?${new URLSearchParams(parameters).toString()}`;

export const transportCase: fc.Arbitrary<TransportCase> = weighted<TransportCase>(
  [
    8,
    fc.record({
      method: weighted([12, fc.constant('POST')], [1, fc.constantFrom('PUT', 'DELETE', 'PATCH')]),
      search: fc.constant(''),
      contentType: weighted<string | null>(
        [8, fc.constantFrom('application/json', 'application/json; charset=utf-8')],
        [
          3,
          fc.constantFrom(
            'application/graphql-response+json',
            'application/graphql',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/xml',
            'APPLICATION/JSON',
            'application/json; charset=utf-16',
            '',
          ),
        ],
        [1, fc.constant(null)],
      ),
      appHeader: weighted([8, fc.constant(true)], [1, fc.constant(false)]),
      authorization,
      body: jsonBody,
    }),
  ],
  [
    2,
    fc.record({
      method: fc.constant('POST'),
      search: fc.constant(''),
      contentType: fc.constant(`multipart/form-data; boundary=${MULTIPART_BOUNDARY}`),
      appHeader: fc.boolean(),
      authorization,
      body: multipartBody,
    }),
  ],
  [
    3,
    fc.record({
      method: weighted([6, fc.constant('GET')], [1, fc.constantFrom('HEAD', 'OPTIONS')]),
      search: weighted(
        [
          4,
          fc
            .record(
              {
                query: documentText.filter((text) => text.length < 4000),
                variables: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
                operationName: fc.constantFrom('A', 'Fuzz', ''),
              },
              { requiredKeys: ['query'] },
            )
            .map(searchOf),
        ],
        [
          1,
          fc.constantFrom(
            '',
            '?',
            '?query=%',
            '?query=%E0%A4%A',
            '?query=mutation%20%7B%20markAllNotificationsRead%20%7D',
            '?variables=%7B',
            '?query=%7Bhealth%7D&query=%7Bme%7Bid%7D%7D',
          ),
        ],
      ),
      contentType: fc.constant(null),
      appHeader: fc.boolean(),
      authorization,
      body: fc.constant(null),
    }),
  ],
);

// ---------------------------------------------------------------------------------------------
// The widget API
// ---------------------------------------------------------------------------------------------

export interface WidgetCase {
  method: string;
  /** A route under /widget/v1/, or `upload` (the signed PUT of a ticket). */
  route: string;
  key: string | null;
  product: string | null;
  contentType: string | null;
  idempotencyKey: string | null;
  body: string | Uint8Array | null;
  /** For `upload`: a ticket's URL (from an earlier answer), tampered with or not. */
  uploadUrl?: string;
}

/** Where the widget's own requests point: its organisation's key and products. */
export interface WidgetTargets extends FuzzTargets {
  productId: string;
  inactiveProductId: string;
  /** Upload URLs handed out by ticket answers. */
  uploadUrls: string[];
  serverUrl: string;
}

export interface WidgetSchemas {
  submission: JsonSchema;
  upload: JsonSchema;
  identity: JsonSchema;
}

/** The JSON Schemas of the validators the widget API's routes parse their bodies with. */
export function widgetSchemas(): WidgetSchemas {
  const json = (schema: z.ZodType) =>
    z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as JsonSchema;
  const submission = json(submissionSchema);
  const identity = json(identitySchema);
  // The claims widget-api.ts reads from the same submission body (its claimSchema).
  submission.properties = {
    ...submission.properties,
    identity,
    campaignId: { type: 'string', pattern: UUID_PATTERN.source },
  };
  return { submission, upload: json(uploadRequestSchema), identity };
}

const AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/wav', 'audio/webm;codecs=opus'];

function widgetHints(targets: WidgetTargets): PropertyHints {
  const submissionIds = live(() => targets.ids.submission, fc.uuid());
  return {
    id: weighted<unknown>([6, fc.uuid()], [1, submissionIds]),
    submissionId: weighted<unknown>([4, fc.uuid()], [1, submissionIds], [1, malformedIds]),
    questionId: live(() => targets.ids.question, fc.uuid()),
    campaignId: weighted<unknown>([4, live(() => targets.ids.campaign, fc.uuid())], [1, fc.uuid()]),
    fileKey: weighted<unknown>(
      [4, live(() => targets.fileKeys, fc.constant('recordings/none.webm'))],
      [
        1,
        fc.constantFrom(
          'recordings/../../secrets.json',
          '../uploads/x.webm',
          '/etc/passwd',
          'recordings/%2e%2e/x',
          `recordings/${'a'.repeat(2000)}`,
        ),
      ],
    ),
    contentType: weighted<unknown>(
      [6, fc.constantFrom(...AUDIO_TYPES)],
      [1, fc.constantFrom('image/png', 'text/html', '')],
    ),
    size: weighted<unknown>(
      [3, fc.integer({ min: 1, max: 300_000 })],
      [1, fc.constantFrom(0, -1, 256 * 1024, 256 * 1024 + 1, 2 ** 53, 1.5)],
    ),
    email: plausibleString('email', targets),
    phoneNumber: plausibleString('phoneNumber', targets),
    url: plausibleString('url', targets),
    language: plausibleString('language', targets),
    identity: live(
      () => targets.signedIdentities,
      fc.constant({ email: 'a@b.test', signature: '0'.repeat(64) }),
    ),
  };
}

const widgetKeyOf = (targets: WidgetTargets): fc.Arbitrary<string | null> =>
  weighted<string | null>(
    [12, fc.constant(targets.widgetKey)],
    [
      1,
      fc.constantFrom(
        '',
        'short',
        'no-such-widget-key',
        'x'.repeat(129),
        "k' or 1=1 --",
        targets.widgetKey.toUpperCase(),
      ),
    ],
    [1, hostileString],
    [1, fc.constant(null)],
  );

const widgetProductOf = (targets: WidgetTargets): fc.Arbitrary<string | null> =>
  weighted<string | null>(
    [12, fc.constant(targets.productId)],
    [2, fc.constant(targets.inactiveProductId)],
    [1, fc.constant(targets.productId.toUpperCase())],
    [1, fc.uuid()],
    [1, malformedIds],
    [1, fc.constant(null)],
  );

/**
 * A submission with the field its message type cannot go without (the cross-field rule of
 * submissionSchema), when the generated one left it out.
 */
function withWhatItsTypeNeeds(value: unknown, targets: WidgetTargets): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const body = value as Record<string, unknown>;
  const [questionId] = targets.ids.question;
  const [fileKey] = targets.fileKeys;
  const needs: Record<string, [string, unknown]> = {
    ProvideFeedback: ['text', 'The checkout was slow.'],
    PhoneCall: ['phoneNumber', '+44 20 7946 0958'],
    CustomQuestion: ['answers', [{ questionId, text: 'Quickly, thanks.' }]],
    LeaveMessage: ['audio', { fileKey, contentType: 'audio/webm', durationMs: 1500 }],
  };
  const need = needs[String(body.messageType)];
  if (need && !body[need[0]]) body[need[0]] = need[1];
  // Each upload is stored once: only a voice message spends one.
  if (body.messageType !== 'LeaveMessage') delete body.audio;
  return body;
}

/** A JSON body, sometimes not JSON, sometimes over the route's limit. */
function widgetBody(value: fc.Arbitrary<unknown>, limit: number): fc.Arbitrary<string | Uint8Array> {
  return weighted<string | Uint8Array>(
    [12, value.map((body) => JSON.stringify(body) ?? 'null')],
    [2, malformedJsonBody],
    [
      1,
      fc
        .integer({ min: limit - 16, max: limit * 5 })
        .map((size) => JSON.stringify({ text: 'x'.repeat(size) })),
    ],
  );
}

const widgetContentType = weighted<string | null>(
  [10, fc.constant('application/json')],
  [1, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '')],
  [1, fc.constant(null)],
);

/** Requests to every route of the widget API, shaped after the validators the routes use. */
export function widgetCase(targets: WidgetTargets, schemas: WidgetSchemas): fc.Arbitrary<WidgetCase> {
  const hints = widgetHints(targets);
  /** Half of the requests are what a widget would send (so they reach the database), half anything. */
  const shaped = (make: (plausible: boolean) => fc.Arbitrary<WidgetCase>) =>
    fc.oneof(make(true), make(false));
  const keyOf = (plausible: boolean) => (plausible ? fc.constant(targets.widgetKey) : widgetKeyOf(targets));
  const productOf = (plausible: boolean) =>
    plausible
      ? weighted([8, fc.constant(targets.productId)], [1, fc.constant(targets.inactiveProductId)])
      : widgetProductOf(targets);
  const contentTypeOf = (plausible: boolean) =>
    plausible ? fc.constant('application/json') : widgetContentType;
  const bodyOf = (value: fc.Arbitrary<unknown>, limit: number, plausible: boolean) =>
    plausible ? value.map((body) => JSON.stringify(body) ?? 'null') : widgetBody(value, limit);

  const submissions = shaped((plausible) =>
    fc
      .record({
        key: keyOf(plausible),
        product: productOf(plausible),
        contentType: contentTypeOf(plausible),
        body: bodyOf(
          plausible
            ? jsonValueFor(schemas.submission, hints, true).map((value) =>
                withWhatItsTypeNeeds(value, targets),
              )
            : jsonValueFor(schemas.submission, hints, false),
          64 * 1024,
          plausible,
        ),
        idempotency: plausible
          ? fc.constant('same' as const)
          : weighted(
              [6, fc.constant('same' as const)],
              [1, fc.constant('upper' as const)],
              [1, fc.constant('missing' as const)],
              [1, fc.constant('other' as const)],
            ),
      })
      .chain(({ body, idempotency, ...rest }) => {
        const id = typeof body === 'string' ? /"id":"([^"]*)"/.exec(body)?.[1] : undefined;
        const idempotencyKey =
          idempotency === 'missing'
            ? fc.constant(null)
            : idempotency === 'other' || id === undefined
              ? fc.uuid().map(String)
              : fc.constant(idempotency === 'upper' ? id.toUpperCase() : id);
        return idempotencyKey.map((header) => ({
          ...rest,
          method: 'POST',
          route: 'submissions',
          idempotencyKey: header,
          body,
        }));
      }),
  );
  const uploads = shaped((plausible) =>
    fc.record({
      method: fc.constant('POST'),
      route: fc.constant('uploads'),
      key: keyOf(plausible),
      product: productOf(plausible),
      contentType: contentTypeOf(plausible),
      idempotencyKey: fc.constant(null),
      body: bodyOf(jsonValueFor(schemas.upload, hints, plausible), 4 * 1024, plausible),
    }),
  );
  const prompt = shaped((plausible) =>
    fc.record({
      method: fc.constant('POST'),
      route: fc.constant('prompt'),
      key: keyOf(plausible),
      product: productOf(plausible),
      contentType: contentTypeOf(plausible),
      idempotencyKey: fc.constant(null),
      body: bodyOf(
        weighted([1, hints.identity!], [1, jsonValueFor(schemas.identity, hints, plausible)]),
        2 * 1024,
        plausible,
      ),
    }),
  );
  const key = widgetKeyOf(targets);
  const product = widgetProductOf(targets);
  const settings = fc.record({
    method: weighted([8, fc.constant('GET')], [1, fc.constantFrom('HEAD', 'OPTIONS', 'DELETE')]),
    route: fc.constant('settings'),
    key,
    product,
    contentType: fc.constant(null),
    idempotencyKey: fc.constant(null),
    body: fc.constant(null),
  });
  const upload = fc.record({
    method: weighted([8, fc.constant('PUT')], [1, fc.constant('POST')]),
    route: fc.constant('upload'),
    key: fc.constant(null),
    product: fc.constant(null),
    contentType: weighted<string | null>(
      [6, fc.constantFrom(...AUDIO_TYPES)],
      [1, fc.constantFrom('image/png', '')],
    ),
    idempotencyKey: fc.constant(null),
    body: weighted<string | Uint8Array>(
      [
        4,
        fc
          .uint8Array({ minLength: 4, maxLength: 2048 })
          .map((bytes) => new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...bytes])),
      ],
      [1, fc.uint8Array({ maxLength: 512 })],
      [
        1,
        fc.integer({ min: 256 * 1024 - 4, max: 600 * 1024 }).map((size) => new Uint8Array(size).fill(0x1a)),
      ],
    ),
    uploadUrl: fc
      .tuple(
        live(() => targets.uploadUrls, fc.constant(`${targets.serverUrl}/widget/v1/upload`)),
        fc.constantFrom('none', 'signature', 'max', 'expires', 'file', 'type'),
        hostileString,
      )
      .map(([url, tampered, value]) => {
        if (tampered === 'none') return url;
        const parsed = new URL(url);
        parsed.searchParams.set(tampered, value);
        return parsed.toString();
      }),
  });
  const elsewhere = fc.record({
    method: fc.constantFrom('GET', 'POST', 'PATCH', 'OPTIONS'),
    route: fc.constantFrom('', 'nope', 'settings/extra', '..%2f..%2fgraphql', 'submissions%00'),
    key,
    product,
    contentType: widgetContentType,
    idempotencyKey: fc.constant(null),
    body: fc.constant(null),
  });
  return weighted<WidgetCase>(
    [6, submissions],
    [3, uploads],
    [2, prompt],
    [2, settings],
    [2, upload],
    [1, elsewhere],
  );
}
