import { act, renderHook } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../apollo/create-apollo-client';
import { AppProviders } from '../../providers/app-providers';
import { createStaticSessionStore } from '../../testing/static-session-store';
import { useBotCheck } from '../use-bot-check';

const HMAC_KEY = 'test-hmac-key';

function answering(botChallenge: unknown) {
  const bodies: string[] = [];
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(String(init?.body));
    return new Response(JSON.stringify({ data: { botChallenge } }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = createApolloClient({ fetch: fetch as typeof globalThis.fetch, onUnauthenticated: () => {} });
  const session = createStaticSessionStore({ status: 'signedOut', user: null });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders client={client} session={session}>
      {children}
    </AppProviders>
  );
  return { wrapper, bodies };
}

describe('useBotCheck', () => {
  it('solves the ALTCHA challenge into a payload the server accepts, with a fresh challenge each time', async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxNumber: 2_000 });
    const { wrapper, bodies } = answering({
      __typename: 'BotChallenge',
      provider: 'altcha',
      siteKey: null,
      altcha: { __typename: 'AltchaChallenge', ...challenge, maxnumber: 2_000 },
    });
    const { result } = renderHook(() => useBotCheck(), { wrapper });
    let token = '';
    await act(async () => {
      token = await result.current('sign_up');
    });
    expect(await verifySolution(token, HMAC_KEY, true)).toBe(true);
    await act(async () => {
      await result.current('sign_up');
    });
    expect(bodies).toHaveLength(2);
  });

  it('fails clearly when the server offers no way to check', async () => {
    const { wrapper } = answering({
      __typename: 'BotChallenge',
      provider: 'altcha',
      siteKey: null,
      altcha: null,
    });
    const { result } = renderHook(() => useBotCheck(), { wrapper });
    await expect(result.current('contact')).rejects.toThrow('The bot check is not available.');
  });
});
