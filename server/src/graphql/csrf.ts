import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** The dashboard's fixed app header (shared/src/constants.ts: APP_HEADER_NAME). */
export const APP_HEADER = 'x-hearback-app';

/**
 * Requests a browser would send cross-site without a CORS preflight (GET, forms, text/plain) must
 * carry the dashboard's app header, which no other site can add without a preflight we answer.
 * The plugin's own error is replaced by a coded sentence for the dashboard's formatter.
 */
export function useAppHeaderCsrfPrevention(onRefused: () => void = () => {}): Plugin {
  const plugin = useCSRFPrevention({ requestHeaders: [APP_HEADER] });
  return {
    onRequestParse(payload) {
      try {
        return plugin.onRequestParse?.(payload);
      } catch {
        onRefused();
        throw createGraphQLError(
          `This request was refused: it must carry the ${APP_HEADER} header the Hearback dashboard sends.`,
          { extensions: { code: 'CSRF_REFUSED', http: { status: 403 } } },
        );
      }
    },
  };
}
