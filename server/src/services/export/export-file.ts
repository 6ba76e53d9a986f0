import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { dataExports, products } from '../../db/schema';
import { notFound } from '../../errors/app-errors';
import { adminOf, inOrganisation } from '../access';
import type { ServiceContext } from '../context';
import { EXPORT_FILES } from './export-writers';

const KIND_SLUGS = {
  Recordings: 'recordings',
  Contacts: 'contacts',
  CampaignResponses: 'campaign-responses',
};

export interface ExportFile {
  fileKey: string;
  fileName: string;
  contentType: string;
}

export const EXPORT_FILE_GONE = 'The export or its file no longer exists.';

/**
 * The file a download link names, for the signed-in caller: an Admin of the organisation the
 * link was signed for (exports hold everyone's contact details, so they are Admins' only, like
 * the list of them). A link that reached anyone else opens nothing: UNAUTHENTICATED without a
 * session, FORBIDDEN for a Member or an API key, NOT_FOUND in another organisation.
 */
export async function exportFileForDownload(
  ctx: ServiceContext,
  link: { organisationId: string; exportId: string },
): Promise<ExportFile> {
  const admin = await adminOf(ctx, 'download exports');
  if (admin.organisationId !== link.organisationId) throw notFound(EXPORT_FILE_GONE);
  const file = await inOrganisation(ctx.db, admin, (tx) =>
    readyExportFile(tx, admin.organisationId, link.exportId),
  );
  if (!file) throw notFound(EXPORT_FILE_GONE);
  return file;
}

/** The stored file of a Ready export of the organisation whose expiry has not passed. */
async function readyExportFile(
  tx: Transaction,
  organisationId: string,
  exportId: string,
): Promise<ExportFile | null> {
  const [row] = await tx
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
    .where(and(eq(dataExports.organisationId, organisationId), eq(dataExports.id, exportId)));
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
