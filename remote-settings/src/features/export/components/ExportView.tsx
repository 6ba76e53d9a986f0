import { useQuery } from '@apollo/client/react';
import { ALL_PRODUCTS, failureMessage, useNotify, useSession } from '@hearback/shared';
import { Card, Flex, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ExportsQuery } from '../api/exports-query';
import { EXPORT_POLL_MS } from '../lib/export-labels';
import { ExportsTable } from './ExportsTable';
import { RequestExportForm } from './RequestExportForm';

export const EXPORTS_PAGE_SIZE = 10;

/**
 * /settings/export: Admins export a product's recordings, contacts or campaign responses. The
 * file is written in the background; the list shows its progress (polled) and then its link.
 */
export function ExportView({ productId }: { productId: string }) {
  const { isAdmin } = useSession();
  if (productId === ALL_PRODUCTS) {
    return (
      <Result
        status="info"
        title="Pick a product"
        subTitle="An export holds one product's data: choose one in the product switcher."
      />
    );
  }
  if (!isAdmin) {
    return (
      <Result
        status="403"
        title="Only an Admin can export data"
        subTitle="Exports hold the contact details of everyone who left feedback. Ask an Admin of your organisation."
      />
    );
  }
  return <AdminExportView productId={productId} />;
}

function AdminExportView({ productId }: { productId: string }) {
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, startPolling, stopPolling } = useQuery(ExportsQuery, {
    variables: { productId, paging: { limit: EXPORTS_PAGE_SIZE, offset: (page - 1) * EXPORTS_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const inProgress = (shown?.exports ?? []).some(
    (entry) => entry.status === 'Queued' || entry.status === 'Running',
  );
  useEffect(() => {
    if (inProgress) startPolling(EXPORT_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [inProgress, startPolling, stopPolling]);
  useEffect(() => {
    if (error) notify.error(failureMessage(error));
  }, [error, notify]);

  return (
    <Flex vertical gap={24} style={{ maxWidth: 1080 }}>
      <Card title="New export">
        <Typography.Paragraph type="secondary">
          The file is written in the background, however large. You can leave this page: an e-mail with a
          download link tells you when it is ready. Links work for 24 hours; then the file is deleted.
        </Typography.Paragraph>
        <RequestExportForm productId={productId} />
      </Card>
      <Card title="Exports">
        <ExportsTable
          exports={shown?.exports ?? []}
          total={shown?.countExports ?? 0}
          page={page}
          pageSize={EXPORTS_PAGE_SIZE}
          loading={loading}
          onPage={setPage}
        />
      </Card>
    </Flex>
  );
}
