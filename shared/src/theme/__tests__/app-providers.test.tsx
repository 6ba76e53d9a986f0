import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../apollo/create-apollo-client';
import { AppProviders } from '../../providers/app-providers';
import { themeConfig } from '../theme-config';

function Tokens() {
  const { token } = theme.useToken();
  return <output>{JSON.stringify({ primary: token.colorPrimary, height: token.controlHeight })}</output>;
}

describe('theme', () => {
  it('fixes the look of spec sections 1 and 9', () => {
    expect(themeConfig.token).toMatchObject({
      colorPrimary: '#2e8b57',
      fontFamily: 'inherit',
      controlHeight: 48,
    });
    expect(themeConfig.components?.Layout).toMatchObject({ headerHeight: 80, siderBg: '#000' });
  });

  it('reaches components rendered inside AppProviders', () => {
    const client = createApolloClient({ fetch: async () => new Response('{}') });
    render(
      <AppProviders client={client}>
        <Tokens />
      </AppProviders>,
    );
    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toEqual({
      primary: '#2e8b57',
      height: 48,
    });
  });
});
