import type { ProductFilter, ProductSort, ProductsOverviewQueryVariables } from '../../../gql/graphql';

export type ActiveFilter = 'all' | 'active' | 'inactive';

export interface ProductsTableState {
  /** 1-based, as antd's pager counts. */
  page: number;
  pageSize: number;
  sort: ProductSort | null;
  search: string;
  active: ActiveFilter;
}

export const DEFAULT_PAGE_SIZE = 10;
/** Newest first until the user sorts: a product just created shows on the first page. */
export const DEFAULT_SORT: ProductSort = { field: 'createdAt', direction: 'DESC' };

export const INITIAL_TABLE_STATE: ProductsTableState = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: null,
  search: '',
  active: 'all',
};

export function productFilter({
  search,
  active,
}: Pick<ProductsTableState, 'search' | 'active'>): ProductFilter {
  const text = search.trim();
  return {
    ...(text && { search: text }),
    ...(active !== 'all' && { isActive: active === 'active' }),
  };
}

/** The table's state as the server pages, sorts and filters it. */
export function productsVariables(state: ProductsTableState): ProductsOverviewQueryVariables {
  return {
    paging: { limit: state.pageSize, offset: (state.page - 1) * state.pageSize },
    sorting: [state.sort ?? DEFAULT_SORT],
    filter: productFilter(state),
  };
}

export const isFiltered = (state: Pick<ProductsTableState, 'search' | 'active'>): boolean =>
  Object.keys(productFilter(state)).length > 0;
