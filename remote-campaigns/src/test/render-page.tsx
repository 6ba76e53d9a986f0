/**
 * Renders a page of this remote inside what the shell gives it (antd App and theme, Apollo
 * answered by mocks, a signed-in session, a router).
 */
import type { MockLink } from '@apollo/client/testing';
import { makeMeUser, renderInShell } from '@hearback/shared/testing';
import type { ReactElement, ReactNode } from 'react';

export const PRODUCT_ID = '6b0e9a52-8d55-4c4e-9a43-2d1f1f0c0a11';
export const CAMPAIGN_ID = '0d6f1c2a-3b4e-4f5a-8b6c-7d8e9f0a1b2c';

export function renderPage(
  ui: ReactElement,
  {
    mocks,
    role = 'Admin',
    path = '/',
    beside,
  }: { mocks: MockLink.MockedResponse[]; role?: 'Admin' | 'Member'; path?: string; beside?: ReactNode },
) {
  return renderInShell(ui, { mocks, user: makeMeUser({ role }), withTheme: true, path, beside });
}
