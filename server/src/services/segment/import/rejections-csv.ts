import { and, asc, eq, gt } from 'drizzle-orm';
import Papa from 'papaparse';
import { contactImportRejections } from '../../../db/schema';
import { inOrganisation, memberOf } from '../../access';
import type { ServiceContext } from '../../context';
import { findImport } from './load-import';

/** Rows read per query while streaming the file. */
const PAGE_ROWS = 1_000;

/**
 * Cells a spreadsheet would run as a formula: = and @ always; + and - only when more than a
 * number or a phone number follows, so "+44 20 7946 0958" and "-3.5" stay as they were written
 * (the file is meant to be corrected and imported again).
 */
const FORMULA = /^[=@\t\r]|^[+-].*[^\d\s().+-]/;

/**
 * The import's rejected rows as a CSV file: the row's number, the reason, and its values under
 * the file's own header. Read a page at a time, each page in its own short transaction, so a
 * slow download holds no transaction open.
 */
export async function* rejectionsCsv(
  ctx: ServiceContext,
  importId: string,
): AsyncGenerator<string, void, undefined> {
  const member = await memberOf(ctx);
  const found = await inOrganisation(ctx.db, member, (tx) => findImport(tx, member, importId));
  const columns = found.columns ?? [];
  const unparse = (rows: string[][]) =>
    `${Papa.unparse(rows, { escapeFormulae: FORMULA, newline: '\r\n' })}\r\n`;
  // Row and reason first: a row longer than the header cannot push them out of their columns,
  // and a corrected file imports again as it is (columns are mapped by name).
  yield `\ufeff${unparse([['Row', 'Reason', ...columns]])}`;
  let after = 0;
  for (;;) {
    const page = await inOrganisation(ctx.db, member, (tx) =>
      tx
        .select({
          rowNumber: contactImportRejections.rowNumber,
          values: contactImportRejections.values,
          reason: contactImportRejections.reason,
        })
        .from(contactImportRejections)
        .where(
          and(
            eq(contactImportRejections.organisationId, member.organisationId),
            eq(contactImportRejections.importId, found.id),
            gt(contactImportRejections.rowNumber, after),
          ),
        )
        .orderBy(asc(contactImportRejections.rowNumber))
        .limit(PAGE_ROWS),
    );
    if (page.length === 0) return;
    yield unparse(
      page.map((rejection) => {
        // A row longer than the header keeps every value (its reason says so).
        const width = Math.max(columns.length, rejection.values.length);
        const values = Array.from({ length: width }, (_, index) => rejection.values[index] ?? '');
        return [String(rejection.rowNumber), rejection.reason, ...values];
      }),
    );
    after = page.at(-1)!.rowNumber;
  }
}
