import { BlockList, isIPv6 } from 'node:net';

/**
 * Which handlers Caddy runs for a request, read from the JSON that `caddy adapt` makes of the
 * Caddyfile, so the test judges what Caddy itself understood of the file. Only the matchers the
 * example uses are evaluated; any other is refused rather than guessed at.
 */
export interface CaddyHandler {
  handler: string;
  routes?: CaddyRoute[];
  [setting: string]: unknown;
}

export interface CaddyRoute {
  group?: string;
  match?: CaddyMatcherSet[];
  handle?: CaddyHandler[];
  terminal?: boolean;
}

type CaddyMatcherSet = Record<string, unknown>;

export interface CaddyServer {
  listen?: string[];
  routes?: CaddyRoute[];
}

export interface CaddyConfig {
  apps?: { http?: { servers?: Record<string, CaddyServer> } };
}

export interface CaddyRequest {
  host: string;
  path: string;
  clientIp: string;
}

/** Handlers that answer the request themselves: nothing after them runs. */
const TERMINAL_HANDLERS = new Set(['reverse_proxy', 'static_response', 'file_server', 'error']);

function pathMatches(pattern: string, path: string): boolean {
  const [wanted, actual] = [pattern.toLowerCase(), path.toLowerCase()];
  const starred = wanted.split('*');
  if (starred.length === 1) return actual === wanted;
  if (starred.length === 2 && wanted.endsWith('*')) return actual.startsWith(starred[0]!);
  if (starred.length === 2 && wanted.startsWith('*')) return actual.endsWith(starred[1]!);
  throw new Error(`Caddy path pattern ${pattern} is not evaluated here`);
}

function ipInRanges(ip: string, ranges: string[]): boolean {
  const list = new BlockList();
  for (const range of ranges) {
    const [address, prefix] = range.split('/');
    const type = isIPv6(address!) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(prefix), type);
  }
  return list.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
}

function setMatches(set: CaddyMatcherSet, request: CaddyRequest): boolean {
  return Object.entries(set).every(([kind, value]) => {
    switch (kind) {
      case 'host':
        return (value as string[]).some((host) => {
          if (host.includes('*')) throw new Error(`Caddy host pattern ${host} is not evaluated here`);
          return host.toLowerCase() === request.host.toLowerCase();
        });
      case 'path':
        return (value as string[]).some((pattern) => pathMatches(pattern, request.path));
      case 'not':
        return !(value as CaddyMatcherSet[]).some((inner) => setMatches(inner, request));
      case 'remote_ip':
        return ipInRanges(request.clientIp, (value as { ranges: string[] }).ranges);
      default:
        throw new Error(`Caddy matcher "${kind}" is not evaluated here: teach caddy.ts about it`);
    }
  });
}

const routeMatches = (route: CaddyRoute, request: CaddyRequest): boolean =>
  !route.match || route.match.some((set) => setMatches(set, request));

/** Runs `routes` in order: one route per group, subroutes in place, up to a terminal handler. */
function walk(routes: CaddyRoute[], request: CaddyRequest, ran: CaddyHandler[]): boolean {
  const groupsTaken = new Set<string>();
  for (const route of routes) {
    if (route.group && groupsTaken.has(route.group)) continue;
    if (!routeMatches(route, request)) continue;
    if (route.group) groupsTaken.add(route.group);
    for (const handler of route.handle ?? []) {
      if (handler.handler === 'subroute') {
        if (walk(handler.routes ?? [], request, ran)) return true;
        continue;
      }
      ran.push(handler);
      if (TERMINAL_HANDLERS.has(handler.handler)) return true;
    }
    if (route.terminal) return true;
  }
  return false;
}

/** The HTTPS server of the configuration: the one the site address made. */
export function httpsServer(config: CaddyConfig): CaddyServer {
  const servers = Object.values(config.apps?.http?.servers ?? {}).filter((server) =>
    server.listen?.some((address) => address.endsWith(':443')),
  );
  if (servers.length !== 1) throw new Error(`expected one Caddy server on :443, found ${servers.length}`);
  return servers[0]!;
}

/** The handlers Caddy runs for the request, in order; the last one answers it (if any does). */
export function handlersFor(server: CaddyServer, request: CaddyRequest): CaddyHandler[] {
  const ran: CaddyHandler[] = [];
  walk(server.routes ?? [], request, ran);
  return ran;
}

/** Caddy's JSON durations are nanoseconds (a number) or Go duration strings. */
export function caddyMilliseconds(duration: unknown): number {
  if (typeof duration === 'number') return duration / 1e6;
  const units: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
  const parts = typeof duration === 'string' ? [...duration.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)] : [];
  if (parts.length === 0) throw new Error(`not a Caddy duration: ${String(duration)}`);
  return parts.reduce((sum, part) => sum + Number(part[1]) * units[part[2]!]!, 0);
}
