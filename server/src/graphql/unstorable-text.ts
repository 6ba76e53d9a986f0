import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { isUnstorableText, UNSTORABLE_TEXT } from '../db/pg-error';
import { badUserInput } from '../errors/app-errors';

/**
 * A NUL character or half of a surrogate pair in an argument that reaches the database (a search,
 * a message, an answer) fails the statement; every query and mutation answers that failure, once
 * its transaction is rolled back, as the caller's BAD_USER_INPUT instead of a server error.
 * Validation that refuses such characters itself (names) still answers first, in its own words.
 */
export function refuseUnstorableText(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field) => {
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        async resolve(source, args, context, info) {
          try {
            return await resolve(source, args, context, info);
          } catch (error) {
            if (isUnstorableText(error)) throw badUserInput(UNSTORABLE_TEXT);
            throw error;
          }
        },
      };
    },
  });
}
