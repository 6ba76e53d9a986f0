import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type DocumentNode, Kind, parse, print, type SelectionSetNode, validate, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config/env';
import { GRAPHQL_LIMITS, limitValidationRules, parseWithTokenLimit } from '../limits';
import { buildSchema } from '../schema';

/** Every operation the dashboard's packages generate (src/gql/graphql.ts), whoever added it. */
function dashboardDocuments(): Array<{ name: string; document: DocumentNode }> {
  return readdirSync(repoRoot)
    .map((folder) => path.join(repoRoot, folder, 'src/gql/graphql.ts'))
    .filter((file) => existsSync(file))
    .flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /export const (\w+Document) = (\{.*\}) as unknown as DocumentNode/g,
        ),
      ].map((match) => ({
        name: `${path.basename(path.dirname(path.dirname(path.dirname(file))))}/${match[1]}`,
        document: JSON.parse(match[2]!) as DocumentNode,
      })),
    );
}

/** What Apollo's cache sends: `__typename` in every selection set below the operation. */
function withTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      leave(node: SelectionSetNode, _key, parent) {
        if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return node;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return node;
        return {
          ...node,
          selections: [
            ...node.selections,
            { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
          ],
        };
      },
    },
  });
}

describe('GraphQL request limits', () => {
  const schema = buildSchema();
  const documents = dashboardDocuments();

  it('finds the dashboard operations', () => {
    // The shared package, remote-auth, remote-products and remote-settings each ship some.
    expect(documents.length).toBeGreaterThan(40);
  });

  it('lets every operation the dashboard sends through, with the __typename Apollo adds', () => {
    const refused: string[] = [];
    for (const { name, document } of documents) {
      const sent = print(withTypename(document));
      const errors = validate(
        schema,
        parseWithTokenLimit(sent, GRAPHQL_LIMITS.tokens),
        limitValidationRules(),
      );
      if (errors.length > 0) refused.push(`${name}: ${errors.map((e) => e.message).join(' ')}`);
    }
    expect(refused).toEqual([]);
  });

  it('refuses a document nested past the depth limit with a coded sentence', () => {
    const nested = (levels: number) =>
      `{ me { ${'... on User { '.repeat(levels)}id${' }'.repeat(levels)} } }`;
    // me is level 1, each inline fragment one more, id the last.
    expect(validate(schema, parse(nested(GRAPHQL_LIMITS.depth - 2)), limitValidationRules())).toEqual([]);
    const [error] = validate(schema, parse(nested(GRAPHQL_LIMITS.depth - 1)), limitValidationRules());
    expect(error?.message).toBe(
      `This request is nested too deeply: ${GRAPHQL_LIMITS.depth + 1} levels, at most ${GRAPHQL_LIMITS.depth} are allowed.`,
    );
    expect(error?.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'depth',
      max: GRAPHQL_LIMITS.depth,
    });
  });

  it('refuses a document over the token limit while parsing it', () => {
    const long = `{ ${'health '.repeat(GRAPHQL_LIMITS.tokens)}}`;
    expect(() => parseWithTokenLimit(long, GRAPHQL_LIMITS.tokens)).toThrow(
      `This request is too long: at most ${GRAPHQL_LIMITS.tokens} tokens are allowed.`,
    );
    const justFits = `{ ${'health '.repeat(GRAPHQL_LIMITS.tokens - 2)}}`;
    expect(parseWithTokenLimit(justFits, GRAPHQL_LIMITS.tokens).kind).toBe(Kind.DOCUMENT);
  });
});
