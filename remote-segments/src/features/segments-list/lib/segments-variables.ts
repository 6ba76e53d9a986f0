import type {
  SegmentKind,
  SegmentSortField,
  SegmentsQueryVariables,
  SortDirection,
} from '../../../gql/graphql';

export interface SegmentsTableState {
  /** 1-based, as antd's pager counts. */
  page: number;
  pageSize: number;
  sort: { field: SegmentSortField; direction: SortDirection };
  search: string;
  kind: SegmentKind | 'all';
}

export const INITIAL_SEGMENTS_STATE: SegmentsTableState = {
  page: 1,
  pageSize: 20,
  sort: { field: 'createdAt', direction: 'DESC' },
  search: '',
  kind: 'all',
};

/** The table's state as the server pages, sorts and filters it. */
export function segmentsVariables(productId: string, state: SegmentsTableState): SegmentsQueryVariables {
  const search = state.search.trim();
  return {
    productId,
    paging: { limit: state.pageSize, offset: (state.page - 1) * state.pageSize },
    sorting: [state.sort],
    filter: { ...(search && { search }), ...(state.kind !== 'all' && { kind: state.kind }) },
  };
}
