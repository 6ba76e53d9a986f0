import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { ProductsOverviewQueryVariables } from '../../../gql/graphql';
import { ProductsOverviewQuery } from '../api/products-overview-query';
import { ProductsOverview } from '../components/ProductsOverview';
import { categoriesMock, platformsMock, productRow } from './fixtures';
import { allProductsMock, renderWithProviders, setupUser } from './render-products';

const DEFAULT_VARIABLES: ProductsOverviewQueryVariables = {
  paging: { limit: 10, offset: 0 },
  sorting: [{ field: 'createdAt', direction: 'DESC' }],
  filter: {},
};

const overview = (
  variables: Partial<ProductsOverviewQueryVariables>,
  rows: ReturnType<typeof productRow>[],
  total = rows.length,
): MockLink.MockedResponse => ({
  request: { query: ProductsOverviewQuery, variables: { ...DEFAULT_VARIABLES, ...variables } },
  result: { data: { getProducts: rows, countProducts: total } },
});

const TWO = [productRow('p1', { name: 'Shop' }), productRow('p2', { name: 'Game', isActive: false })];

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

describe('ProductsOverview', () => {
  it('shows the first page with the total from the server', async () => {
    renderWithProviders(<ProductsOverview title="Products" />, {
      mocks: [overview({}, TWO), allProductsMock(TWO.map(({ id, name }) => ({ id, name })))],
    });
    expect(screen.getByRole('heading', { name: 'Products' })).toBeTruthy();
    expect(await screen.findByText('Shop')).toBeTruthy();
    expect(screen.getByText('Game')).toBeTruthy();
    expect(screen.getByText('2 products')).toBeTruthy();
    expect(screen.getByText('Inactive', { selector: '.ant-tag' })).toBeTruthy();
  });

  it('asks the server for the page and the sort the user chose', async () => {
    const user = setupUser();
    const many = Array.from({ length: 10 }, (_, index) => productRow(`p${index}`));
    renderWithProviders(<ProductsOverview title="Products" />, {
      mocks: [
        overview({}, many, 25),
        overview({ paging: { limit: 10, offset: 10 } }, [productRow('p10', { name: 'Second page' })], 25),
        overview(
          { sorting: [{ field: 'name', direction: 'ASC' }] },
          [productRow('a', { name: 'Alpha' })],
          25,
        ),
        allProductsMock([]),
      ],
    });
    expect(await screen.findByText('25 products')).toBeTruthy();
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('Second page')).toBeTruthy();
    await user.click(screen.getByText('Name'));
    // A new sort starts from the first page again.
    expect(await screen.findByText('Alpha')).toBeTruthy();
  });

  it('searches once the user stops typing, and filters on status', async () => {
    const user = setupUser();
    renderWithProviders(<ProductsOverview title="Products" />, {
      mocks: [
        overview({}, TWO),
        overview({ filter: { search: 'sho' } }, [productRow('p1', { name: 'Shop' })], 1),
        overview(
          { filter: { search: 'sho', isActive: true } },
          [productRow('p1', { name: 'Shop (active)' })],
          1,
        ),
        allProductsMock([]),
      ],
    });
    expect(await screen.findByText('Game')).toBeTruthy();
    await user.type(screen.getByLabelText('Search products'), 'sho');
    // One request for the settled text: the mocks have no answer for 's' or 'sh'.
    await waitFor(() => expect(screen.queryByText('Game')).toBeNull());
    expect(screen.getByText('1 product')).toBeTruthy();
    await user.click(screen.getByText('Active', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('Shop (active)')).toBeTruthy();
  });

  it('opens a product when its row is clicked', async () => {
    const user = setupUser();
    renderWithProviders(<ProductsOverview title="All products" />, {
      mocks: [overview({}, TWO), allProductsMock(TWO.map(({ id, name }) => ({ id, name })))],
      path: '/app/all',
    });
    await user.click(await screen.findByText('Shop'));
    expect(screen.getByTestId('location').textContent).toBe('/app/p1');
  });

  it('invites an Admin to create the first product', async () => {
    renderWithProviders(<ProductsOverview title="Products" />, {
      mocks: [overview({}, []), allProductsMock([])],
    });
    expect(await screen.findByRole('button', { name: 'Create your first product' })).toBeTruthy();
  });

  it('gives a Member neither creation nor editing', async () => {
    renderWithProviders(<ProductsOverview title="Products" />, {
      mocks: [overview({}, TWO), allProductsMock(TWO.map(({ id, name }) => ({ id, name })))],
      role: 'Member',
    });
    expect(await screen.findByText('Shop')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New product' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows a failed load as a formatted error', async () => {
    renderWithProviders(<ProductsOverview title="Products" />, {
      mocks: [
        {
          request: { query: ProductsOverviewQuery, variables: DEFAULT_VARIABLES },
          result: { errors: [new GraphQLError('you may not list products')] },
        },
        allProductsMock([]),
      ],
    });
    expect(await screen.findByText('You may not list products.')).toBeTruthy();
  });

  it('offers the row action Edit to Admins', async () => {
    const user = setupUser();
    renderWithProviders(<ProductsOverview title="Products" />, {
      mocks: [
        overview({}, TWO),
        allProductsMock(TWO.map(({ id, name }) => ({ id, name }))),
        platformsMock,
        categoriesMock('web'),
      ],
    });
    await screen.findByText('Shop');
    // Looked up afresh: the table re-renders as the list's second answer (cache-and-network) arrives.
    await user.click(within(rowOf('Shop')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Product name') as HTMLInputElement).value).toBe('Shop'),
    );
    // Editing does not open the product.
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
