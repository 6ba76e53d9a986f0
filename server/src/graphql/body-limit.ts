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
 * Enforces the limit (Yoga's own `maxRequestBodySize` is off) and refuses with the coded sentence
 * of our other limits. A declared length over the limit is refused before the body is read; a
 * declared length within it needs nothing more, since Node's HTTP parser hands on exactly that
 * many bytes. Only a body without a length (chunked) is counted while it is read. Yoga's check
 * put every body through a counting stream, whose set-up and teardown cost a signed-in `me` a
 * third of its CPU (docs/decisions.md, "The signed-in request's cost").
 */
export function useBodyLimit(maxBytes: number, onRefused: () => void = () => {}): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const declared = request.headers.get('content-length');
      if (declared !== null && /^\d+$/.test(declared)) {
        if (Number(declared) <= maxBytes) return;
        onRefused();
        throw bodyTooLarge(maxBytes);
      }
      if (!requestParser || !request.body) return;
      setRequestParser(async (req) => {
        try {
          return await requestParser(countedWhileRead(req, maxBytes, fetchAPI));
        } catch (error) {
          if ((error as { extensions?: { code?: unknown } }).extensions?.code !== TOO_LARGE) throw error;
          onRefused();
          throw bodyTooLarge(maxBytes);
        }
      });
    },
  };
}

type FetchApi = Parameters<NonNullable<Plugin['onRequestParse']>>[0]['fetchAPI'];

/** The request, its body failing with TOO_LARGE once more than `maxBytes` came in. */
function countedWhileRead(request: Request, maxBytes: number, fetchAPI: FetchApi): Request {
  const body = request.body;
  if (!body) return request;
  // A native stream pipes only into a native TransformStream, a ponyfilled one into its own kind.
  const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let received = 0;
  const counted = body.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) controller.error(bodyTooLarge(maxBytes));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: counted,
    duplex: 'half',
  } as RequestInit);
}
