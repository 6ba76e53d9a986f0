import type { ExecutionResult } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE';

/**
 * Codes for the refusals graphql-js and Yoga make without one, so that every error a client gets
 * has a code and a sentence like the services' own:
 *
 * - a body in a format no request parser reads, which Yoga answers with an empty 415;
 * - `variables` or `extensions` in a URL that are not JSON, which Yoga lets fail as a 500;
 * - variables that do not fit their declared types ("Variable "$id" got invalid value …") and
 *   operations the schema cannot run (a subscription), which graphql-js reports before anything
 *   is resolved: errors without a path, in a result without data.
 */
export function useRequestErrorCodes(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) {
        throw createGraphQLError(
          'The API reads GraphQL requests sent as JSON (content-type: application/json) or in the URL of a GET.',
          { extensions: { code: UNSUPPORTED_MEDIA_TYPE, http: { status: 415 } } },
        );
      }
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          // Yoga parses `variables` and `extensions` of a URL (GET, form posts) with a bare JSON.parse.
          if (!(error instanceof SyntaxError)) throw error;
          throw createGraphQLError('The variables or extensions of this request are not valid JSON.', {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      });
    },
    onExecute: () => ({ onExecuteDone: ({ result }) => codeRequestErrors(result) }),
    onSubscribe: () => ({ onSubscribeResult: ({ result }) => codeRequestErrors(result) }),
  };
}

function codeRequestErrors(result: ExecutionResult | AsyncIterable<unknown>): void {
  if (Symbol.asyncIterator in result || !result.errors || 'data' in result) return;
  for (const error of result.errors) {
    if (error.path === undefined && error.extensions.code === undefined) {
      (error.extensions as Record<string, unknown>).code = 'BAD_USER_INPUT';
    }
  }
}
