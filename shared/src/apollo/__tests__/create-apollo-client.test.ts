import { gql } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../constants';
import { setDashboardLanguage } from '../../i18n/dashboard-i18n';
import { createApolloClient } from '../create-apollo-client';

const HEALTH = gql`
  query Health {
    health
  }
`;

interface CapturedRequest {
  url: string;
  method: string | undefined;
  headers: Headers;
  body: { operationName?: string };
}

/** A fetch that records each request and answers with `status` and `body`. */
function fetchStub(body: unknown, status = 200, contentType = 'application/graphql-response+json') {
  const requests: CapturedRequest[] = [];
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: String(input),
      method: init?.method,
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)),
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
  });
  return { stub: stub as unknown as typeof fetch, requests };
}

describe('createApolloClient', () => {
  it('POSTs to {apiUrl}/graphql with the app header and the bearer token', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'id-token-1');
    const { stub, requests } = fetchStub({ data: { health: true } });
    const client = createApolloClient({ apiUrl: 'https://api.example.com', fetch: stub });

    const { data } = await client.query({ query: HEALTH });

    expect(data).toEqual({ health: true });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('https://api.example.com/graphql');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('x-hearback-app')).toBe('dashboard');
    expect(request?.headers.get('authorization')).toBe('Bearer id-token-1');
    expect(request?.body.operationName).toBe('Health');
  });

  it('sends an empty authorization value when no token is stored', async () => {
    const { stub, requests } = fetchStub({ data: { health: true } });
    const client = createApolloClient({ fetch: stub });

    await client.query({ query: HEALTH });

    expect(requests[0]?.url).toBe('/graphql');
    expect(requests[0]?.headers.has('authorization')).toBe(true);
    expect(requests[0]?.headers.get('authorization')).toBe('');
  });

  it('reads the token at request time, so a refreshed token is used at once', async () => {
    const { stub, requests } = fetchStub({ data: { health: true } });
    const client = createApolloClient({ fetch: stub });
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'old');
    await client.query({ query: HEALTH, fetchPolicy: 'network-only' });
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'new');
    await client.query({ query: HEALTH, fetchPolicy: 'network-only' });

    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });

  it('answers repeated queries from the cache (default fetch policy cache-first)', async () => {
    const { stub, requests } = fetchStub({ data: { health: true } });
    const client = createApolloClient({ fetch: stub });
    await client.query({ query: HEALTH });
    await client.query({ query: HEALTH });
    expect(requests).toHaveLength(1);
    expect(client.defaultOptions.watchQuery?.fetchPolicy).toBe('cache-first');
  });

  it('reports a 401 to the session', async () => {
    const onUnauthenticated = vi.fn();
    const { stub } = fetchStub({ message: 'no' }, 401, 'application/json');
    const client = createApolloClient({ fetch: stub, onUnauthenticated });

    await expect(client.query({ query: HEALTH })).rejects.toThrow();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('reports a GraphQL UNAUTHENTICATED error to the session', async () => {
    const onUnauthenticated = vi.fn();
    const { stub } = fetchStub(
      { errors: [{ message: 'Sign in again.', extensions: { code: 'UNAUTHENTICATED' } }] },
      401,
    );
    const client = createApolloClient({ fetch: stub, onUnauthenticated });

    await expect(client.query({ query: HEALTH })).rejects.toThrow('Sign in again.');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('does not report other errors', async () => {
    const onUnauthenticated = vi.fn();
    const { stub } = fetchStub({ errors: [{ message: 'Nope.', extensions: { code: 'FORBIDDEN' } }] });
    const client = createApolloClient({ fetch: stub, onUnauthenticated });

    await expect(client.query({ query: HEALTH })).rejects.toThrow('Nope.');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it.each([
    ['a 503 from a deploy', () => fetchStub({ message: 'unavailable' }, 503, 'text/html').stub],
    [
      'a 502 with a GraphQL-looking body',
      () => fetchStub({ message: 'bad gateway' }, 502, 'application/json').stub,
    ],
    [
      'no network',
      () =>
        (async () => {
          throw new TypeError('Failed to fetch');
        }) as unknown as typeof fetch,
    ],
  ])('reports %s as a connection problem, not as refused credentials', async (_, makeFetch) => {
    const onUnauthenticated = vi.fn();
    const onConnectionProblem = vi.fn();
    const client = createApolloClient({ fetch: makeFetch(), onUnauthenticated, onConnectionProblem });

    await expect(client.query({ query: HEALTH })).rejects.toThrow();
    expect(onConnectionProblem).toHaveBeenCalledTimes(1);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('does not report a GraphQL error or a 401 as a connection problem', async () => {
    const onConnectionProblem = vi.fn();
    const refused = createApolloClient({
      fetch: fetchStub({ message: 'no' }, 401, 'application/json').stub,
      onUnauthenticated: () => {},
      onConnectionProblem,
    });
    await expect(refused.query({ query: HEALTH })).rejects.toThrow();
    const invalid = createApolloClient({
      fetch: fetchStub({ errors: [{ message: 'Nope.', extensions: { code: 'BAD_USER_INPUT' } }] }).stub,
      onConnectionProblem,
    });
    await expect(invalid.query({ query: HEALTH })).rejects.toThrow('Nope.');
    expect(onConnectionProblem).not.toHaveBeenCalled();
  });

  it('lets the token be renewed before each request and sends the renewed one', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    const { stub, requests } = fetchStub({ data: { health: true } });
    let serial = 0;
    const renewToken = vi.fn(async () => {
      serial += 1;
      window.localStorage.setItem(AUTH_TOKEN_KEY, `fresh-${serial}`);
    });
    const client = createApolloClient({ fetch: stub, renewToken });
    await client.query({ query: HEALTH, fetchPolicy: 'network-only' });
    await client.query({ query: HEALTH, fetchPolicy: 'network-only' });

    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer fresh-1',
      'Bearer fresh-2',
    ]);
  });

  it('sends the stored token when it cannot be renewed (offline)', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'stored');
    const { stub, requests } = fetchStub({ data: { health: true } });
    const client = createApolloClient({
      fetch: stub,
      renewToken: async () => {
        throw Object.assign(new Error('offline'), { code: 'auth/network-request-failed' });
      },
    });
    await client.query({ query: HEALTH });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer stored');
  });

  it("sends the dashboard's current language as Accept-Language, and follows a switch at once", async () => {
    const { stub, requests } = fetchStub({ data: { health: true } });
    const client = createApolloClient({ fetch: stub });
    try {
      await setDashboardLanguage('en', { remember: false });
      await client.query({ query: HEALTH, fetchPolicy: 'network-only' });
      await setDashboardLanguage('de', { remember: false });
      await client.query({ query: HEALTH, fetchPolicy: 'network-only' });
    } finally {
      await setDashboardLanguage('en', { remember: false });
    }

    expect(requests.map((request) => request.headers.get('accept-language'))).toEqual(['en', 'de']);
  });
});
