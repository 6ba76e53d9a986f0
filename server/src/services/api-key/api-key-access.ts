import { getDirective } from '@graphql-tools/utils';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getOperationAST,
  isObjectType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { type Message, type MessageText, message } from '../../i18n/message';

/**
 * What an organisation API key may do: run queries that read the organisation's feedback data
 * (products and the catalogue, recordings, their statistics), as a Member attached to every
 * product would; never anything about people (users, the visitors' contact details and call-back
 * numbers, who awaits review), credentials (widget token, API keys) or settings, and no mutation:
 * an integration that leaks its key leaks read access to feedback, never control of the
 * organisation or the people in it.
 *
 * The policy is declared in the SDL with `@apiKey(access: Read | Refused)` on types and fields
 * (src/schema/common/schema.graphql): a field is readable when it says Read, or says nothing and
 * its type says Read. Everything else, including any field or type added later without a word,
 * is closed to keys.
 */
export const API_KEY_READ_ONLY =
  'An API key can only read. Changes need an Admin signed in to the dashboard.';

/** Type.field, or just the field for a root query field (as an integration writes it). */
export function fieldCoordinate(typeName: string, fieldName: string): string {
  return typeName === 'Query' ? fieldName : `${typeName}.${fieldName}`;
}

/**
 * The sentence of a refusal, naming every field refused (as the schema names them, in any
 * language), said in the caller's Accept-Language like every error of the API.
 */
export function fieldsRefusal(coordinates: string[]): Message {
  return message(
    'An API key cannot read {{fields}}. It reads products, recordings and their statistics, nothing about people, credentials or settings.',
    { fields: coordinates.join(', ') },
  );
}

type Access = 'Read' | 'Refused' | undefined;

const readableBySchema = new WeakMap<GraphQLSchema, ReadonlySet<string>>();

/** Every `Type.field` of the schema an API key may read, from the @apiKey directives. */
export function apiKeyReadableFields(schema: GraphQLSchema): ReadonlySet<string> {
  let readable = readableBySchema.get(schema);
  if (readable) return readable;
  const found = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const typeAccess = getDirective(schema, type, 'apiKey')?.[0]?.access as Access;
    for (const field of Object.values(type.getFields())) {
      const fieldAccess = getDirective(schema, field, 'apiKey')?.[0]?.access as Access;
      if ((fieldAccess ?? typeAccess) === 'Read') found.add(`${type.name}.${field.name}`);
    }
  }
  readable = found;
  readableBySchema.set(schema, readable);
  return readable;
}

/** Introspection (`__typename`, `__schema`, `__type` and what they answer) describes no data. */
const isIntrospection = (typeName: string, fieldName: string) =>
  fieldName.startsWith('__') || typeName.startsWith('__');

/** Whether an API key may read this field of this type. */
export function apiKeyMayRead(schema: GraphQLSchema, typeName: string, fieldName: string): boolean {
  return isIntrospection(typeName, fieldName) || apiKeyReadableFields(schema).has(`${typeName}.${fieldName}`);
}

/** The fragments an operation uses, directly or through other fragments. */
function usedFragments(document: DocumentNode, root: DocumentNode['definitions'][number]) {
  const byName = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) byName.set(definition.name.value, definition);
  }
  const used: FragmentDefinitionNode[] = [];
  const pending = [root];
  while (pending.length > 0) {
    visit(pending.pop()!, {
      FragmentSpread(spread) {
        const fragment = byName.get(spread.name.value);
        // Validation has refused unknown and cyclic fragments before execution; this stops loops.
        if (!fragment || used.includes(fragment)) return;
        used.push(fragment);
        pending.push(fragment);
      },
    });
  }
  return used;
}

/**
 * Why an API key may not run this operation, or null when it may: a mutation, or any field at
 * any depth (through aliases, fragments and inline fragments) that the policy does not open.
 */
export function apiKeyRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
): MessageText | null {
  const operation = getOperationAST(document, operationName);
  // No single operation to run: execution reports that itself.
  if (!operation) return null;
  if (operation.operation !== 'query') return API_KEY_READ_ONLY;
  const refused = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  const checkFields = visitWithTypeInfo(typeInfo, {
    Field(node) {
      const parent = typeInfo.getParentType();
      // An unknown field never gets here: validation refused the document.
      if (!parent) return;
      if (!apiKeyMayRead(schema, parent.name, node.name.value)) {
        refused.add(fieldCoordinate(parent.name, node.name.value));
      }
    },
  });
  for (const definition of [operation, ...usedFragments(document, operation)]) {
    visit(definition, checkFields);
  }
  return refused.size === 0 ? null : fieldsRefusal([...refused]);
}
