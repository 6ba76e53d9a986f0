import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { type MessageText, message } from '../../i18n/message';
import { englishText } from '../../i18n/render-message';
import { isPublicAddress } from './public-address';

/** Why an integration's URL may not be called; `code` is also the GraphQL error's `reason`. */
export class OutboundRefused extends Error {
  constructor(
    readonly code: 'INVALID_URL' | 'NON_PUBLIC_ADDRESS' | 'UNRESOLVABLE_HOST',
    /** The sentence, translatable (the `message` is its English). */
    readonly text: MessageText,
  ) {
    super(englishText(text));
    this.name = 'OutboundRefused';
  }
}

export interface OutboundPolicy {
  /** INTEGRATIONS_ALLOW_PRIVATE_NETWORKS: loopback and private addresses may be called. */
  allowPrivateNetworks: boolean;
}

/** Parses an integration URL: http(s) only, no user:password part. */
export function parseOutboundUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefused('INVALID_URL', 'Enter a full URL starting with https:// or http://.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new OutboundRefused('INVALID_URL', 'Enter a full URL starting with https:// or http://.');
  if (url.username || url.password)
    throw new OutboundRefused('INVALID_URL', 'The URL may not carry a user name or password.');
  return url;
}

const nonPublic = (host: string) =>
  new OutboundRefused(
    'NON_PUBLIC_ADDRESS',
    message(
      '{{host}} is a loopback, private or otherwise non-public address; integrations only call public Internet addresses.',
      { host },
    ),
  );

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Refuses a URL whose host is, or resolves to, any non-public address (every address the name
 * has, not just the first). Used when an integration is saved, for a clear error; the
 * connection itself is checked again by `guardedLookup`, since DNS may answer differently then.
 */
export async function assertOutboundAllowed(raw: string, policy: OutboundPolicy): Promise<URL> {
  const url = parseOutboundUrl(raw);
  if (policy.allowPrivateNetworks) return url;
  const host = hostOf(url);
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw nonPublic(host);
    return url;
  }
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
  ).catch(() => {
    throw new OutboundRefused(
      'UNRESOLVABLE_HOST',
      message('{{host}} could not be found. Check the address.', { host }),
    );
  });
  if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address)))
    throw nonPublic(host);
  return url;
}

/**
 * The lookup the HTTP agent connects with: the addresses the socket will really use are checked,
 * so a name that resolved to a public address when saved and to 127.0.0.1 now (DNS rebinding)
 * is refused at connect time.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, found) => {
    if (error) return callback(error, '', 0);
    const addresses = found as LookupAddress[];
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address)))
      return callback(nonPublic(hostname), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};

export interface OutboundResponse {
  status: number;
  /** The first KiB of the answer, for the delivery log and Slack's error words. */
  body: string;
}

const RESPONSE_EXCERPT_BYTES = 1024;
export const OUTBOUND_TIMEOUT_MS = 10_000;

/**
 * POSTs a JSON body to an integration's URL under the outbound policy. Redirects are not
 * followed (a redirect could point anywhere); the answer is read up to 1 KiB.
 */
export async function postJson(
  raw: string,
  body: string,
  headers: Record<string, string>,
  policy: OutboundPolicy,
  signal?: AbortSignal,
): Promise<OutboundResponse> {
  const url = await assertOutboundAllowed(raw, policy);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<OutboundResponse>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Hearback-Integrations/1',
          ...headers,
        },
        timeout: OUTBOUND_TIMEOUT_MS,
        signal,
        ...(policy.allowPrivateNetworks ? {} : { lookup: guardedLookup }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_EXCERPT_BYTES) response.destroy();
        });
        const finish = () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8'),
          });
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`No answer within ${OUTBOUND_TIMEOUT_MS / 1000} s.`)),
    );
    request.on('error', reject);
    request.end(body);
  });
}
