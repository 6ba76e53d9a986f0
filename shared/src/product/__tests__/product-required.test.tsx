import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_PRODUCTS } from '../../constants';
import { ProductRequired } from '../product-required';

describe('ProductRequired', () => {
  it('shows the page when a product is chosen', () => {
    render(
      <ProductRequired productId="6b0e9a52-8d55-4c4e-9a43-2d1f1f0c0a11" title="Campaigns" items="campaigns">
        <p>The campaigns</p>
      </ProductRequired>,
    );
    expect(screen.getByText('The campaigns')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Campaigns' })).toBeNull();
  });

  it('asks for a product, naming what belongs to one, when all products are chosen', () => {
    render(
      <ProductRequired productId={ALL_PRODUCTS} title="Segments" items="segments">
        <p>The segments</p>
      </ProductRequired>,
    );
    expect(screen.getByRole('heading', { name: 'Segments' })).toBeTruthy();
    expect(
      screen.getByText('Segments belong to a product. Choose a product in the header to see its segments.'),
    ).toBeTruthy();
    expect(screen.queryByText('The segments')).toBeNull();
  });
});
