import { MockedProvider } from '@apollo/client/testing/react';
import { type SessionSnapshot, type SessionStore, SessionStoreContext } from '@hearback/shared';
import { render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ProductHomePage } from '../ProductHomePage';

// A user outside any organisation: the page's headings render without any data.
const SNAPSHOT: SessionSnapshot = { status: 'signedIn', user: null };

function renderAt(path: string) {
  const session: SessionStore = {
    subscribe: () => () => {},
    getSnapshot: () => SNAPSHOT,
    start: vi.fn(),
    stop: vi.fn(),
    refresh: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    setNavigator: vi.fn(),
  };
  render(
    <AntdApp>
      <MockedProvider mocks={[]} showWarnings={false}>
        <SessionStoreContext.Provider value={session}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/app/:productId" element={<ProductHomePage />} />
            </Routes>
          </MemoryRouter>
        </SessionStoreContext.Provider>
      </MockedProvider>
    </AntdApp>,
  );
}

describe('ProductHomePage', () => {
  it("shows the products overview titled 'All products' for /app/all", () => {
    renderAt('/app/all');
    expect(screen.getByRole('heading', { name: 'All products' })).toBeTruthy();
  });

  it('shows one product for /app/{id}', () => {
    renderAt('/app/p1');
    expect(screen.queryByRole('heading', { name: 'All products' })).toBeNull();
  });
});
