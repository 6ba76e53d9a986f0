import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { forbidden } from '../errors/app-errors';
import { apiKeyMayRead, fieldCoordinate, fieldsRefusal } from '../services/api-key/api-key-access';
import { isApiKeyRequest } from '../services/api-key/api-key-context';

/**
 * The same policy where the data is produced: every field closed to keys refuses, when resolved
 * for a request with a key, with FORBIDDEN. A second line behind useApiKeyAccess for whatever
 * path reaches execution without it; open fields keep their resolvers untouched, at no cost.
 */
export function guardApiKeyFields(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      if (apiKeyMayRead(schema, typeName, fieldName)) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      const refusal = fieldsRefusal([fieldCoordinate(typeName, fieldName)]);
      return {
        ...field,
        resolve(source, args, context, info) {
          if (isApiKeyRequest(context)) throw forbidden(refusal);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
