import { renderInShell } from '@hearback/shared/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProductHomePage } from '../ProductHomePage';

// A user outside any organisation: the page's headings render without any data.
function renderAt(path: string) {
  renderInShell(
    <Routes>
      <Route path="/app/:productId" element={<ProductHomePage />} />
    </Routes>,
    { user: null, path, showWarnings: false },
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
