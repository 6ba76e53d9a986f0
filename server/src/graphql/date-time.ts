import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isStorableInstant } from '../services/validation/fields';

const parse = (value: unknown): Date => {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError('DateTime must be an ISO-8601 timestamp, such as 2026-11-23T09:30:00.000Z.');
  }
  if (!isStorableInstant(date)) {
    throw new GraphQLError('DateTime must be a timestamp between the years 1 and 9999.');
  }
  return date;
};

/** ISO-8601 timestamps with time zone, always sent in UTC. */
export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime cannot represent an invalid date.');
    return date.toISOString();
  },
  parseValue: parse,
  parseLiteral(ast) {
    return parse(ast.kind === Kind.STRING ? ast.value : null);
  },
});
