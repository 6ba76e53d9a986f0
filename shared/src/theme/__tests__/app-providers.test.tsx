import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../apollo/create-apollo-client';
import { AppProviders } from '../../providers/app-providers';
import { BRAND_COLOR, PRIMARY_COLOR, themeConfig } from '../theme-config';

function Tokens() {
  const { token } = theme.useToken();
  return (
    <output>
      {JSON.stringify({ primary: token.colorPrimary, height: token.controlHeight, motion: token.motion })}
    </output>
  );
}

function renderTokens() {
  const client = createApolloClient({ fetch: async () => new Response('{}') });
  render(
    <AppProviders client={client}>
      <Tokens />
    </AppProviders>,
  );
  return JSON.parse(screen.getByRole('status').textContent ?? '{}');
}

/** A system that answers the reduced-motion query with `reduce`, and nothing else. */
function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('theme', () => {
  it('fixes the look of spec sections 1 and 9', () => {
    expect(BRAND_COLOR).toBe('#2e8b57');
    expect(themeConfig.token).toMatchObject({
      colorPrimary: PRIMARY_COLOR,
      fontFamily: 'inherit',
      controlHeight: 48,
    });
    expect(themeConfig.components?.Layout).toMatchObject({ headerHeight: 80, siderBg: '#000' });
  });

  it('reaches components rendered inside AppProviders', () => {
    prefersReducedMotion(false);
    expect(renderTokens()).toEqual({ primary: PRIMARY_COLOR, height: 48, motion: true });
  });

  it("turns antd's motion off when the system asks for reduced motion", () => {
    prefersReducedMotion(true);
    expect(renderTokens()).toEqual({ primary: PRIMARY_COLOR, height: 48, motion: false });
  });
});
