import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/database';
import { contactImports, segments } from '../../../db/schema';
import { notFound } from '../../../errors/app-errors';
import type { ContactImport } from '../../../generated/resolvers-types';
import type { Member } from '../../access';
import { requireVisibleProduct } from '../../recording/load-recordings';
import { isUuid } from '../../validation/fields';
import { wasInterrupted } from './import-liveness';

export const IMPORT_NOT_FOUND = 'Import not found.';

/** Where its file is sent and its rejected rows are read (src/http/contact-imports.ts). */
export const IMPORTS_PREFIX = '/imports/v1/contact-imports/';
export const uploadPathOf = (id: string) => `${IMPORTS_PREFIX}${id}`;
export const rejectionsPathOf = (id: string) => `${IMPORTS_PREFIX}${id}/rejections.csv`;

/**
 * What a Running import whose transaction is gone (its server stopped: import-liveness.ts) shows
 * as Failed. Its file may be sent again.
 */
export const INTERRUPTED_MESSAGE =
  'The import was interrupted (the server stopped); nothing of it was kept. Import the file again.';

export type ImportRow = typeof contactImports.$inferSelect;

export async function findImport(tx: Transaction, member: Member, id: string): Promise<ImportRow> {
  if (!isUuid(id)) throw notFound(IMPORT_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(contactImports)
    .where(and(eq(contactImports.organisationId, member.organisationId), eq(contactImports.id, id)));
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  // Same visibility as its product (Members: attached products only).
  await requireVisibleProduct(tx, member, row.productId).catch(() => {
    throw notFound(IMPORT_NOT_FOUND);
  });
  return row;
}

export async function toContactImport(tx: Transaction, row: ImportRow): Promise<ContactImport> {
  const [segment] = row.segmentId
    ? await tx
        .select({ name: segments.name })
        .from(segments)
        .where(and(eq(segments.organisationId, row.organisationId), eq(segments.id, row.segmentId)))
    : [];
  const interrupted = await wasInterrupted(tx, row);
  return {
    id: row.id,
    productId: row.productId,
    segmentId: row.segmentId,
    segmentName: segment?.name ?? row.newSegmentName,
    fileName: row.fileName,
    delimiter: row.delimiter,
    mapping: {
      email: row.mapping.email,
      name: row.mapping.name ?? null,
      phoneNumber: row.mapping.phoneNumber ?? null,
      externalId: row.mapping.externalId ?? null,
      attributes: row.mapping.attributes,
    },
    defaultCountry: row.defaultCountry,
    status: interrupted ? 'Failed' : row.status,
    totalRows: row.totalRows,
    createdCount: row.createdCount,
    updatedCount: row.updatedCount,
    rejectedCount: row.rejectedCount,
    warningCount: row.warningCount,
    errorMessage: interrupted ? INTERRUPTED_MESSAGE : row.errorMessage,
    uploadPath: uploadPathOf(row.id),
    rejectionsPath: rejectionsPathOf(row.id),
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}
