import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { dataExports, products } from '../../db/schema';
import { withScope } from '../../db/scope';
import { EXPORT_FILES } from './export-writers';

const KIND_SLUGS = {
  Recordings: 'recordings',
  Contacts: 'contacts',
  CampaignResponses: 'campaign-responses',
};

/**
 * The stored file of a Ready export whose expiry has not passed, read as the organisation the
 * link was signed for.
 */
export async function readyExportFile(
  db: Database,
  organisationId: string,
  exportId: string,
): Promise<{ fileKey: string; fileName: string; contentType: string } | null> {
  const [row] = await withScope(db, { organisationId }, (tx) =>
    tx
      .select({
        fileKey: dataExports.fileKey,
        status: dataExports.status,
        kind: dataExports.kind,
        format: dataExports.format,
        createdAt: dataExports.createdAt,
        expiresAt: dataExports.expiresAt,
        productName: products.name,
      })
      .from(dataExports)
      .innerJoin(
        products,
        and(eq(products.organisationId, dataExports.organisationId), eq(products.id, dataExports.productId)),
      )
      .where(and(eq(dataExports.organisationId, organisationId), eq(dataExports.id, exportId))),
  );
  if (row?.status !== 'Ready' || !row.fileKey) return null;
  if (!row.expiresAt || row.expiresAt.getTime() <= Date.now()) return null;
  const file = EXPORT_FILES[row.format];
  const product = row.productName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'product';
  const day = row.createdAt.toISOString().slice(0, 10);
  return {
    fileKey: row.fileKey,
    fileName: `${product}-${KIND_SLUGS[row.kind]}-${day}.${file.extension}`,
    contentType: file.contentType,
  };
}
