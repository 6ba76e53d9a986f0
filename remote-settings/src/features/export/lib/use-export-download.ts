import { useApolloClient } from '@apollo/client/react';
import { failureMessage, useNotify } from '@hearback/shared';
import { useCallback, useState } from 'react';
import type { ExportStatus } from '../../../gql/graphql';
import { settingsText as t } from '../../../i18n/translations';
import { ExportQuery } from '../api/exports-query';
import { downloadExport } from './download-export';
import { FORMAT_EXTENSIONS, statusAt } from './export-labels';

/** Why an export cannot be downloaded now, by its status. */
function notReady(status: Exclude<ExportStatus, 'Failed'>): string {
  switch (status) {
    case 'Queued':
      return t('This export is not ready yet: it is waiting to start.');
    case 'Running':
      return t('This export is not ready yet: its file is still being written.');
    case 'Expired':
      return t('The file of this export has expired and was deleted; export again for a new one.');
    case 'Ready':
      return t('Something went wrong.');
  }
}

/**
 * Downloads an export by id: asks for a fresh link (links last 15 minutes; the page may have been
 * open longer) and fetches the file with the session. The page's Download buttons and the link in
 * the "ready" e-mail (…/settings/export?download=<id>) both come here.
 */
export function useExportDownload() {
  const client = useApolloClient();
  const notify = useNotify();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = useCallback(
    async (exportId: string) => {
      setDownloading(exportId);
      try {
        const { data } = await client.query({
          query: ExportQuery,
          variables: { id: exportId },
          fetchPolicy: 'network-only',
        });
        const entry = data?.export;
        if (!entry) throw new Error(t('Something went wrong.'));
        const status = statusAt(entry, Date.now());
        if (status === 'Failed') notify.error(entry.error ?? t('This export failed; export again.'));
        else if (status !== 'Ready' || !entry.downloadUrl) notify.error(notReady(status));
        else await downloadExport(entry.downloadUrl, `export.${FORMAT_EXTENSIONS[entry.format]}`);
      } catch (error) {
        notify.error(failureMessage(error));
      } finally {
        setDownloading(null);
      }
    },
    [client, notify],
  );

  return { download, downloading };
}
