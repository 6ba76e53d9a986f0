import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * The largest GraphQL request body. The largest legitimate one is a campaign response (a text
 * and 10 answers of 5,000 characters: ≈ 330 KB even if every character took JSON's longest
 * escape); files and contact imports have routes of their own. 1 MB leaves room for that
 * three times over and keeps a request from tying up memory and parse time for nothing.
 */
export const GRAPHQL_BODY_MAX_BYTES = 1024 * 1024;

export const TOO_LARGE = 'TOO_LARGE';

export function bodyTooLarge(maxBytes: number) {
  return createGraphQLError(
    `This request is larger than the ${formatBytes(maxBytes)} the API accepts. Send less at once.`,
    { extensions: { code: TOO_LARGE, maxBytes, http: { status: 413 } } },
  );
}

const formatBytes = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * Yoga enforces the limit (`maxRequestBodySize`: a declared length at once, a chunked body while
 * it is read); this gives its refusal the coded sentence of our other limits. A declared length
 * is refused here, before Yoga's own check; a body that outgrows the limit while being read fails
 * inside the parser, which this wraps.
 */
export function useBodyLimitError(maxBytes: number, onRefused: () => void = () => {}): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      const declared = request.headers.get('content-length');
      if (declared !== null && /^\d+$/.test(declared) && Number(declared) > maxBytes) {
        onRefused();
        throw bodyTooLarge(maxBytes);
      }
      if (!requestParser) return;
      setRequestParser(async (req) => {
        try {
          return await requestParser(req);
        } catch (error) {
          if ((error as { extensions?: { code?: unknown } }).extensions?.code !== 'REQUEST_ENTITY_TOO_LARGE')
            throw error;
          onRefused();
          throw bodyTooLarge(maxBytes);
        }
      });
    },
  };
}
