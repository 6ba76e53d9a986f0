import { setDashboardLanguage } from '@hearback/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { importRefusalMessage } from '../lib/import-refusal';

describe("the import endpoint's refusals as the page tells them", () => {
  afterEach(() => setDashboardLanguage('en', { remember: false }));

  it('says a refusal the server fixes per code in its own words, whatever the server wrote', () => {
    expect(importRefusalMessage({ code: 'TOO_LARGE', message: 'anything' }, 'fallback')).toBe(
      'The file is larger than the 50 MB an import takes.',
    );
    expect(importRefusalMessage({ code: 'INTERNAL', message: 'Something went wrong.' }, 'fallback')).toBe(
      'Something went wrong.',
    );
  });

  it("shows the server's sentence for a case it describes, and the fallback for an answer not its own", () => {
    const header = 'The column "Email" appears twice in the file\'s header.';
    expect(importRefusalMessage({ code: 'BAD_HEADER', message: header }, 'fallback')).toBe(header);
    expect(importRefusalMessage(null, 'Failed to upload file')).toBe('Failed to upload file');
    expect(importRefusalMessage({ code: 'CONFLICT', message: '' }, 'Failed to upload file')).toBe(
      'Failed to upload file',
    );
  });

  it('says the coded refusals in German when the dashboard speaks German', async () => {
    await setDashboardLanguage('de', { remember: false });
    expect(importRefusalMessage({ code: 'NOT_CSV', message: 'The file is not a CSV text file.' }, '')).toBe(
      'Die Datei ist keine CSV-Textdatei. Speichern Sie die Tabelle als CSV (UTF-8) und wählen Sie diese Datei.',
    );
  });
});
