import type { UserFilter, UserRole, UserSort, UsersQueryVariables } from '../../../gql/graphql';

export type RoleFilter = UserRole | 'all';

export interface UsersTableState {
  /** 1-based, as antd's pager counts. */
  page: number;
  pageSize: number;
  sort: UserSort | null;
  search: string;
  role: RoleFilter;
}

export const DEFAULT_PAGE_SIZE = 10;
/** By e-mail until the user sorts: stable and easy to scan. */
export const DEFAULT_SORT: UserSort = { field: 'email', direction: 'ASC' };

export const INITIAL_USERS_STATE: UsersTableState = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: null,
  search: '',
  role: 'all',
};

export function userFilter({ search, role }: Pick<UsersTableState, 'search' | 'role'>): UserFilter {
  const text = search.trim();
  return { ...(text && { search: text }), ...(role !== 'all' && { role }) };
}

/** The table's state as the server pages, sorts and filters it. */
export function usersVariables(state: UsersTableState): UsersQueryVariables {
  return {
    paging: { limit: state.pageSize, offset: (state.page - 1) * state.pageSize },
    sorting: [state.sort ?? DEFAULT_SORT],
    filter: userFilter(state),
  };
}
