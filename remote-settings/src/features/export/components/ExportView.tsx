import { useQuery } from '@apollo/client/react';
import { ALL_PRODUCTS, failureMessage, useNotify, useSession } from '@hearback/shared';
import { Card, Flex, Result, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSettingsTranslation } from '../../../i18n/translations';
import { ExportsQuery } from '../api/exports-query';
import { EXPORT_POLL_MS } from '../lib/export-labels';
import { useExportDownload } from '../lib/use-export-download';
import { ExportsTable } from './ExportsTable';
import { RequestExportForm } from './RequestExportForm';

export const EXPORTS_PAGE_SIZE = 10;

/** The query parameter of the "ready" e-mail's link: the export to download on arrival. */
export const DOWNLOAD_PARAM = 'download';

/**
 * /settings/export: Admins export a product's recordings, contacts or campaign responses. The
 * file is written in the background; the list shows its progress (polled) and then offers it.
 * The "ready" e-mail links here with ?download=<id>, which downloads that file once signed in.
 */
export function ExportView({ productId }: { productId: string }) {
  const { t } = useSettingsTranslation();
  const { isAdmin } = useSession();
  if (productId === ALL_PRODUCTS) {
    return (
      <Result
        status="info"
        title={t('Pick a product')}
        subTitle={t("An export holds one product's data: choose one in the product switcher.")}
      />
    );
  }
  if (!isAdmin) {
    return (
      <Result
        status="403"
        title={t('Only an Admin can export data')}
        subTitle={t(
          'Exports hold the contact details of everyone who left feedback. Ask an Admin of your organisation.',
        )}
      />
    );
  }
  return <AdminExportView productId={productId} />;
}

function AdminExportView({ productId }: { productId: string }) {
  const { t } = useSettingsTranslation();
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
  const { download, downloading } = useExportDownload();
  useDownloadAsked(download);

  return (
    <Flex vertical gap={24} style={{ maxWidth: 1080 }}>
      <Card title={t('New export')}>
        <Typography.Paragraph type="secondary">
          {t(
            'The file is written in the background, however large. You can leave this page: an e-mail tells you when it is ready and leads back here to download it. Files are kept for 24 hours; then they are deleted.',
          )}
        </Typography.Paragraph>
        <RequestExportForm productId={productId} />
      </Card>
      <Card title={t('Exports')}>
        <ExportsTable
          exports={shown?.exports ?? []}
          total={shown?.countExports ?? 0}
          page={page}
          pageSize={EXPORTS_PAGE_SIZE}
          loading={loading}
          onPage={setPage}
          onDownload={download}
          downloading={downloading}
        />
      </Card>
    </Flex>
  );
}

/** Downloads the export the address names (?download=<id>, from the e-mail) once, then drops it. */
function useDownloadAsked(download: (exportId: string) => Promise<void>) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(DOWNLOAD_PARAM);
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!asked || started.current === asked) return;
    started.current = asked;
    setParams(
      (current) => {
        current.delete(DOWNLOAD_PARAM);
        return current;
      },
      { replace: true },
    );
    void download(asked);
  }, [asked, download, setParams]);
}
