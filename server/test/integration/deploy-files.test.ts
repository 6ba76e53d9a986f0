import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { adminDatabaseUrl } from '../../src/admin/postgres';
import { firebaseAuth } from '../../src/auth/firebase-admin';
import { ConfigError, configFromEnv, repoRoot } from '../../src/config/env';
import { DEFAULT_DATABASE_TIMEOUTS } from '../../src/db/database';
import { GRAPHQL_BODY_MAX_BYTES } from '../../src/graphql/body-limit';
import { DEFAULT_GRAPHQL_RATE_LIMITS } from '../../src/graphql/rate-limit';
import { GRAPHQL_PATH } from '../../src/graphql/yoga';
import { CONTACT_IMPORT_MAX_BYTES } from '../../src/http/contact-imports';
import { DEFAULT_READINESS_TIMEOUT_MS, LIVENESS_PATHS, READINESS_PATHS } from '../../src/http/health';
import { DEFAULT_POCKETSPHINX_MODEL_DIR } from '../../src/services/recording/transcription/embedded-engine';
import { DEFAULT_TRANSCRIPTION_MODEL } from '../../src/services/recording/transcription/openai-compatible';
import { IMPORTS_PREFIX } from '../../src/services/segment/import/load-import';
import { DEFAULT_RATE_LIMITS as DEFAULT_WIDGET_RATE_LIMITS } from '../../src/services/widget/rate-limit';
import { IMAGE_MAX_BYTES } from '../../src/storage/image-types';
import { LOCAL_UPLOAD_PATH } from '../../src/storage/local-disk';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../../src/storage/storage';
import {
  type CaddyConfig,
  type CaddyHandler,
  type CaddyServer,
  caddyMilliseconds,
  handlersFor,
  httpsServer,
} from '../support/deploy-files/caddy';
import { type EnvExampleEntry, parseEnvExample } from '../support/deploy-files/env-file';
import {
  directivesNamed,
  effective,
  locationFor,
  type NginxDirective,
  nginxBytes,
  nginxMilliseconds,
  parseNginx,
} from '../support/deploy-files/nginx';
import {
  type Exposition,
  parseExposition,
  seriesNamesOf,
  seriesSelectors,
} from '../support/deploy-files/prometheus';
import {
  parseUnit,
  timespanMilliseconds,
  type UnitFile,
  unitSetting,
} from '../support/deploy-files/systemd-unit';
import { describeRun, requireTool, runProgram, runTool, TOOLS } from '../support/deploy-files/tools';
import { graphql, ok } from '../support/graphql';
import { type Harness, startHarness } from '../support/harness';

const DEPLOY = path.join(repoRoot, 'deploy');
const FILES = {
  unit: path.join(DEPLOY, 'systemd/hearback.service'),
  envExample: path.join(DEPLOY, 'systemd/hearback.env.example'),
  nginx: path.join(DEPLOY, 'nginx/hearback.conf'),
  caddyfile: path.join(DEPLOY, 'caddy/Caddyfile'),
  alerts: path.join(DEPLOY, 'prometheus/hearback-alerts.yml'),
  operations: path.join(repoRoot, 'docs/operations.md'),
};

/** Prometheus scrapes this path (docs/operations.md, "Metrics and alerts"); the harness proves it answers. */
const METRICS_PATH = '/metrics';
/** The public name the proxy examples serve, to be replaced by the operator. */
const EXAMPLE_HOST = 'feedback.example.com';
const PUBLIC_CLIENT = '203.0.113.7';
const LOOPBACK_CLIENT = '127.0.0.1';

/**
 * What the proxies must let through: each route's largest body the server itself accepts. The
 * proxy's limit sits a little above it, so that the server, not the proxy, refuses an oversized
 * body with its JSON 413 TOO_LARGE; at most twice it, so the proxy still stops absurd bodies.
 */
const BODY_ROUTES = [
  { route: 'GraphQL', path: GRAPHQL_PATH, serverLimit: GRAPHQL_BODY_MAX_BYTES },
  {
    route: 'uploads (recordings, dashboard images)',
    path: LOCAL_UPLOAD_PATH,
    serverLimit: Math.max(DEFAULT_UPLOAD_MAX_BYTES, IMAGE_MAX_BYTES),
  },
  {
    route: 'contact imports',
    path: `${IMPORTS_PREFIX}${randomUUID()}`,
    serverLimit: CONTACT_IMPORT_MAX_BYTES,
  },
];
const CONTACT_IMPORT_PATH = BODY_ROUTES[2]!.path;

/** Series Prometheus itself records for every scrape target (not the server's to export). */
const PROMETHEUS_TARGET_SERIES = new Set([
  'up',
  'scrape_duration_seconds',
  'scrape_samples_scraped',
  'scrape_samples_post_metric_relabeling',
  'scrape_series_added',
]);
/** Labels Prometheus attaches to every scraped series (the scrape job and the target). */
const TARGET_LABELS = new Set(['job', 'instance']);

/** Variables in the example read by something other than the server's configuration. */
const READ_ELSEWHERE: Record<string, string> = {
  GOOGLE_APPLICATION_CREDENTIALS: "firebase-admin's application default credentials",
  ADMIN_DATABASE_URL: 'the admin command line (src/admin/postgres.ts)',
};

/**
 * The value each `#NAME=value` line shows as the default, and the server's own default. Rate
 * limits and timeouts are applied where they are used, so the constants there are the truth.
 */
const SHOWN_DEFAULTS: Record<string, string> = {
  UPLOAD_MAX_BYTES: String(DEFAULT_UPLOAD_MAX_BYTES),
  POCKETSPHINX_MODEL_DIR: DEFAULT_POCKETSPHINX_MODEL_DIR,
  TRANSCRIPTION_MODEL: DEFAULT_TRANSCRIPTION_MODEL,
  GRAPHQL_RATE_LIMIT_PER_USER: String(DEFAULT_GRAPHQL_RATE_LIMITS.perUser),
  GRAPHQL_RATE_LIMIT_PER_IP: String(DEFAULT_GRAPHQL_RATE_LIMITS.perIp),
  WIDGET_RATE_LIMIT_PER_IP: String(DEFAULT_WIDGET_RATE_LIMITS.perIp),
  WIDGET_RATE_LIMIT_PER_KEY: String(DEFAULT_WIDGET_RATE_LIMITS.perKey),
  DATABASE_CONNECT_TIMEOUT_MS: String(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: String(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  READINESS_TIMEOUT_MS: String(DEFAULT_READINESS_TIMEOUT_MS),
};

const scratchDirs: string[] = [];
async function scratchDir(purpose: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `hearback-deploy-${purpose}-`));
  scratchDirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(scratchDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const readText = (file: string) => readFile(file, 'utf8');

async function envExample(): Promise<EnvExampleEntry[]> {
  return parseEnvExample(await readText(FILES.envExample));
}

/** The enabled value of a variable in the example, or a commented-out one. */
async function exampleValue(name: string): Promise<string> {
  const entry = (await envExample()).find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`deploy/systemd/hearback.env.example does not mention ${name}`);
  return entry.value;
}

/** Where the example has the server listen: the address both proxies must pass requests to. */
async function serverAddress(): Promise<string> {
  return `${await exampleValue('HOST')}:${await exampleValue('PORT')}`;
}

function isLoopback(address: string): boolean {
  const loopback = new BlockList();
  loopback.addSubnet('127.0.0.0', 8, 'ipv4');
  loopback.addAddress('::1', 'ipv6');
  return loopback.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** The real server, its idle keep-alive as it announces it, and its /metrics after some traffic. */
let harness: Harness;
let serverKeepAliveMs: number;
let exposition: Exposition;

async function announcedKeepAliveMs(url: string): Promise<number> {
  const agent = new Agent({ keepAlive: true });
  try {
    const header = await new Promise<string | undefined>((resolve, reject) => {
      get(`${url}${[...LIVENESS_PATHS][0]}`, { agent }, (res) => {
        res.resume();
        const header = res.headers['keep-alive'];
        res.once('end', () => resolve(Array.isArray(header) ? header.join(', ') : header));
      }).once('error', reject);
    });
    const seconds = /timeout=(\d+)/.exec(header ?? '')?.[1];
    if (!seconds) throw new Error(`the server announced no keep-alive timeout (Keep-Alive: ${header})`);
    return Number(seconds) * 1_000;
  } finally {
    agent.destroy();
  }
}

/** Requests that give every labelled metric the alerts use at least one sample to read. */
async function produceTraffic(url: string): Promise<void> {
  for (const probe of [...LIVENESS_PATHS, ...READINESS_PATHS, METRICS_PATH]) {
    const answer = await fetch(`${url}${probe}`);
    expect(answer.status, probe).toBe(200);
    await answer.arrayBuffer();
  }
  ok(await graphql(url, 'query DeployFilesProbe { health }'));
  // The limit is one operation a minute from this address: the second is refused.
  expect((await graphql(url, 'query DeployFilesProbe { health }')).status).toBe(429);
  const refused = await fetch(`${url}/widget/v1/submissions?key=nope&product=nope`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: '{}',
  });
  expect(refused.status).toBeGreaterThanOrEqual(400);
  await refused.arrayBuffer();
}

beforeAll(async () => {
  harness = await startHarness('pglite', { server: { graphqlRateLimitPerIp: 1 } });
  serverKeepAliveMs = await announcedKeepAliveMs(harness.server.url);
  await produceTraffic(harness.server.url);
  const scrape = await fetch(`${harness.server.url}${METRICS_PATH}`);
  expect(scrape.status).toBe(200);
  exposition = parseExposition(await scrape.text());
});
afterAll(() => harness?.stop());

describe('deploy/systemd/hearback.service', () => {
  let unitText: string;
  let unit: UnitFile;
  beforeAll(async () => {
    unitText = await readText(FILES.unit);
    unit = parseUnit(unitText);
  });

  it('passes systemd-analyze verify, with no warning', async () => {
    requireTool(TOOLS.systemdAnalyze);
    // Only the program and the release's paths are moved to ones that exist on this machine (a
    // missing executable is an error to systemd); every other directive is verified as written.
    const release = await scratchDir('release');
    const script = path.join(release, 'server/main.js');
    await mkdir(path.dirname(script));
    await writeFile(script, '');
    const [, ...options] = unitSetting(unit, 'Service', 'ExecStart').split(/\s+/);
    const moved = unitText
      .replace(
        /^ExecStart=.*$/m,
        `ExecStart=${[process.execPath, ...options.slice(0, -1), script].join(' ')}`,
      )
      .replace(/^WorkingDirectory=.*$/m, `WorkingDirectory=${release}`);
    expect(moved.split('\n').filter((line, at) => line !== unitText.split('\n')[at])).toHaveLength(2);
    const copy = path.join(await scratchDir('unit'), 'hearback.service');
    await writeFile(copy, moved);

    const run = await runTool(TOOLS.systemdAnalyze, ['verify', '--man=no', copy]);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stderr.trim(), describeRun(run)).toBe('');
  });

  it('runs the release the environment example serves the dashboard of, and lets it write DATA_DIR', async () => {
    const workingDirectory = unitSetting(unit, 'Service', 'WorkingDirectory');
    const script = unitSetting(unit, 'Service', 'ExecStart').split(/\s+/).at(-1)!;
    expect(script.startsWith(`${workingDirectory}/`), script).toBe(true);
    expect((await exampleValue('STATIC_ROOT')).startsWith(`${workingDirectory}/`)).toBe(true);

    const dataDir = await exampleValue('DATA_DIR');
    expect(unitSetting(unit, 'Service', 'ReadWritePaths').split(/\s+/)).toContain(dataDir);
    expect(`/var/lib/${unitSetting(unit, 'Service', 'StateDirectory')}`).toBe(dataDir);
    // The example is the file the unit reads: its first line says where it is installed.
    const environmentFile = unitSetting(unit, 'Service', 'EnvironmentFile').replace(/^-/, '');
    expect((await readText(FILES.envExample)).startsWith(`# ${environmentFile}:`)).toBe(true);
  });

  it("waits longer than the server's shutdown grace before it kills the server", async () => {
    const stopTimeoutMs = timespanMilliseconds(unitSetting(unit, 'Service', 'TimeoutStopSec'));
    const graceMs = Number(await exampleValue('SHUTDOWN_GRACE_MS'));
    expect(Number.isInteger(graceMs)).toBe(true);
    expect(stopTimeoutMs).toBeGreaterThan(graceMs);
  });

  it('does not restart a configuration the server refuses: RestartPreventExitStatus is its exit code', async () => {
    const dataDir = await scratchDir('refused');
    const run = await runProgram(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(repoRoot, 'server'),
      env: { PATH: process.env.PATH, PORT: 'not-a-port', DATA_DIR: dataDir },
    });
    expect(run.stderr, describeRun(run)).toMatch(/PORT must be a port number/);
    expect(run.code, describeRun(run)).toBe(Number(unitSetting(unit, 'Service', 'RestartPreventExitStatus')));
    // main.ts compiles the whole server on the fly first: seconds of CPU on a busy machine.
  }, 120_000);
});

describe('deploy/nginx/hearback.conf', () => {
  let config: NginxDirective[];
  let tlsServer: NginxDirective;
  beforeAll(async () => {
    config = parseNginx(await readText(FILES.nginx));
    const servers = directivesNamed(config, 'server').filter((server) =>
      directivesNamed(server.block ?? [], 'listen').some((listen) => listen.args.includes('ssl')),
    );
    expect(servers).toHaveLength(1);
    tlsServer = servers[0]!;
  });

  /** The scopes a request for `uri` is configured by, innermost first. */
  const scopesFor = (uri: string): NginxDirective[][] => {
    const location = locationFor(tlsServer, uri);
    if (!location) throw new Error(`no nginx location serves ${uri}`);
    return [location.block ?? [], tlsServer.block ?? []];
  };

  it('passes nginx -t, with no warning', async () => {
    requireTool(TOOLS.nginx);
    const dir = await scratchDir('nginx');
    // The certificate paths are the operator's; a throw-away certificate stands in for them.
    const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
    const certificate = await runTool(TOOLS.openssl, [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${EXAMPLE_HOST}`,
      '-keyout',
      key,
      '-out',
      cert,
    ]);
    expect(certificate.code, describeRun(certificate)).toBe(0);
    const original = await readText(FILES.nginx);
    let moved = 0;
    const copy = original.replace(
      /^(\s*)(ssl_certificate(?:_key)?)(\s+)\S+;/gm,
      (_line, indent, name, space) => {
        moved++;
        return `${indent}${name}${space}${name === 'ssl_certificate' ? cert : key};`;
      },
    );
    const named = directivesNamed(tlsServer.block ?? [], 'ssl_certificate').length;
    expect(moved).toBe(2 * named);
    await writeFile(path.join(dir, 'hearback.conf'), copy);
    // The file is included in the http {} block, as /etc/nginx/nginx.conf does with sites-enabled;
    // every path nginx writes is inside the scratch folder, so the check needs no root.
    await writeFile(
      path.join(dir, 'nginx.conf'),
      [
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log;`,
        'events {}',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
        ),
        `  include ${dir}/hearback.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    const run = await runTool(TOOLS.nginx, [
      '-t',
      '-p',
      `${dir}/`,
      '-e',
      `${dir}/error.log`,
      '-c',
      `${dir}/nginx.conf`,
    ]);
    expect(run.code, describeRun(run)).toBe(0);
    expect(run.stderr, describeRun(run)).not.toMatch(/\[(warn|error|crit|alert|emerg)\]/);
  });

  it.each(BODY_ROUTES)(
    "lets bodies of the server's $route limit through, a little above it",
    ({ path: uri, serverLimit }) => {
      // nginx's own default when no scope sets it: 1 MB.
      const limit = nginxBytes(effective('client_max_body_size', scopesFor(uri))?.[0] ?? '1m');
      expect(limit, uri).toBeGreaterThan(serverLimit);
      expect(limit, uri).toBeLessThanOrEqual(2 * serverLimit);
    },
  );

  it('passes every request to the address the environment example has the server listen on', async () => {
    const upstreams = directivesNamed(config, 'upstream');
    expect(upstreams).toHaveLength(1);
    const upstream = upstreams[0]!;
    expect(directivesNamed(upstream.block ?? [], 'server').map((server) => server.args[0])).toEqual([
      await serverAddress(),
    ]);
    for (const uri of [...BODY_ROUTES.map((route) => route.path), '/', METRICS_PATH]) {
      expect(effective('proxy_pass', [locationFor(tlsServer, uri)?.block ?? []]), uri).toEqual([
        `http://${upstream.args[0]}`,
      ]);
    }
  });

  it('closes idle connections to the server before the server does', () => {
    const [upstream] = directivesNamed(config, 'upstream');
    const idle = effective('keepalive_timeout', [upstream?.block ?? []]);
    expect(idle, 'the upstream block sets keepalive_timeout').toBeDefined();
    expect(nginxMilliseconds(idle![0]!)).toBeLessThan(serverKeepAliveMs);
  });

  it('streams the contact import answer unbuffered, for longer than an ordinary request may take', () => {
    const scopes = scopesFor(CONTACT_IMPORT_PATH);
    expect(effective('proxy_buffering', scopes)).toEqual(['off']);
    const ordinary = effective('proxy_read_timeout', scopesFor(GRAPHQL_PATH));
    const imports = effective('proxy_read_timeout', scopes);
    expect(nginxMilliseconds(imports![0]!)).toBeGreaterThan(nginxMilliseconds(ordinary![0]!));
  });

  it('sets the forwarded headers once for every location (a location setting one would drop them all)', () => {
    const headers = directivesNamed(tlsServer.block ?? [], 'proxy_set_header').map((header) =>
      header.args[0]!.toLowerCase(),
    );
    expect(headers).toEqual(expect.arrayContaining(['host', 'x-forwarded-for', 'x-forwarded-proto']));
    for (const location of directivesNamed(tlsServer.block ?? [], 'location')) {
      expect(directivesNamed(location.block ?? [], 'proxy_set_header'), location.args.join(' ')).toEqual([]);
    }
  });

  it('answers /metrics to loopback only', () => {
    const [scope] = scopesFor(METRICS_PATH);
    const access = (scope ?? []).filter(
      (directive) => directive.name === 'allow' || directive.name === 'deny',
    );
    expect(access.at(-1)?.name).toBe('deny');
    expect(access.at(-1)?.args).toEqual(['all']);
    for (const allowed of access.filter((directive) => directive.name === 'allow')) {
      expect(isLoopback(allowed.args[0]!), allowed.args[0]).toBe(true);
    }
  });
});

describe('deploy/caddy/Caddyfile', () => {
  let server: CaddyServer;
  const caddyEnv = async () => {
    // Caddy keeps certificates and its autosave under HOME and XDG folders: a scratch one here.
    const home = await scratchDir('caddy');
    return {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CONFIG_HOME: path.join(home, 'config'),
    };
  };
  /** Caddy logs JSON lines on stderr; warnings (an unformatted file, for one) fail the check. */
  const complaints = (stderr: string) =>
    stderr.split('\n').filter((line) => /"level":"(warn|error)"/.test(line));

  beforeAll(async () => {
    if (!caddyInstalled()) return;
    const run = await runTool(TOOLS.caddy, ['adapt', '--config', FILES.caddyfile, '--adapter', 'caddyfile'], {
      env: await caddyEnv(),
    });
    expect(run.code, describeRun(run)).toBe(0);
    expect(complaints(run.stderr), describeRun(run)).toEqual([]);
    server = httpsServer(JSON.parse(run.stdout) as CaddyConfig);
  });
  /** A missing Caddy fails each test below with the package to install, not the whole file. */
  function caddyInstalled(): boolean {
    try {
      requireTool(TOOLS.caddy);
      return true;
    } catch {
      return false;
    }
  }
  const adapted = (): CaddyServer => {
    requireTool(TOOLS.caddy);
    return server;
  };
  const request = (uri: string, clientIp = PUBLIC_CLIENT) => ({ host: EXAMPLE_HOST, path: uri, clientIp });
  const answeredBy = (handlers: CaddyHandler[]) => handlers.at(-1)?.handler;

  it('passes caddy validate, with no warning', async () => {
    const run = await runTool(
      TOOLS.caddy,
      ['validate', '--config', FILES.caddyfile, '--adapter', 'caddyfile'],
      {
        env: await caddyEnv(),
      },
    );
    expect(run.code, describeRun(run)).toBe(0);
    expect(complaints(run.stderr), describeRun(run)).toEqual([]);
  });

  it.each(BODY_ROUTES)(
    "lets bodies of the server's $route limit through, a little above it",
    ({ path: uri, serverLimit }) => {
      const handlers = handlersFor(adapted(), request(uri));
      expect(answeredBy(handlers), uri).toBe('reverse_proxy');
      // Each request_body handler on the way wraps the body: the smallest limit applies.
      const limits = handlers
        .filter((handler) => handler.handler === 'request_body')
        .map((handler) => handler.max_size as number);
      expect(limits.length, `a request_body limit applies to ${uri}`).toBeGreaterThan(0);
      const limit = Math.min(...limits);
      expect(limit, uri).toBeGreaterThan(serverLimit);
      expect(limit, uri).toBeLessThanOrEqual(2 * serverLimit);
    },
  );

  const proxies = (uris: string[]) =>
    uris.map((uri) => {
      const proxy = handlersFor(adapted(), request(uri)).at(-1)!;
      expect(proxy.handler, uri).toBe('reverse_proxy');
      return proxy as CaddyHandler & {
        upstreams?: Array<{ dial: string }>;
        flush_interval?: number;
        transport?: { keep_alive?: { idle_timeout?: unknown }; response_header_timeout?: unknown };
      };
    });
  const everyRoute = [...BODY_ROUTES.map((route) => route.path), '/'];

  it('passes every request to the address the environment example has the server listen on', async () => {
    const address = await serverAddress();
    for (const proxy of proxies(everyRoute)) {
      expect(proxy.upstreams?.map((upstream) => upstream.dial)).toEqual([address]);
    }
  });

  it('closes idle connections to the server before the server does', () => {
    for (const proxy of proxies(everyRoute)) {
      // Caddy's default (2 minutes) would outlive the server's: the file must set its own.
      const idle = proxy.transport?.keep_alive?.idle_timeout;
      expect(idle, 'keepalive is set').toBeDefined();
      expect(caddyMilliseconds(idle)).toBeLessThan(serverKeepAliveMs);
    }
  });

  it('streams the contact import answer as it comes, with no wait limit on it', () => {
    const [imports] = proxies([CONTACT_IMPORT_PATH]);
    expect(imports?.flush_interval).toBe(-1);
    expect(imports?.transport?.response_header_timeout).toBeUndefined();
  });

  it('answers /metrics to loopback only', () => {
    expect(answeredBy(handlersFor(adapted(), request(METRICS_PATH)))).toBe('static_response');
    expect(answeredBy(handlersFor(adapted(), request(METRICS_PATH, LOOPBACK_CLIENT)))).toBe('reverse_proxy');
  });
});

describe('deploy/prometheus/hearback-alerts.yml', () => {
  /** Series name → the label names and values its samples carry. */
  const exported = () => {
    const series = new Map<string, Map<string, Set<string>>>();
    for (const [family, type] of exposition.families) {
      for (const name of seriesNamesOf(family, type)) series.set(name, new Map());
    }
    for (const sample of exposition.samples) {
      const labels = series.get(sample.name) ?? new Map<string, Set<string>>();
      series.set(sample.name, labels);
      for (const [label, value] of Object.entries(sample.labels)) {
        labels.set(label, (labels.get(label) ?? new Set()).add(value));
      }
    }
    return series;
  };

  it("alerts only on series the server's /metrics exports, by labels they carry", async () => {
    const rules = parseYaml(await readText(FILES.alerts)) as {
      groups: Array<{ name: string; rules: Array<{ alert?: string; record?: string; expr: string }> }>;
    };
    const series = exported();
    const checked: string[] = [];
    for (const rule of rules.groups.flatMap((group) => group.rules)) {
      const name = rule.alert ?? rule.record ?? '(unnamed)';
      const selectors = seriesSelectors(String(rule.expr));
      expect(selectors.length, `${name} selects series`).toBeGreaterThan(0);
      for (const { metric, matchers } of selectors) {
        checked.push(metric);
        if (PROMETHEUS_TARGET_SERIES.has(metric)) continue;
        const labels = series.get(metric);
        expect(labels, `${name}: ${metric} is not exported by the server`).toBeDefined();
        for (const { label, op, value } of matchers.filter((matcher) => !TARGET_LABELS.has(matcher.label))) {
          expect([...labels!.keys()], `${name}: ${metric} has no label ${label}`).toContain(label);
          // Statuses are open-ended; other label values come from the server's own code: the
          // traffic above produced every value an alert names.
          if (label === 'status' || !/^[\w-]+(\|[\w-]+)*$/.test(value) || op === '!=') continue;
          for (const alternative of value.split('|')) {
            expect(
              [...labels!.get(label)!],
              `${name}: ${metric}{${label}} is never "${alternative}"`,
            ).toContain(alternative);
          }
        }
      }
    }
    expect(checked.length).toBeGreaterThan(0);
  });

  it('docs/operations.md names only metrics the server exports', async () => {
    const docs = (await readText(FILES.operations)).split(/^## 11\. Metrics and alerts$/m)[1];
    expect(docs, 'docs/operations.md has its section "11. Metrics and alerts"').toBeDefined();
    const named = new Set([...docs!.matchAll(/`(hearback_[a-z0-9_]*\*?)`/g)].map((match) => match[1]!));
    expect(named.size).toBeGreaterThan(0);
    const series = [...exported().keys()];
    for (const name of named) {
      const found = name.endsWith('*')
        ? series.some((candidate) => candidate.startsWith(name.slice(0, -1)))
        : exposition.families.has(name);
      expect(found, `${name} in docs/operations.md`).toBe(true);
    }
  });
});

describe('deploy/systemd/hearback.env.example', () => {
  let entries: EnvExampleEntry[];
  beforeAll(async () => {
    entries = await envExample();
  });
  const enabled = () => entries.filter((entry) => entry.enabled);

  /** The names the server's configuration reads, traced while it validates `env`. */
  function namesRead(env: Record<string, string | undefined>): Set<string> {
    const read = new Set<string>();
    const traced = new Proxy(env, {
      get(target, name) {
        if (typeof name === 'string') read.add(name);
        return Reflect.get(target, name);
      },
      has(target, name) {
        if (typeof name === 'string') read.add(name);
        return Reflect.has(target, name);
      },
    });
    try {
      configFromEnv(traced);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
    }
    return read;
  }

  /**
   * The example as an operator fills it in: each CHANGE-ME secret from the `openssl rand`
   * command its comment gives, STATIC_ROOT an existing folder (the server checks it is one).
   */
  async function filledIn(): Promise<Record<string, string | undefined>> {
    const env: Record<string, string | undefined> = { PATH: process.env.PATH };
    for (const entry of enabled()) {
      let value = entry.value;
      const command = /openssl rand -(base64|hex) (\d+)/.exec(entry.comment);
      if (value === 'CHANGE-ME' && command) {
        value = randomBytes(Number(command[2])).toString(command[1] as 'base64' | 'hex');
      }
      if (entry.name === 'STATIC_ROOT') value = await scratchDir('site');
      env[entry.name] = value;
    }
    return env;
  }

  const problemsOf = (env: Record<string, string | undefined>): string[] => {
    try {
      configFromEnv(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it("is in systemd's EnvironmentFile format, as it says: NAME=value lines, no quotes, $ or \\", async () => {
    const lines = (await readText(FILES.envExample)).split('\n');
    const strays = lines.filter(
      (line) => line.trim() !== '' && !line.startsWith('#') && !/^[A-Z]/.test(line),
    );
    expect(strays).toEqual([]);
    for (const entry of entries) {
      expect(entry.value, `${entry.name} (line ${entry.line})`).not.toMatch(/^\s|["'$\\]/);
    }
    const names = enabled().map((entry) => entry.name);
    expect(names).toEqual([...new Set(names)]);
  });

  it("names only variables the server's configuration reads, or the two it says are read elsewhere", async () => {
    const read = namesRead(await filledIn());
    const unknown = entries
      .map((entry) => entry.name)
      .filter((name) => !read.has(name) && !(name in READ_ELSEWHERE));
    expect(unknown).toEqual([]);
  });

  it('ADMIN_DATABASE_URL is read by the admin command line', async () => {
    const url = await exampleValue('ADMIN_DATABASE_URL');
    vi.stubEnv('ADMIN_DATABASE_URL', url);
    try {
      expect(adminDatabaseUrl(await exampleValue('DATABASE_URL'))).toBe(url);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("GOOGLE_APPLICATION_CREDENTIALS is read by the server's Firebase Admin SDK", async () => {
    // A service account key of the format Firebase hands out; reading it makes no network call.
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const clientEmail = 'deploy-check@deploy-example.iam.gserviceaccount.com';
    const keyFile = path.join(await scratchDir('firebase'), 'service-account.json');
    await writeFile(
      keyFile,
      JSON.stringify({
        type: 'service_account',
        project_id: 'deploy-example',
        private_key_id: 'deploy-check',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
        client_email: clientEmail,
        client_id: '1',
      }),
    );
    vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', keyFile);
    try {
      const { credential } = firebaseAuth('deploy-example').app.options;
      // firebase-admin's default credential wraps google-auth-library's, which reads the variable.
      const googleAuth = (
        credential as { googleAuth?: { getCredentials(): Promise<{ client_email?: string }> } }
      ).googleAuth;
      expect(googleAuth, "firebase-admin's default credential still wraps GoogleAuth").toBeDefined();
      expect((await googleAuth!.getCredentials()).client_email).toBe(clientEmail);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("passes the server's production validation once every CHANGE-ME is filled in as its comment says", async () => {
    const env = await filledIn();
    expect(env.NODE_ENV).toBe('production');
    expect(problemsOf(env)).toEqual([]);
  });

  it('has commented-out values the server accepts, each on its own', () => {
    for (const entry of entries.filter(
      (candidate) => !candidate.enabled && !(candidate.name in READ_ELSEWHERE),
    )) {
      expect(problemsOf({ PATH: process.env.PATH, [entry.name]: entry.value }), entry.name).toEqual([]);
    }
  });

  it("shows the server's own defaults as the commented-out values", () => {
    const shown = entries.filter((entry) => !entry.enabled && entry.name in SHOWN_DEFAULTS);
    expect(shown.length).toBeGreaterThan(0);
    for (const entry of shown) expect(entry.value, entry.name).toBe(SHOWN_DEFAULTS[entry.name]);
  });

  it('holds every variable docs/operations.md mentions', async () => {
    const docs = await readText(FILES.operations);
    const read = namesRead({});
    const variables = [...docs.matchAll(/`([A-Z][A-Z0-9_]{2,})(?:=[^`]*)?`/g)]
      .map((match) => match[1]!)
      .filter((name) => read.has(name) || name in READ_ELSEWHERE);
    expect(variables.length).toBeGreaterThan(0);
    const inExample = new Set(entries.map((entry) => entry.name));
    expect(variables.filter((name) => !inExample.has(name))).toEqual([]);
  });
});
