import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, getNamedType, isObjectType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { englishText } from '../../i18n/render-message';
import { apiKeyMayRead, apiKeyReadableFields, apiKeyRefusal } from '../../services/api-key/api-key-access';
import { apiKeyContext } from '../../services/api-key/api-key-context';
import type { ServiceDependencies } from '../../services/context';
import { guardApiKeyFields } from '../api-key-field-guard';
import { buildSchema } from '../schema';

const schema = buildSchema();

/** A request context as an API key's request has it; nothing in these tests reaches a service. */
const keyContext = () => apiKeyContext({} as ServiceDependencies, `hb_${'A'.repeat(43)}`);

/**
 * Every field a key reads. A field added to one of these types, or a type opened to keys, changes
 * this list: the test then asks for a decision instead of a silent widening.
 */
const OPEN_TO_KEYS: Record<string, string[]> = {
  Query: [
    'countProducts',
    'countRecordings',
    'getAllProducts',
    'getPlatforms',
    'getProductCategories',
    'getProducts',
    'health',
    'productSentimentTrend',
    'productStats',
    'productThemes',
    'recording',
    'recordingAudioUrl',
    'recordings',
  ],
  CategoryRef: ['id', 'name'],
  DailyResponses: ['averageSentiment', 'count', 'date'],
  Platform: ['id', 'isLegacy', 'isMobile', 'name'],
  Product: [
    'averageSentiment',
    'category',
    'createdAt',
    'id',
    'isActive',
    'isGambling',
    'name',
    'platform',
    'subCategory',
    'type',
    'updatedAt',
    'url',
  ],
  ProductCategory: ['id', 'isMainCategory', 'mainCategory', 'name', 'platform'],
  ProductStats: [
    'averageSentiment',
    'from',
    'latestRecordings',
    'overallAverageSentiment',
    'productId',
    'responsesPerDay',
    'sentimentCounts',
    'to',
    'totalResponses',
    'unreviewedCount',
  ],
  Recording: [
    'answers',
    'audio',
    'createdAt',
    'id',
    'messageType',
    'pageTitle',
    'pageUrl',
    'productId',
    'reviewed',
    'sentimentLabel',
    'sentimentScore',
    'sentimentSource',
    'submittedAt',
    'text',
    'transcript',
    'transcription',
  ],
  RecordingAnswer: ['answer', 'question', 'questionId'],
  RecordingAudio: ['contentType', 'durationMs', 'size'],
  SentimentLabelCount: ['count', 'label'],
  Theme: ['phrase', 'recordings', 'score'],
  TranscriptWord: ['confidence', 'endMs', 'startMs', 'word'],
  Transcription: [
    'attempts',
    'automatic',
    'completedAt',
    'engine',
    'nextAttemptAt',
    'reason',
    'status',
    'words',
  ],
  WeeklySentiment: ['averageSentiment', 'count', 'negative', 'neutral', 'positive', 'weekStart'],
};

/** Field names that say a field is about a person, a credential or a setting. */
const PEOPLE_OR_SETTINGS_FIELD =
  /e-?mail|phone|firstName|lastName|photo|^users?$|contact|role|invit|reviewUser|createdBy|requestedBy|identity|token|secret|apiKey|settings|language/i;
/** Object types that hold people, credentials or settings: no field of theirs, nor any field returning one, opens to keys. */
const PEOPLE_OR_SETTINGS_TYPE =
  /User|Contact|Invit|Member|Organi[sz]ation|Settings|Secret|ApiKey|Token|Audit|Notification|Integration|Export|Privacy|Segment|Campaign|Language|Widget/;

describe('the API-key policy in the schema', () => {
  it('opens to keys exactly the feedback data, field by field', () => {
    const open: Record<string, string[]> = {};
    for (const coordinate of [...apiKeyReadableFields(schema)].sort()) {
      const [type, field] = coordinate.split('.') as [string, string];
      open[type] = [...(open[type] ?? []), field];
    }
    expect(open).toEqual(OPEN_TO_KEYS);
  });

  it('closes every type and field of the schema that touches people, credentials or settings', () => {
    const leaks: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        if (!apiKeyMayRead(schema, type.name, field.name)) continue;
        const returned = getNamedType(field.type);
        if (
          PEOPLE_OR_SETTINGS_TYPE.test(type.name) ||
          PEOPLE_OR_SETTINGS_FIELD.test(field.name) ||
          (isObjectType(returned) && PEOPLE_OR_SETTINGS_TYPE.test(returned.name))
        ) {
          leaks.push(`${type.name}.${field.name}: ${returned.name}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // Every mutation stays closed, whatever the directives say.
    expect(
      Object.keys(schema.getMutationType()!.getFields()).filter((name) =>
        apiKeyMayRead(schema, 'Mutation', name),
      ),
    ).toEqual([]);
    // What an open field returns is open too, so a key is never handed a type it cannot read.
    const open = [...apiKeyReadableFields(schema)];
    for (const coordinate of open) {
      const [typeName, fieldName] = coordinate.split('.') as [string, string];
      const parent = schema.getType(typeName);
      if (!isObjectType(parent)) continue;
      const returned = getNamedType(parent.getFields()[fieldName]!.type);
      if (!isObjectType(returned)) continue;
      expect(
        open.some((field) => field.startsWith(`${returned.name}.`)),
        coordinate,
      ).toBe(true);
    }
  });
});

describe('a request with an API key', () => {
  /** The refusal's English sentence, as a caller without Accept-Language reads it. */
  const refusal = (query: string, operationName?: string) => {
    const text = apiKeyRefusal(schema, parse(query), operationName);
    return text === null ? null : englishText(text);
  };

  it('may read products, recordings and their statistics at any depth', () => {
    expect(
      refusal(`query ($p: ID!) {
        __typename
        getProducts { id name url platform { name } category { name } averageSentiment }
        recordings(productId: $p) { id text transcript answers { question answer } audio { size }
          transcription { status words { word } } }
        productStats(productId: $p) { totalResponses latestRecordings { id text } responsesPerDay { count } }
        productThemes(productId: $p) { phrase }
      }`),
    ).toBeNull();
  });

  it('is refused the people attached to products and the contact details of recordings', () => {
    expect(refusal('{ getProducts { id users { email role } } }')).toBe(
      'An API key cannot read Product.users, ProductUser.email, ProductUser.role. It reads products, recordings and their statistics, nothing about people, credentials or settings.',
    );
    expect(
      refusal('query ($p: ID!) { recordings(productId: $p) { id contact { email phoneNumber } } }'),
    ).toMatch(
      /^An API key cannot read Recording\.contact, RecordingContact\.email, RecordingContact\.phoneNumber\./,
    );
    expect(
      refusal('query ($p: ID!) { recordings(productId: $p) { phoneNumber contactEmailVerified } }'),
    ).toMatch(/^An API key cannot read Recording\.phoneNumber, Recording\.contactEmailVerified\./);
    expect(
      refusal(
        'query ($p: ID!) { productStats(productId: $p) { reviewUserCount latestRecordings { contact { name } } } }',
      ),
    ).toMatch(/ProductStats\.reviewUserCount, Recording\.contact, RecordingContact\.name/);
  });

  it('cannot smuggle a closed field through aliases, fragments or inline fragments', () => {
    for (const query of [
      '{ products: getProducts { people: users { email } } }',
      '{ getProducts { ...Attached } } fragment Attached on Product { users { email } }',
      '{ getProducts { ...Outer } } fragment Outer on Product { ...Inner } fragment Inner on Product { users { id } }',
      '{ getAllProducts { ... on Product { users { id } } } }',
      'query ($r: ID!) { recording(id: $r) { ...Who } } fragment Who on Recording { contact { email } }',
    ]) {
      expect(refusal(query), query).toMatch(/^An API key cannot read .*(Product\.users|Recording\.contact)/);
    }
    // Only the operation that runs counts, with the fragments it uses.
    const document = `query Mine { health } query Theirs { me { email } }`;
    expect(refusal(document, 'Mine')).toBeNull();
    expect(refusal(document, 'Theirs')).toMatch(/^An API key cannot read me, User\.email\./);
  });

  it('is refused settings, people and credentials at the root, and every mutation', () => {
    expect(
      refusal(
        'query ($p: ID!) { generalSettings(productId: $p) { name } widgetSettings(productId: $p) { id } }',
      ),
    ).toMatch(
      /^An API key cannot read generalSettings, GeneralSettings\.name, widgetSettings, WidgetSettings\.id\./,
    );
    expect(refusal('{ widgetLanguages { code } }')).toMatch(/^An API key cannot read widgetLanguages/);
    expect(refusal('{ users { email } me { id } getWidgetToken { token } }')).toMatch(
      /^An API key cannot read users, UserListItem\.email, me, User\.id, getWidgetToken/,
    );
    expect(refusal('mutation { createApiKey(name: "x") { secret } }')).toBe(
      'An API key can only read. Changes need an Admin signed in to the dashboard.',
    );
  });

  it('is refused a closed field again where it is resolved, before its resolver runs', async () => {
    const answer = await execute({
      schema,
      document: parse('{ health me { id } }'),
      contextValue: keyContext(),
    });
    expect(answer.data).toBeNull();
    expect(answer.errors?.map((error) => [error.path, error.extensions.code])).toEqual([
      [['me'], 'FORBIDDEN'],
    ]);
  });
});

describe('guardApiKeyFields', () => {
  const small = guardApiKeyFields(
    makeExecutableSchema({
      typeDefs: /* GraphQL */ `
        enum ApiKeyAccess { Read Refused }
        directive @apiKey(access: ApiKeyAccess!) on OBJECT | FIELD_DEFINITION
        type Person { email: String }
        type Product @apiKey(access: Read) {
          name: String
          users: [Person!] @apiKey(access: Refused)
        }
        type Query { product: Product @apiKey(access: Read) }
      `,
      resolvers: {
        Query: { product: () => ({ name: 'Shop', users: [{ email: 'ada@example.com' }] }) },
      },
    }),
  );
  const document = parse('{ product { name users { email } } }');

  it('refuses a nested closed field to a key and leaves its siblings alone', async () => {
    const answer = await execute({ schema: small, document, contextValue: keyContext() });
    expect(answer.data).toEqual({ product: { name: 'Shop', users: null } });
    expect(answer.errors?.[0]).toMatchObject({
      path: ['product', 'users'],
      message: expect.stringMatching(/^An API key cannot read Product\.users\./),
      extensions: { code: 'FORBIDDEN' },
    });
    expect(JSON.stringify(answer)).not.toContain('ada@example.com');
  });

  it('answers a signed-in user as before', async () => {
    const answer = await execute({ schema: small, document, contextValue: {} });
    expect(answer).toEqual({ data: { product: { name: 'Shop', users: [{ email: 'ada@example.com' }] } } });
  });
});
