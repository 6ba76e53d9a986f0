import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import type { DocumentNode, GraphQLError, Source, ValidationContext, ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * How large an operation may be. The dashboard's own operations (every generated document, with
 * the `__typename` Apollo adds) reach depth 5, cost ≈ 125, ≈ 110 tokens and no alias or
 * directive; a test keeps every one of them under these limits, which leave room to grow while
 * refusing the nested, aliased or padded documents that cost a server more than they are worth.
 */
export const GRAPHQL_LIMITS = {
  depth: 10,
  /** graphql-armor's static cost: 2 per object, 1 per scalar, × 1.5 per level of depth. */
  cost: 2500,
  aliases: 15,
  directives: 10,
  tokens: 2000,
} as const;

export type GraphQLLimits = { [K in keyof typeof GRAPHQL_LIMITS]: number };

type LimitKind = keyof GraphQLLimits;

const SENTENCES: Record<LimitKind, (max: number, found: string) => string> = {
  depth: (max, found) => `This request is nested too deeply: ${found} levels, at most ${max} are allowed.`,
  cost: (max, found) =>
    `This request asks for too much at once (cost ${found}, at most ${max}). Split it into smaller requests.`,
  aliases: (max, found) => `This request uses too many aliases: ${found}, at most ${max} are allowed.`,
  directives: (max, found) => `This request uses too many directives: ${found}, at most ${max} are allowed.`,
  tokens: (max) => `This request is too long: at most ${max} tokens are allowed.`,
};

/** Every refusal is one code; `limit` names the rule, so a client can tell which. */
export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

export function limitError(kind: LimitKind, max: number, found = 'more'): GraphQLError {
  return createGraphQLError(SENTENCES[kind](max, found), {
    extensions: { code: QUERY_TOO_COMPLEX, limit: kind, max, http: { status: 400 } },
  });
}

/** graphql-armor's rules, reporting our coded sentence instead of its own "Syntax Error: …". */
function armorOptions(kind: LimitKind, max: number) {
  return {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        const found = /found (\d+(?:\.\d+)?)/.exec(error.message)?.[1];
        context?.reportError(limitError(kind, max, found));
      },
    ],
  };
}

export function limitValidationRules(limits: GraphQLLimits = GRAPHQL_LIMITS): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.depth, ...armorOptions('depth', limits.depth) }),
    costLimitRule({ maxCost: limits.cost, ...armorOptions('cost', limits.cost) }),
    maxAliasesRule({ n: limits.aliases, ...armorOptions('aliases', limits.aliases) }),
    maxDirectivesRule({ n: limits.directives, ...armorOptions('directives', limits.directives) }),
  ] as unknown as ValidationRule[];
}

/** Parses with a token budget: an over-long document is refused while it is being read. */
export function parseWithTokenLimit(source: string | Source, maxTokens: number): DocumentNode {
  const parser = new MaxTokensParserWLexer(source, {
    n: maxTokens,
    propagateOnRejection: false,
    onReject: [
      () => {
        throw limitError('tokens', maxTokens);
      },
    ],
  });
  return parser.parseDocument();
}

/** The limits as a Yoga plugin: tokens while parsing, the rest as validation rules. */
export function useRequestLimits(
  limits: GraphQLLimits = GRAPHQL_LIMITS,
  onRefused: (limit: string) => void = () => {},
): Plugin {
  const rules = limitValidationRules(limits);
  return {
    onParse({ setParseFn }) {
      setParseFn((source) => {
        try {
          return parseWithTokenLimit(source, limits.tokens);
        } catch (error) {
          if ((error as GraphQLError).extensions?.code === QUERY_TOO_COMPLEX) onRefused('tokens');
          throw error;
        }
      });
    },
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
      return ({ result }) => {
        for (const error of result) {
          if (error.extensions?.code === QUERY_TOO_COMPLEX) onRefused(String(error.extensions.limit));
        }
      };
    },
  };
}
