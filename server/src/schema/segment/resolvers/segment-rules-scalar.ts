import { GraphQLError, GraphQLScalarType, valueFromASTUntyped } from 'graphql';

const asObject = (value: unknown): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new GraphQLError('SegmentRules must be a JSON object (a group or a condition).');
  }
  return value as Record<string, unknown>;
};

/**
 * Any JSON object: the rule tree is checked by services/segment/segment-rules.ts, which names
 * the node at fault in a BAD_USER_INPUT error (a scalar's own errors cannot).
 */
export const SegmentRules = new GraphQLScalarType<unknown, unknown>({
  name: 'SegmentRules',
  serialize: (value) => value,
  parseValue: asObject,
  parseLiteral: (ast, variables) => asObject(valueFromASTUntyped(ast, variables)),
});
