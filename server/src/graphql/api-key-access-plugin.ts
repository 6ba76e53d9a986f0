import type { Plugin } from 'graphql-yoga';
import { forbidden } from '../errors/app-errors';
import { apiKeyRefusal } from '../services/api-key/api-key-access';
import { isApiKeyRequest } from '../services/api-key/api-key-context';

/**
 * Holds requests made with an organisation API key to the @apiKey policy
 * (services/api-key/api-key-access.ts) over every field they select, at any depth, after
 * validation and before any resolver runs: a refused operation touches nothing.
 */
export function useApiKeyAccess(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!isApiKeyRequest(args.contextValue)) return;
      const refusal = apiKeyRefusal(args.schema, args.document, args.operationName);
      if (refusal) setResultAndStopExecution({ errors: [forbidden(refusal)] });
    },
  };
}
