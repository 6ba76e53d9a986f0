import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../../src/graphql/schema';
import type { GraphQLAnswer } from '../../support/graphql';
import { databaseKinds } from '../../support/harness';
import { argumentSource, foreignReferenceSource, NothingOfB, OVERRIDES, prepareCall } from './fixtures';
import {
  apiKeyFields,
  everyField,
  idPositions,
  operationDocument,
  requiredArguments,
  type SchemaOperation,
  schemaOperations,
} from './operation-documents';
import { PUBLIC_OPERATIONS } from './public-operations';
import { CALL_ORDER, CALLERS, type CallerName, seedWorld, type World } from './world';

/** 'ok', or the code of the first error (`errors[0].extensions.code`). */
type Outcome = string;
type Row = Record<CallerName, Outcome>;
type Table = Record<string, Row>;

const EXPECTED_FILE = path.join(import.meta.dirname, 'expected-outcomes.json');
/** UPDATE_ACCESS_MATRIX=1 writes the observed table over the expected one (then review it by hand). */
const UPDATING = process.env.UPDATE_ACCESS_MATRIX === '1';

const schema = buildSchema();
const operations = schemaOperations(schema);
const readExpected = (): Table =>
  existsSync(EXPECTED_FILE) ? (JSON.parse(readFileSync(EXPECTED_FILE, 'utf8')) as Table) : {};

/** In the schema's order, callers in the order of CALLERS, formatted as biome formats JSON. */
function writeExpected(table: Table): void {
  const ordered = Object.fromEntries(
    operations.map((operation) => {
      const row = table[operation.coordinate]!;
      return [operation.coordinate, Object.fromEntries(CALLERS.map((caller) => [caller, row[caller]]))];
    }),
  );
  writeFileSync(EXPECTED_FILE, `${JSON.stringify(ordered, null, 2)}\n`);
}

function outcomeOf(answer: GraphQLAnswer<unknown>): Outcome {
  const [first] = answer.errors ?? [];
  if (!first) return 'ok';
  return typeof first.extensions?.code === 'string' ? first.extensions.code : 'NO_CODE';
}

const EMAIL_ADDRESS = /[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/i;

/**
 * The labels of the watched values an answer shows. What the operation is meant to show
 * (`meant`) is taken out first; an error message repeating what the caller sent shows nothing new.
 */
function shownIn(
  watched: Map<string, string>,
  meant: readonly string[],
  answer: GraphQLAnswer<unknown>,
  args: Record<string, unknown>,
): string[] {
  const shown = (json: string) => {
    let text = json.toLowerCase();
    for (const [value, what] of watched) {
      if (meant.includes(what)) text = text.replaceAll(value.toLowerCase(), '');
    }
    return text;
  };
  const sent = JSON.stringify(args).toLowerCase();
  const data = shown(JSON.stringify(answer.data ?? null));
  const errors = shown(JSON.stringify(answer.errors ?? []));
  return [...watched]
    .filter(([value]) => {
      const needle = value.toLowerCase();
      return data.includes(needle) || (errors.includes(needle) && !sent.includes(needle));
    })
    .map(([, what]) => what);
}

/**
 * What of org A an answer shows to a caller outside it: any of org A's ids, names, secrets or
 * people for org B's Admin and anonymous callers; any person at all for org A's API key.
 */
function leaksIn(
  world: World,
  caller: CallerName,
  operation: SchemaOperation,
  answer: GraphQLAnswer<unknown>,
  args: Record<string, unknown>,
): string[] {
  if (caller === 'adminA' || caller === 'memberA') return [];
  const watched = caller === 'apiKeyA' ? world.peopleOfA : world.secretsOfA;
  const meant = PUBLIC_OPERATIONS[operation.coordinate]?.reveals ?? [];
  const found = shownIn(watched, meant, answer, args).map(
    (what) => `${operation.coordinate} as ${caller}: ${what}`,
  );
  if (caller === 'apiKeyA') {
    const address = EMAIL_ADDRESS.exec(JSON.stringify(answer))?.[0];
    if (address) found.push(`${operation.coordinate} as ${caller}: an e-mail address (${address})`);
  }
  return found;
}

/** Whether the arguments name any of org A's ids or links (then org B's Admin aims at org A). */
const aimsAtA = (world: World, args: Record<string, unknown>) => {
  const sent = JSON.stringify(args);
  return [...world.secretsOfA.keys()].some((value) => sent.includes(value));
};

/**
 * Calls of org B's Admin on its own things that succeed though one id inside names org A's,
 * reviewed: they neither show nor change anything of org A (the test checks both).
 */
const ACCEPTED_FOREIGN_REFERENCES = [
  // Removing ids that are not members of B's segment removes nothing, as for any unknown id.
  "Mutation.removeSegmentMembers with org A's contactIds",
];

/** ID arguments that name no tenant's thing: the shared catalogue, and a free label. */
const NOT_TENANT_IDS = ['platformId', 'categoryId', 'subCategoryId', 'assignmentId'];

/** Timestamps and the signatures of short-lived links change between two identical reads. */
const withoutClockAndSignatures = (json: string) =>
  json
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')
    .replace(/(https?:\/\/[^"?]+)\?[^"]*/g, '$1?<signed>');

/** Every query's answer to org A's Admin, as org A's state to compare before and after. */
async function readsOfA(world: World): Promise<Map<string, string>> {
  const source = argumentSource(world);
  const reads = new Map<string, string>();
  for (const operation of operations.filter((candidate) => candidate.root === 'Query')) {
    const { args } = await prepareCall(world, operation, source);
    const answer = await world.send('adminA', operationDocument(operation, args, everyField), args);
    reads.set(operation.coordinate, withoutClockAndSignatures(JSON.stringify(answer.errors ?? answer.data)));
  }
  return reads;
}

describe('the access matrix’s table', () => {
  it('has a row for every operation of the schema, and none for an operation it lacks', () => {
    const inSchema = operations.map((operation) => operation.coordinate).sort();
    const inTable = Object.keys(readExpected()).sort();
    if (!UPDATING) {
      expect(
        inSchema.filter((coordinate) => !inTable.includes(coordinate)),
        'operations without a row: run with UPDATE_ACCESS_MATRIX=1 and review the new rows',
      ).toEqual([]);
      expect(
        inTable.filter((coordinate) => !inSchema.includes(coordinate)),
        'rows of operations the schema no longer has',
      ).toEqual([]);
    }
    for (const coordinate of [...Object.keys(PUBLIC_OPERATIONS), ...Object.keys(OVERRIDES)]) {
      expect(inSchema, `${coordinate} is named in the fixtures but not in the schema`).toContain(coordinate);
    }
  });
});

describe.each(databaseKinds())('tenant and role access matrix on %s', (kind) => {
  let world: World;
  const observed: Table = {};
  const orgBAimedAtA = new Set<string>();
  const leaks: string[] = [];
  const memberScopeLeaks: string[] = [];
  const disturbed: string[] = [];
  /** Where the same scans find org A's data in org A's own answers: proof that they are not blind. */
  const seenByAdminA = { secrets: new Set<string>(), hiddenProduct: new Set<string>() };
  const peopleSeenByMemberA = new Set<string>();

  beforeAll(async () => {
    world = await seedWorld(kind);
  }, 180_000);
  afterAll(async () => {
    await world?.stop();
  });

  /** Everything the checks below need to know of one answer. */
  function scan(
    caller: CallerName,
    operation: SchemaOperation,
    answer: GraphQLAnswer<unknown>,
    args: Record<string, unknown>,
  ) {
    const { coordinate } = operation;
    leaks.push(...leaksIn(world, caller, operation, answer, args));
    if (caller === 'adminB' && aimsAtA(world, args)) orgBAimedAtA.add(coordinate);
    if (caller === 'adminA') {
      if (shownIn(world.secretsOfA, [], answer, args).length > 0) seenByAdminA.secrets.add(coordinate);
      if (shownIn(world.hiddenFromMember, [], answer, args).length > 0) {
        seenByAdminA.hiddenProduct.add(coordinate);
      }
    }
    if (caller === 'memberA') {
      if (shownIn(world.peopleOfA, [], answer, args).length > 0) peopleSeenByMemberA.add(coordinate);
      // The public pages list every active product, whoever asks.
      if (!(coordinate in PUBLIC_OPERATIONS)) {
        const hidden = shownIn(world.hiddenFromMember, [], answer, args);
        memberScopeLeaks.push(...hidden.map((what) => `${coordinate}: ${what}`));
      }
    }
  }

  it('calls every operation as every caller, with arguments pointing at org A', async () => {
    const source = argumentSource(world);
    for (const operation of operations) {
      const row = {} as Row;
      for (const caller of CALL_ORDER) {
        const { args, intact } = await prepareCall(world, operation, source);
        const selection = caller === 'apiKeyA' && operation.openToApiKeys ? apiKeyFields(schema) : everyField;
        const answer = await world.send(caller, operationDocument(operation, args, selection), args);
        row[caller] = outcomeOf(answer);
        scan(caller, operation, answer, args);
        if (intact && caller !== 'adminA' && !(await intact())) {
          disturbed.push(`${operation.coordinate} as ${caller} (${row[caller]})`);
        }
      }
      observed[operation.coordinate] = row;
    }
    expect(Object.keys(observed)).toHaveLength(operations.length);
  }, 600_000);

  it('answers every caller as the reviewed table says', () => {
    if (UPDATING) {
      if (kind === databaseKinds()[0]) writeExpected(observed);
      return;
    }
    expect(observed).toEqual(readExpected());
  });

  it('lets nobody past what the contract states, whatever the table says', () => {
    const breaches: string[] = [];
    for (const operation of operations) {
      const row = observed[operation.coordinate]!;
      const isPublic = operation.coordinate in PUBLIC_OPERATIONS;
      if (row.anonymous === 'ok' && !isPublic) breaches.push(`${operation.coordinate}: anonymous`);
      if (row.adminB === 'ok' && orgBAimedAtA.has(operation.coordinate) && !isPublic) {
        breaches.push(`${operation.coordinate}: org B's Admin on org A's data`);
      }
      if (row.memberA === 'ok' && operation.adminOnlyByContract) {
        breaches.push(`${operation.coordinate}: a Member, on an Admin-only operation`);
      }
      if (row.apiKeyA === 'ok' && !operation.openToApiKeys) {
        breaches.push(`${operation.coordinate}: an API key, outside its policy`);
      }
    }
    expect(breaches).toEqual([]);
  });

  it('shows nothing of org A to org B, to anonymous callers, nor people to an API key', () => {
    expect(leaks).toEqual([]);
  });

  it('shows a Member nothing of the products they are not attached to', () => {
    expect(memberScopeLeaks).toEqual([]);
    expect([...seenByAdminA.hiddenProduct]).toEqual(
      expect.arrayContaining(['Query.getProducts', 'Query.getAllProducts']),
    );
  });

  it('has a leak check that sees org A in what org A’s own people read', () => {
    // The same scan, on org A's side: were it blind, "no leaks" would prove nothing.
    expect([...seenByAdminA.secrets]).toEqual(
      expect.arrayContaining(['Query.me', 'Query.users', 'Query.contact', 'Query.campaign', 'Query.apiKeys']),
    );
    expect(seenByAdminA.secrets.size).toBeGreaterThan(operations.length / 2);
    expect([...peopleSeenByMemberA]).toEqual(
      expect.arrayContaining(['Query.users', 'Query.contacts', 'Query.recording', 'Query.segmentMembers']),
    );
  });

  it('leaves what a refused call aimed at as it was', () => {
    expect(disturbed).toEqual([]);
  });

  it("reaches nothing of org A through an id of org A inside org B's own calls", async () => {
    await world.settle();
    const first = await readsOfA(world);
    const second = await readsOfA(world);
    // What changes by itself (a fresh challenge or link, a background job) cannot be compared.
    const steady = new Map([...second].filter(([coordinate, answer]) => first.get(coordinate) === answer));
    const findings: string[] = [];
    const accepted: string[] = [];
    for (const operation of operations) {
      if (operation.coordinate in PUBLIC_OPERATIONS) continue;
      for (const position of idPositions(operation)) {
        if (position.target || NOT_TENANT_IDS.includes(position.name)) continue;
        let args: Record<string, unknown>;
        try {
          args = requiredArguments(operation, foreignReferenceSource(world, position), position.path);
        } catch (error) {
          if (error instanceof NothingOfB) continue;
          throw error;
        }
        const answer = await world.send('adminB', operationDocument(operation, args, everyField), args);
        const where = `${operation.coordinate} with org A's ${position.path.join('.')}`;
        if (outcomeOf(answer) === 'ok') accepted.push(where);
        findings.push(
          ...leaksIn(world, 'adminB', operation, answer, args).map((leak) => `${leak} (${where})`),
        );
      }
    }
    expect(findings).toEqual([]);
    expect(accepted).toEqual(ACCEPTED_FOREIGN_REFERENCES);
    await world.settle();
    const after = await readsOfA(world);
    const changed = [...steady].filter(([coordinate, answer]) => after.get(coordinate) !== answer);
    expect(changed.map(([coordinate]) => coordinate)).toEqual([]);
    expect(steady.size).toBeGreaterThan(
      operations.filter((operation) => operation.root === 'Query').length / 2,
    );
  }, 120_000);

  it('refuses an API key the whole answer when it asks for people, even of an operation it may read', async () => {
    const source = argumentSource(world);
    const keyLeaks: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.openToApiKeys)) {
      const { args } = await prepareCall(world, operation, source);
      const full = operationDocument(operation, args, everyField);
      if (full === operationDocument(operation, args, apiKeyFields(schema))) continue;
      const answer = await world.send('apiKeyA', full, args);
      expect(outcomeOf(answer), operation.coordinate).toBe('FORBIDDEN');
      expect(answer.data ?? null, operation.coordinate).toBeNull();
      keyLeaks.push(...leaksIn(world, 'apiKeyA', operation, answer, args));
    }
    expect(keyLeaks).toEqual([]);
  });
});
