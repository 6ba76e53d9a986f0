import {
  type DocumentNode,
  type FragmentDefinitionNode,
  getOperationAST,
  Kind,
  type SelectionSetNode,
} from 'graphql';

/**
 * What an organisation API key may do: run queries that read the organisation's feedback data
 * (products and the catalogue, recordings, their statistics, widget and general settings),
 * as a Member attached to every product would. Nothing about people (users, invitations,
 * notifications), credentials (widget token, API keys) or privacy settings, and no mutation: an
 * integration that leaks its key leaks read access to feedback, never control of the organisation.
 * A query field added later stays closed to keys until it is listed here.
 */
export const API_KEY_ACCESS = {
  queries: new Set([
    'health',
    'getPlatforms',
    'getProductCategories',
    'getProducts',
    'countProducts',
    'getAllProducts',
    'recordings',
    'countRecordings',
    'recording',
    'recordingAudioUrl',
    'productStats',
    'productSentimentTrend',
    'productThemes',
    'widgetSettings',
    'generalSettings',
    'widgetLanguages',
  ]),
  readOnlyMessage: 'An API key can only read. Changes need an Admin signed in to the dashboard.',
};

const INTROSPECTION = new Set(['__typename', '__schema', '__type']);

/** Why an API key may not run this operation, or null when it may. */
export function apiKeyRefusal(document: DocumentNode, operationName?: string | null): string | null {
  const operation = getOperationAST(document, operationName);
  // No single operation to run: execution reports that itself.
  if (!operation) return null;
  if (operation.operation !== 'query') return API_KEY_ACCESS.readOnlyMessage;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const refused = [...rootFields(operation.selectionSet, fragments, new Set())].filter(
    (field) => !API_KEY_ACCESS.queries.has(field) && !INTROSPECTION.has(field),
  );
  if (refused.length === 0) return null;
  return `An API key cannot read ${refused.join(', ')}. It reads products, recordings and their statistics.`;
}

/** The root fields an operation selects, through inline fragments and fragment spreads. */
function rootFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  visited: Set<string>,
): Set<string> {
  const names = new Set<string>();
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      names.add(selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      for (const name of rootFields(selection.selectionSet, fragments, visited)) names.add(name);
    } else {
      const fragment = fragments.get(selection.name.value);
      // Validation has refused unknown and cyclic fragments before execution; this only stops loops.
      if (!fragment || visited.has(fragment.name.value)) continue;
      visited.add(fragment.name.value);
      for (const name of rootFields(fragment.selectionSet, fragments, visited)) names.add(name);
    }
  }
  return names;
}
