import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { getNamedType, isIntrospectionType, type ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** graphql-js's NoSchemaIntrospectionCustomRule, with a coded sentence; `__typename` stays allowed. */
const noSchemaIntrospection: ValidationRule = (context) => ({
  Field(node) {
    const type = getNamedType(context.getType());
    if (type && isIntrospectionType(type)) {
      context.reportError(
        createGraphQLError(
          `Introspection is turned off on this server (the query asked for "${node.name.value}").`,
          { nodes: node, extensions: { code: 'INTROSPECTION_DISABLED' } },
        ),
      );
    }
  },
});

/**
 * Production hides the schema: no `__schema`/`__type`, and no "Did you mean …?" hints that would
 * spell it out field by field. The dashboard's codegen reads the SDL files, never introspection.
 */
export function useSchemaHiding(): Plugin[] {
  return [
    {
      onValidate({ addValidationRule }) {
        addValidationRule(noSchemaIntrospection);
      },
    },
    blockFieldSuggestionsPlugin({ mask: '' }) as Plugin,
  ];
}
