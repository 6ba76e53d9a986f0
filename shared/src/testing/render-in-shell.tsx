/**
 * Renders a remote's page or component inside what the shell gives it: antd's App (and, when
 * asked, the theme's ConfigProvider), Apollo answered by mocks, a signed-in session and a router.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SessionStoreContext } from '../session/session-context';
import type { MeUser } from '../session/session-types';
import { themeConfig } from '../theme/theme-config';
import { sessionStub } from './session-stub';

export interface RenderInShellOptions {
  mocks?: MockLink.MockedResponse[];
  /** The signed-in user (see makeMeUser); null: signed in, profile not loaded or no organisation. */
  user: MeUser | null;
  /** The router's location. */
  path?: string;
  /** Wraps in the shell's ConfigProvider: what gives forms antd's English validation messages. */
  withTheme?: boolean;
  /** Apollo's warnings about unmatched mocks (a page that renders without data turns them off). */
  showWarnings?: boolean;
  /** Rendered beside `ui` inside the router (a probe of the current location, say). */
  beside?: ReactNode;
}

export function renderInShell(ui: ReactElement, options: RenderInShellOptions) {
  const session = sessionStub({ status: 'signedIn', user: options.user });
  const page = (
    <AntdApp>
      <MockedProvider mocks={options.mocks ?? []} showWarnings={options.showWarnings}>
        <SessionStoreContext.Provider value={session}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            {ui}
            {options.beside}
          </MemoryRouter>
        </SessionStoreContext.Provider>
      </MockedProvider>
    </AntdApp>
  );
  const result = render(
    options.withTheme ? <ConfigProvider theme={themeConfig}>{page}</ConfigProvider> : page,
  );
  // user-event's pointer-events check reads getComputedStyle over antd's many style tags: slow in jsdom.
  return { ...result, session, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}
