import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ALL_PRODUCTS, failureMessage, useDebouncedValue, useNotify, useSession } from '@hearback/shared';
import { Flex, Result, Typography } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RecordingFieldsFragment } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { RecordingsListQuery } from '../api/recordings-list-query';
import {
  INITIAL_STATE,
  type RecordingsFilterState,
  type RecordingsTableState,
  recordingsVariables,
} from '../lib/recordings-variables';
import { isTranscriptionPending, TRANSCRIPTION_POLL_MS } from '../lib/transcription';
import { readUrlFilters, sameUrlFilters, withUrlFilters } from '../lib/url-filters';
import { RecordingDrawer } from './RecordingDrawer';
import { RecordingsTable } from './RecordingsTable';
import { RecordingsToolbar } from './RecordingsToolbar';

/** Long enough to skip the keystrokes of one word, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The start of a local day (YYYY-MM-DD), plus `days`, as an ISO instant. */
const startOfDay = (date: string, days = 0) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day + days).toISOString();
};

/**
 * /app/{productId}/recordings: what visitors left, paged and filtered on the server, one at a time
 * in a drawer. The filters a link may carry (see url-filters) start from the address and are kept
 * in it, replaced rather than pushed so Back leaves the page.
 */
export function RecordingsView({ productId }: { productId: string }) {
  const { t } = useProductsTranslation();
  const { isAdmin } = useSession();
  const notify = useNotify();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<RecordingsTableState>(() => ({
    ...INITIAL_STATE,
    ...readUrlFilters(location.search),
  }));
  const [searchText, setSearchText] = useState(state.search);
  const [dates, setDates] = useState({ fromDate: '', toDate: '' });
  const [opened, setOpened] = useState<RecordingFieldsFragment | null>(null);
  const settledSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const noProduct = productId === ALL_PRODUCTS;

  // The settled search and the return to page 1 land in one update: one request, not two.
  useEffect(
    () =>
      setState((current) =>
        current.search === settledSearch
          ? current
          : { ...current, search: settledSearch, page: 1, after: undefined },
      ),
    [settledSearch],
  );

  // The address follows the filters. Only a change of filter writes it: run on a change of address
  // too, this would write the old filters over those of a link just followed, before the next
  // effect reads them…
  const written = useRef<string | null>(null);
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  const { theme, search, messageType, sentimentLabel, transcriptionStatus } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read, not followed.
  useEffect(() => {
    const filters = { theme, search, messageType, sentimentLabel, transcriptionStatus };
    const next = withUrlFilters(location.search, filters);
    if (next === location.search) return;
    written.current = next;
    navigate({ search: next, hash: location.hash }, { replace: true });
  }, [theme, search, messageType, sentimentLabel, transcriptionStatus, navigate]);

  // …and a link to this page with other filters, followed while it is open, sets them.
  useEffect(() => {
    if (location.search === written.current) return;
    const fromUrl = readUrlFilters(location.search);
    if (sameUrlFilters(latest.current, fromUrl)) return;
    setState((current) => ({ ...current, ...fromUrl, page: 1, after: undefined }));
    setSearchText(fromUrl.search);
  }, [location.search]);

  const [pollInterval, setPollInterval] = useState(0);
  const { data, previousData, loading, networkStatus, error, refetch } = useQuery(RecordingsListQuery, {
    variables: recordingsVariables(productId, state),
    skip: noProduct,
    // New recordings arrive all the time: show the cached page, then the server's.
    fetchPolicy: 'cache-and-network',
    pollInterval,
  });

  useEffect(() => {
    if (error) notify.error(failureMessage(error));
  }, [error, notify]);

  const shown = data ?? previousData;
  const rows = shown?.recordings ?? [];
  // A transcript on its way shows up by itself; a list with none waiting asks nothing.
  const anyPending = rows.some((row) => isTranscriptionPending(row.transcription?.status));
  useEffect(() => setPollInterval(anyPending ? TRANSCRIPTION_POLL_MS : 0), [anyPending]);
  // A poll refreshes the rows in place: no spinner, and the rows shown are still the page's.
  const fetchingPage = loading && networkStatus !== NetworkStatus.poll;

  const filterChange = (change: Partial<RecordingsFilterState>) =>
    setState((current) => ({ ...current, ...change, page: 1, after: undefined }));

  const title = (
    <Typography.Title level={2} style={{ margin: 0 }}>
      {t('Recordings')}
    </Typography.Title>
  );
  if (noProduct) {
    return (
      <Flex vertical gap={16}>
        {title}
        <Result
          status="info"
          title={t('Pick a product')}
          subTitle={t('Recordings belong to a product: choose one in the product switcher.')}
        />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      {title}
      <RecordingsToolbar
        filter={state}
        searchText={searchText}
        fromDate={dates.fromDate}
        toDate={dates.toDate}
        onSearchChange={setSearchText}
        onDatesChange={(fromDate, toDate) => {
          setDates({ fromDate, toDate });
          // Whole days: from the start of the first day to the start of the day after the last.
          filterChange({
            from: fromDate ? startOfDay(fromDate) : undefined,
            to: toDate ? startOfDay(toDate, 1) : undefined,
          });
        }}
        onFilterChange={filterChange}
      />
      <RecordingsTable
        rows={rows}
        total={shown?.countRecordings ?? 0}
        loading={fetchingPage}
        state={state}
        onPage={(page, pageSize) =>
          setState((current) => {
            const last = rows[rows.length - 1];
            // Forward by one page: seek from the last row shown rather than skip rows on the server.
            const after = page === current.page + 1 && last && !fetchingPage ? last.id : undefined;
            return { ...current, page, pageSize, after };
          })
        }
        onSort={(sort) => setState((current) => ({ ...current, sort, page: 1, after: undefined }))}
        onOpen={setOpened}
      />
      {opened && (
        <RecordingDrawer
          key={opened.id}
          initial={opened}
          canDelete={isAdmin}
          canTranscribeAgain={isAdmin}
          onClose={() => setOpened(null)}
          onDeleted={() => {
            setOpened(null);
            void refetch();
          }}
        />
      )}
    </Flex>
  );
}
