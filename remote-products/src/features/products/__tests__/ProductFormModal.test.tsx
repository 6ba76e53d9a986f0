import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { CreateProductMutation } from '../api/create-product-mutation';
import { ProductsOverviewQuery } from '../api/products-overview-query';
import { UpdateProductMutation } from '../api/update-product-mutation';
import { ProductFormModal } from '../components/ProductFormModal';
import { ProductsOverview } from '../components/ProductsOverview';
import { categoriesMock, platformsMock, productRow } from './fixtures';
import { allProductsMock, renderWithProviders, setupUser } from './render-products';
import { selectOption } from './select-option';

const createButton = () => screen.getByRole('button', { name: 'Create product' });

async function fillNewProduct(user: UserEvent) {
  await user.type(screen.getByLabelText('Product name'), 'Shop');
  await user.type(screen.getByLabelText('URL'), 'shop.example.com');
  await selectOption(user, 'Platform', 'Web');
  await selectOption(user, 'Category', 'Shopping');
  await selectOption(user, 'Sub-category', 'Fashion');
  await user.click(screen.getByLabelText('Gambling product'));
}

const EXPECTED_INPUT = {
  name: 'Shop',
  type: 'Website',
  platformId: 'web',
  isGambling: true,
  isActive: true,
  url: 'https://shop.example.com',
  categoryId: 'cat-shop',
  subCategoryId: 'sub-fashion',
};

describe('ProductFormModal', () => {
  it('requires a name and a platform, and marks a name over 120 characters', async () => {
    const user = setupUser();
    const onSaved = vi.fn();
    renderWithProviders(<ProductFormModal onClose={vi.fn()} onSaved={onSaved} />, { mocks: [platformsMock] });
    await user.click(createButton());
    expect(await screen.findByText('Please enter product name.')).toBeTruthy();
    expect(await screen.findByText('Please select platform.')).toBeTruthy();

    await user.click(screen.getByLabelText('Product name'));
    await user.paste('x'.repeat(121));
    await user.type(screen.getByLabelText('URL'), 'not a web address');
    await user.click(createButton());
    expect(await screen.findByText('121 / 120')).toBeTruthy();
    expect(await screen.findByText('Product name must be up to 120 characters.')).toBeTruthy();
    expect(await screen.findByText('URL is not a valid URL.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('lists the categories of the chosen platform and resets them when it changes', async () => {
    const user = setupUser();
    renderWithProviders(<ProductFormModal onClose={vi.fn()} onSaved={vi.fn()} />, {
      mocks: [platformsMock, categoriesMock('web'), categoriesMock('ios')],
    });
    await selectOption(user, 'Platform', 'Web');
    await selectOption(user, 'Category', 'Shopping');
    await selectOption(user, 'Sub-category', 'Fashion');
    await selectOption(user, 'Platform', 'iOS');
    // The chosen values are gone from the fields (dropdowns may keep old options hidden in the DOM).
    const field = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(field('Category')).queryByText('Shopping')).toBeNull());
    expect(within(field('Sub-category')).queryByText('Fashion')).toBeNull();
    await selectOption(user, 'Category', 'Games');
    expect(within(field('Category')).getAllByText('Games').length).toBeGreaterThan(0);
  });

  it('shows a failed creation as a formatted error', async () => {
    const user = setupUser();
    const onSaved = vi.fn();
    renderWithProviders(<ProductFormModal onClose={vi.fn()} onSaved={onSaved} />, {
      mocks: [
        platformsMock,
        categoriesMock('web'),
        {
          request: { query: CreateProductMutation, variables: { input: EXPECTED_INPUT } },
          result: { errors: [new GraphQLError('a product with this name exists')] },
        },
      ],
    });
    await fillNewProduct(user);
    await user.click(createButton());
    expect(await screen.findByText('A product with this name exists.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves an edit with every field, emptied ones as null', async () => {
    // The lists it refetches are not on screen here; Apollo warns about that, rightly but uselessly.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = setupUser();
    const onSaved = vi.fn();
    const product = productRow('p1', { name: 'Shop' });
    const update = {
      name: 'Shop 2',
      url: 'https://p1.example.com',
      type: 'Website',
      platformId: 'web',
      categoryId: null,
      subCategoryId: null,
      isGambling: false,
      isActive: false,
    };
    renderWithProviders(<ProductFormModal product={product} onClose={vi.fn()} onSaved={onSaved} />, {
      mocks: [
        platformsMock,
        categoriesMock('web'),
        {
          request: { query: UpdateProductMutation, variables: { id: 'p1', update } },
          result: { data: { updateOneProduct: { ...product, ...update, category: null } } },
        },
      ],
    });
    const name = screen.getByLabelText('Product name');
    await user.clear(name);
    await user.type(name, 'Shop 2');
    // Clear the category with the Select's clear icon, then switch the product off.
    await waitFor(() => expect(screen.getByTitle('Shopping')).toBeTruthy());
    const clear = document.querySelector('.ant-form-item:has(#edit-product_categoryId) .ant-select-clear');
    if (!clear) throw new Error('no clear icon');
    await user.click(clear);
    await user.click(screen.getByLabelText('Active'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1', name: 'Shop 2' })),
    );
  });
});

describe('creating a product from the overview', () => {
  it('creates it, waits for the product list and opens its home', async () => {
    const user = setupUser();
    const created = productRow('p-new', { name: 'Shop', url: 'https://shop.example.com', isGambling: true });
    const overview = (rows: ReturnType<typeof productRow>[]): MockLink.MockedResponse => ({
      request: {
        query: ProductsOverviewQuery,
        variables: {
          paging: { limit: 10, offset: 0 },
          sorting: [{ field: 'createdAt', direction: 'DESC' }],
          filter: {},
        },
      },
      result: { data: { getProducts: rows, countProducts: rows.length } },
    });
    renderWithProviders(<ProductsOverview title="Products" />, {
      path: '/app/products',
      mocks: [
        overview([productRow('p1')]),
        overview([created, productRow('p1')]),
        { ...allProductsMock(['p1']), maxUsageCount: 1 },
        allProductsMock(['p1', { id: 'p-new', name: 'Shop' }]),
        platformsMock,
        categoriesMock('web'),
        {
          request: { query: CreateProductMutation, variables: { input: EXPECTED_INPUT } },
          result: { data: { createOneProduct: created } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'New product' }));
    await fillNewProduct(user);
    await user.click(createButton());
    // Mutation, then both refetches, then the shell's list update: several mocked round trips.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/p-new'), {
      timeout: 10_000,
    });
    expect(window.localStorage.getItem('current-product')).toBe('p-new');
  }, 60_000);
});
