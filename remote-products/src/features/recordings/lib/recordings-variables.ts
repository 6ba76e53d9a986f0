import type {
  RecordingFilter,
  RecordingSortField,
  RecordingsListQueryVariables,
  SentimentLabel,
  SortDirection,
  TranscriptionStatus,
  WidgetPurpose,
} from '../../../gql/graphql';

export const PAGE_SIZE = 20;

export type ReviewedFilter = 'all' | 'unreviewed' | 'reviewed';

export interface RecordingsFilterState {
  messageType?: WidgetPurpose;
  sentimentLabel?: SentimentLabel;
  transcriptionStatus?: TranscriptionStatus;
  /** A word or two-word phrase of the product's themes (a link from the product home). */
  theme?: string;
  reviewed: ReviewedFilter;
  /** ISO instants: from inclusive, to exclusive (the API's meaning). */
  from?: string;
  to?: string;
  search: string;
}

export interface RecordingsTableState extends RecordingsFilterState {
  page: number;
  pageSize: number;
  sort: { field: RecordingSortField; direction: SortDirection };
  /**
   * The last id of the page before, when the user reached this page with "next": the server then
   * seeks from it instead of skipping (page - 1) × size rows.
   */
  after?: string;
}

export const INITIAL_STATE: RecordingsTableState = {
  page: 1,
  pageSize: PAGE_SIZE,
  sort: { field: 'createdAt', direction: 'DESC' },
  reviewed: 'all',
  search: '',
};

export function recordingsFilter(state: RecordingsFilterState): RecordingFilter {
  const filter: RecordingFilter = {};
  if (state.messageType) filter.messageType = state.messageType;
  if (state.sentimentLabel) filter.sentimentLabel = state.sentimentLabel;
  if (state.transcriptionStatus) filter.transcriptionStatus = state.transcriptionStatus;
  const theme = state.theme?.trim();
  if (theme) filter.theme = theme;
  if (state.reviewed !== 'all') filter.reviewed = state.reviewed === 'reviewed';
  if (state.from) filter.from = state.from;
  if (state.to) filter.to = state.to;
  const search = state.search.trim();
  if (search) filter.search = search;
  return filter;
}

export function recordingsVariables(
  productId: string,
  state: RecordingsTableState,
): RecordingsListQueryVariables {
  return {
    productId,
    paging: { limit: state.pageSize, offset: state.after ? 0 : (state.page - 1) * state.pageSize },
    sorting: [state.sort],
    filter: recordingsFilter(state),
    ...(state.after ? { after: state.after } : {}),
  };
}

export const isFiltered = (state: RecordingsFilterState) => Object.keys(recordingsFilter(state)).length > 0;
