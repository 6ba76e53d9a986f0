import { segmentsText } from '../../../i18n/translations';

/** The largest CSV the server's import takes (server/src/http/contact-imports.ts). */
export const CONTACT_IMPORT_MAX_MEGABYTES = 50;

/**
 * What to tell the user when the import's endpoint refuses (`{code, message}`, 4xx or 500): a
 * refusal whose sentence the server fixes per code is said in the dashboard's language; a sentence
 * the server writes for the case (a header it cannot use, a service's own refusal) is shown as it
 * came, and `fallback` when the answer is not the server's JSON (a proxy's page).
 */
export function importRefusalMessage(body: unknown, fallback: string): string {
  const { code, message } = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: unknown;
    message?: unknown;
  };
  switch (code) {
    case 'UNSUPPORTED_MEDIA_TYPE':
      return segmentsText('Send the file as text/csv.');
    case 'TOO_LARGE':
      return segmentsText('The file is larger than the {{megabytes}} MB an import takes.', {
        megabytes: CONTACT_IMPORT_MAX_MEGABYTES,
      });
    case 'NOT_CSV':
      return segmentsText(
        'The file is not a CSV text file. Save the spreadsheet as CSV (UTF-8) and choose that file.',
      );
    case 'INTERNAL':
      return segmentsText('Something went wrong.');
    default:
      return typeof message === 'string' && message.trim() !== '' ? message : fallback;
  }
}
