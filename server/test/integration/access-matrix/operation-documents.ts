import {
  type GraphQLArgument,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLScalarType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { apiKeyMayRead } from '../../../src/services/api-key/api-key-access';

export type RootKind = 'Query' | 'Mutation' | 'Subscription';

/** One root field of the schema: what the matrix calls an operation. */
export interface SchemaOperation {
  /** `Query.campaign`, `Mutation.deleteCampaign`: the row of the expected table. */
  coordinate: string;
  root: RootKind;
  name: string;
  field: GraphQLField<unknown, unknown>;
  /** The SDL says only an Admin may run it ("Admins only", "(Admin only)", "Admin of … only"). */
  adminOnlyByContract: boolean;
  /** The API-key policy (the @apiKey directives) opens this root field. */
  openToApiKeys: boolean;
}

const ADMIN_ONLY = /\bAdmins?\b[^.;]*\bonly\b/;

/** Every field of Query, Mutation and Subscription, in the schema's order. */
export function schemaOperations(schema: GraphQLSchema): SchemaOperation[] {
  const roots: [RootKind, ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
    ['Subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([root, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({
      coordinate: `${root}.${field.name}`,
      root,
      name: field.name,
      field,
      adminOnlyByContract: ADMIN_ONLY.test(field.description ?? ''),
      openToApiKeys: root === 'Query' && apiKeyMayRead(schema, root, field.name),
    })),
  );
}

/** Which fields a selection may take: all of them, or only those an API key may read. */
export type FieldFilter = (typeName: string, fieldName: string) => boolean;

export const everyField: FieldFilter = () => true;

export const apiKeyFields =
  (schema: GraphQLSchema): FieldFilter =>
  (typeName, fieldName) =>
    apiKeyMayRead(schema, typeName, fieldName);

const takesNoRequiredArgument = (field: GraphQLField<unknown, unknown>) =>
  field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined);

/**
 * The selection of a returned type: its scalar and enum fields, and for each object field the
 * scalar fields of that object (one level more, enough to see what a nested record gives away).
 * Empty for a scalar result.
 */
export function selectionOf(type: GraphQLOutputType, include: FieldFilter, depth = 1): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    if (!include(named.name, field.name) || !takesNoRequiredArgument(field)) continue;
    if (isLeafType(getNamedType(field.type))) parts.push(field.name);
    else if (depth > 0) {
      const nested = selectionOf(field.type, include, depth - 1);
      if (nested !== '{ __typename }') parts.push(`${field.name} ${nested}`);
    }
  }
  return parts.length > 0 ? `{ ${parts.join(' ')} }` : '{ __typename }';
}

/** The document calling one operation with the arguments given (undefined ones are left out). */
export function operationDocument(
  operation: SchemaOperation,
  values: Record<string, unknown>,
  include: FieldFilter,
): string {
  const given = operation.field.args.filter((arg) => values[arg.name] !== undefined);
  const definitions = given.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = given.length
    ? `${operation.name}(${given.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})`
    : operation.name;
  const keyword = operation.root.toLowerCase();
  const header = definitions ? `${keyword} AccessMatrix(${definitions})` : `${keyword} AccessMatrix`;
  return `${header} { ${call} ${selectionOf(operation.field.type, include)} }`;
}

/**
 * Where argument values come from: the fixtures know org A's entities and what a valid string
 * of each kind looks like. `owner` is the operation's name for its own arguments, the input
 * type's name for the fields of an input object.
 */
export interface ArgumentSource {
  id(operation: SchemaOperation, owner: string, name: string): string;
  idList(operation: SchemaOperation, owner: string, name: string): string[];
  string(operation: SchemaOperation, owner: string, name: string): string;
  enumValue(type: GraphQLEnumType, owner: string, name: string): string;
  scalar(type: GraphQLScalarType, owner: string, name: string): unknown;
}

const isRequired = (item: { type: GraphQLInputType; defaultValue?: unknown }) =>
  isNonNullType(item.type) && item.defaultValue === undefined;

const unwrapped = (type: GraphQLInputType): GraphQLInputType => (isNonNullType(type) ? type.ofType : type);

const isIdList = (type: GraphQLInputType) => {
  const inner = unwrapped(type);
  return isListType(inner) && getNamedType(inner).name === 'ID';
};

/**
 * A value for a type: input objects with their required fields, and with the optional field
 * `also` leads to (a path of field names) when one is given.
 */
function argumentValue(
  operation: SchemaOperation,
  type: GraphQLInputType,
  owner: string,
  name: string,
  source: ArgumentSource,
  also: readonly string[] = [],
): unknown {
  const inner = unwrapped(type);
  if (isListType(inner)) {
    if (isIdList(inner)) return source.idList(operation, owner, name);
    return [argumentValue(operation, inner.ofType, owner, name, source, also)];
  }
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).filter(
      (field) => isRequired(field) || field.name === also[0],
    );
    return Object.fromEntries(
      fields.map((field) => [
        field.name,
        argumentValue(
          operation,
          field.type,
          inner.name,
          field.name,
          source,
          field.name === also[0] ? also.slice(1) : [],
        ),
      ]),
    );
  }
  if (isEnumType(inner)) return source.enumValue(inner, owner, name);
  if (isScalarType(inner)) {
    if (inner.name === 'ID') return source.id(operation, owner, name);
    if (inner.name === 'String') return source.string(operation, owner, name);
    return source.scalar(inner, owner, name);
  }
  throw new Error(`No value for ${owner}.${name} of type ${String(type)}.`);
}

/**
 * Values for the operation's required arguments (input objects with their required fields),
 * and for the optional argument or input field at the path `also` when one is given.
 */
export function requiredArguments(
  operation: SchemaOperation,
  source: ArgumentSource,
  also: readonly string[] = [],
): Record<string, unknown> {
  return Object.fromEntries(
    operation.field.args
      .filter((arg: GraphQLArgument) => isRequired(arg) || arg.name === also[0])
      .map((arg) => [
        arg.name,
        argumentValue(
          operation,
          arg.type,
          operation.name,
          arg.name,
          source,
          arg.name === also[0] ? also.slice(1) : [],
        ),
      ]),
  );
}

/** Where an operation takes an ID: an argument or a field of an input object, at any depth. */
export interface IdPosition {
  /** Argument, then input field names: ['input', 'segmentId']. */
  path: string[];
  /** As ArgumentSource sees it: the operation's name or the input type's name. */
  owner: string;
  name: string;
  /**
   * One id the call cannot go without (required down from the root, not in a list): the thing
   * the operation acts on.
   */
  target: boolean;
}

export function idPositions(operation: SchemaOperation): IdPosition[] {
  const found: IdPosition[] = [];
  const walk = (type: GraphQLInputType, path: string[], owner: string, required: boolean) => {
    const named = getNamedType(type);
    const name = path[path.length - 1]!;
    if (named.name === 'ID') {
      found.push({ path, owner, name, target: required && !isIdList(type) });
    } else if (isInputObjectType(named) && !isListType(unwrapped(type))) {
      for (const field of Object.values(named.getFields())) {
        if (path.length < 4)
          walk(field.type, [...path, field.name], named.name, required && isRequired(field));
      }
    }
  };
  for (const arg of operation.field.args) walk(arg.type, [arg.name], operation.name, isRequired(arg));
  return found;
}
