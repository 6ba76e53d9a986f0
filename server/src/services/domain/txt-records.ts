import { Resolver } from 'node:dns/promises';

/** The TXT records of a name, each record's character strings joined (as DNS tools show them). */
export type TxtRecordLookup = (name: string) => Promise<TxtLookupResult>;

export type TxtLookupResult =
  | { status: 'found'; records: string[] }
  /** The name or its TXT records do not exist (yet). */
  | { status: 'none' }
  /** No answer to rely on: a timeout, a refusal or a server failure. */
  | { status: 'unavailable'; reason: string };

/** A lookup waits this long per try; the Admin is waiting on the "Check now" button. */
const TIMEOUT_MS = 3_000;
const TRIES = 2;

/** Answers that say there is nothing to find, as opposed to a lookup that failed. */
const NOTHING_THERE = new Set(['ENODATA', 'ENOTFOUND']);

/**
 * Looks TXT records up with node's resolver (c-ares, not the operating system's getaddrinfo),
 * through `servers` when given (DNS_SERVERS: "1.1.1.1", "127.0.0.1:5353"…), else through the
 * system's configured name servers.
 */
export function txtRecordLookup(servers?: readonly string[]): TxtRecordLookup {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: TRIES });
  if (servers && servers.length > 0) resolver.setServers([...servers]);
  return async (name) => {
    try {
      const records = await resolver.resolveTxt(name);
      return { status: 'found', records: records.map((chunks) => chunks.join('')) };
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'EUNKNOWN';
      return NOTHING_THERE.has(code) ? { status: 'none' } : { status: 'unavailable', reason: code };
    }
  };
}
