import Papa from 'papaparse';

/** One record of a CSV file: its values as written, and what is wrong with its quoting, if anything. */
export interface CsvRecord {
  /** As a spreadsheet numbers it: the header is row 1. */
  rowNumber: number;
  values: string[];
  /** A quoting problem that makes the values doubtful; the row is then refused. */
  problem?: string;
}

const QUOTE_PROBLEMS: Record<string, string> = {
  MissingQuotes: 'A quoted value is never closed, so the rest of the file was read into this row.',
  InvalidQuotes: 'A quoted value has a stray quote; a quote inside quotes is written "".',
};

/** How the file ends its lines, judged like papaparse does, from the start of the file. */
function lineBreakOf(sample: string, delimiter: string): '\n' | '\r' | '\r\n' {
  const linebreak = Papa.parse(sample, { delimiter, preview: 1 }).meta.linebreak;
  return linebreak === '\r\n' || linebreak === '\r' ? linebreak : '\n';
}

/** Enough of the file to judge its line breaks by (papaparse looks at up to 1 MB). */
const SAMPLE_CHARS = 64 * 1024;

/**
 * The records of a UTF-8 CSV read from `chunks`, a batch per chunk, in constant memory: a chunk
 * is parsed as soon as it arrives and only its unfinished last record is kept for the next one
 * (papaparse's own Parser, driven chunk by chunk as its streamers do, so a for-await loop holds
 * the source back while the caller works). Blank lines are skipped but counted in row numbers.
 */
export async function* csvRecords(
  chunks: AsyncIterable<Uint8Array>,
  delimiter: string,
): AsyncGenerator<CsvRecord[]> {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  let started = false;
  let parser: Papa.Parser | null = null;
  let rowNumber = 0;

  const parse = (final: boolean): CsvRecord[] => {
    parser ??= new Papa.Parser({ delimiter, newline: lineBreakOf(pending, delimiter), quoteChar: '"' });
    const result = parser.parse(pending, 0, !final) as Papa.ParseResult<string[]>;
    pending = final ? '' : pending.slice(result.meta.cursor);
    const problems = new Map<number, string>();
    for (const error of result.errors) {
      if (error.row !== undefined && !problems.has(error.row)) {
        problems.set(error.row, QUOTE_PROBLEMS[error.code] ?? error.message);
      }
    }
    const records: CsvRecord[] = [];
    result.data.forEach((values, index) => {
      rowNumber += 1;
      if (values.length === 1 && values[0]!.trim() === '' && !problems.has(index)) return;
      const problem = problems.get(index);
      records.push(problem ? { rowNumber, values, problem } : { rowNumber, values });
    });
    return records;
  };

  for await (const chunk of chunks) {
    let text = decoder.decode(chunk, { stream: true });
    if (!started && text.length > 0) {
      started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    pending += text;
    if (!parser && pending.length < SAMPLE_CHARS) continue;
    const records = parse(false);
    if (records.length > 0) yield records;
  }
  pending += decoder.decode();
  if (!started && pending.charCodeAt(0) === 0xfeff) pending = pending.slice(1);
  if (pending.length > 0) {
    const records = parse(true);
    if (records.length > 0) yield records;
  }
}
