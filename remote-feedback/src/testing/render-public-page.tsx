/**
 * Test helper of the public feedback pages: renders a page as a visitor gets it, without any
 * session (the shell skips the session check on /feedback), inside antd's providers, with Apollo
 * mocked and the router at the page's URL. The widget API is a real HTTP peer (the widget's own
 * test receiver), found through the runtime config as in production.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { setRuntimeConfig, themeConfig } from '@hearback/shared';
import { fireEvent, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

export function pointApiAt(apiUrl: string): void {
  setRuntimeConfig({
    apiUrl,
    firebase: { apiKey: 'demo-api-key', authDomain: 'localhost', projectId: 'demo-hearback' },
    authEmulatorUrl: null,
  });
}

export function renderPublicPage(
  ui: ReactElement,
  { url, mocks }: { url: string; mocks: MockLink.MockedResponse[] },
) {
  const result = render(
    <ConfigProvider theme={themeConfig}>
      <AntdApp>
        <MockedProvider mocks={mocks}>
          <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
        </MockedProvider>
      </AntdApp>
    </ConfigProvider>,
  );
  return { ...result, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

/** The widget form lives in a shadow root of its own, where screen queries do not look. */
export async function findWidgetForm(container: HTMLElement) {
  const host = await within(container).findByTestId('inline-feedback-form');
  const deadline = Date.now() + 5_000;
  let panel = host.shadowRoot?.querySelector<HTMLElement>('.hb-panel');
  while (!panel?.querySelector('form, [role="status"]')) {
    if (Date.now() > deadline) throw new Error('The widget form did not render in its shadow root.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    panel = host.shadowRoot?.querySelector<HTMLElement>('.hb-panel');
  }
  return within(panel);
}

/**
 * Enters a whole text into a field of the widget form. user-event loses track of focus once it
 * moved inside a shadow root in jsdom, and stops telling React about keystrokes; the browser
 * tests (e2e/) type into the same form key by key in Chromium.
 */
export function enterText(field: HTMLElement, text: string): void {
  fireEvent.change(field, { target: { value: text } });
}
