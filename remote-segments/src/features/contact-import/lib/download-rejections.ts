import { authorizationValue, getRuntimeConfig } from '@hearback/shared';
import { segmentsText } from '../../../i18n/translations';
import { importRefusalMessage } from './import-refusal';

/** The file name the rejected rows are saved under: "rejected-rows-<the imported file>". */
export const rejectionsFileName = (fileName: string): string =>
  `rejected-rows-${fileName.replace(/\.csv$/i, '')}.csv`;

/**
 * Downloads the rejected rows with their reasons. The link needs the session's token, so the
 * file is fetched and handed to the browser as a download of its own.
 */
export async function downloadRejections(rejectionsPath: string, fileName: string): Promise<void> {
  const response = await fetch(`${getRuntimeConfig().apiUrl}${rejectionsPath}`, {
    headers: { authorization: authorizationValue(window.localStorage) },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new Error(importRefusalMessage(body, segmentsText('Something went wrong.')));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = rejectionsFileName(fileName);
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to have taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
