import { useQuery } from '@apollo/client/react';
import { ALL_PRODUCTS, failureMessage, useDebouncedValue, useNotify, useSession } from '@hearback/shared';
import { Flex, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { RecordingFieldsFragment } from '../../../gql/graphql';
import { RecordingsListQuery } from '../api/recordings-list-query';
import {
  INITIAL_STATE,
  type RecordingsFilterState,
  type RecordingsTableState,
  recordingsVariables,
} from '../lib/recordings-variables';
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

/** /app/{productId}/recordings: what visitors left, paged and filtered on the server, one at a time in a drawer. */
export function RecordingsView({ productId }: { productId: string }) {
  const { isAdmin } = useSession();
  const notify = useNotify();
  const [state, setState] = useState<RecordingsTableState>(INITIAL_STATE);
  const [searchText, setSearchText] = useState('');
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

  const { data, previousData, loading, error, refetch } = useQuery(RecordingsListQuery, {
    variables: recordingsVariables(productId, state),
    skip: noProduct,
    // New recordings arrive all the time: show the cached page, then the server's.
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (error) notify.error(failureMessage(error));
  }, [error, notify]);

  const shown = data ?? previousData;
  const rows = shown?.recordings ?? [];

  const filterChange = (change: Partial<RecordingsFilterState>) =>
    setState((current) => ({ ...current, ...change, page: 1, after: undefined }));

  const title = (
    <Typography.Title level={2} style={{ margin: 0 }}>
      Recordings
    </Typography.Title>
  );
  if (noProduct) {
    return (
      <Flex vertical gap={16}>
        {title}
        <Result
          status="info"
          title="Pick a product"
          subTitle="Recordings belong to a product: choose one in the product switcher."
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
        loading={loading}
        state={state}
        onPage={(page, pageSize) =>
          setState((current) => {
            const last = rows[rows.length - 1];
            // Forward by one page: seek from the last row shown rather than skip rows on the server.
            const after = page === current.page + 1 && last && !loading ? last.id : undefined;
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
