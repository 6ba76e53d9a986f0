import type { CsvCheck, CsvSample, ImportSettings } from './import-settings';

/** Reads a chosen file for the page: its sample, then the check of every row. */
export interface CsvAnalyser {
  sample(file: File): Promise<CsvSample>;
  check(
    file: File,
    settings: ImportSettings,
    header: string[],
    onProgress?: (fraction: number) => void,
  ): Promise<CsvCheck>;
}

/**
 * The analysis (papaparse and libphonenumber's metadata) as a chunk of its own, loaded when the
 * first file is chosen. It runs on the page's thread, a slice of the file at a time with a pause
 * for the page between slices (csv-analysis.ts): a Web Worker is not practical here, because a
 * remote built on the shell's federation runtime cannot start a bundled worker (the worker has
 * no shell to provide that runtime).
 */
export const lazyAnalyser: CsvAnalyser = {
  async sample(file) {
    const { sampleCsv } = await import('./csv-analysis');
    return sampleCsv(file);
  },
  async check(file, settings, header, onProgress) {
    const { checkCsv } = await import('./csv-analysis');
    return checkCsv(file, settings, header, onProgress);
  },
};
