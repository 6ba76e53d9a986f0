import type { Plugin } from 'graphql-yoga';
import { bearerToken } from '../auth/identity';
import { forbidden } from '../errors/app-errors';
import { apiKeyRefusal } from '../services/api-key/api-key-access';
import { looksLikeApiKey } from '../services/api-key/api-key-secret';

/**
 * Holds requests made with an organisation API key to what services/api-key/api-key-access.ts
 * allows, after validation and before any resolver runs, so a refused operation touches nothing.
 */
export function useApiKeyAccess(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { request } = args.contextValue as { request?: Request };
      const token = bearerToken(request?.headers.get('authorization'));
      if (!token || !looksLikeApiKey(token)) return;
      const refusal = apiKeyRefusal(args.document, args.operationName);
      if (refusal) setResultAndStopExecution({ errors: [forbidden(refusal)] });
    },
  };
}
