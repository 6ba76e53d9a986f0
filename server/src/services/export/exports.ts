import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { campaigns, dataExports, users } from '../../db/schema';
import { badUserInput, conflict, notFound } from '../../errors/app-errors';
import type { Export, OffsetPaging, RequestExportInput } from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { enqueue } from '../../jobs/enqueue';
import { adminOf, inOrganisation, type Member } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { ServiceContext } from '../context';
import { requireVisibleProduct } from '../recording/load-recordings';
import { isUuid } from '../validation/fields';
import { parsePaging } from '../validation/paging';
import { exportJobKey, runExport } from './export-job';

/** Exports queued or running at once per organisation: enough for anyone, a cap on a flood. */
export const MAX_ACTIVE_EXPORTS = 5;

const READ_EXPORTS = 'see exports';
const EXPORT_NOT_FOUND = 'Export not found.';

type ExportRow = typeof dataExports.$inferSelect;

/**
 * A Ready export whose file has expired is Expired at once, even before its expiry job has
 * deleted the file: the page never offers a link that no longer works. A Ready one gets a fresh
 * short-lived link with every answer.
 */
function toExport(ctx: ServiceContext, row: ExportRow, now = Date.now()): Export {
  const expired = row.status === 'Ready' && row.expiresAt !== null && row.expiresAt.getTime() <= now;
  const status = expired ? 'Expired' : row.status;
  const link =
    status === 'Ready' && row.fileKey && row.expiresAt
      ? ctx.fileLinks.exportUrl(
          ctx.publicUrl(),
          { exportId: row.id, organisationId: row.organisationId },
          row.expiresAt,
        )
      : null;
  return {
    id: row.id,
    productId: row.productId,
    kind: row.kind,
    format: row.format,
    from: row.fromTime,
    to: row.toTime,
    campaignId: row.campaignId,
    status,
    totalRows: row.totalRows,
    rowsWritten: row.rowsWritten,
    fileSize: row.fileSize,
    error: row.error,
    requestedBy: row.requestedByEmail,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
    expiresAt: row.expiresAt,
    downloadUrl: link?.url ?? null,
    downloadUrlExpiresAt: link?.expiresAt ?? null,
  };
}

function parseTime(value: Date | string | null | undefined, field: string): Date | null {
  if (value === null || value === undefined) return null;
  const time = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(time.getTime()))
    throw badUserInput(message('{{field}} is not a valid date and time.', { field }), `input.${field}`);
  return time;
}

async function requireCampaign(tx: Transaction, admin: Member, productId: string, campaignId: string) {
  const [found] = isUuid(campaignId)
    ? await tx
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(
          and(
            eq(campaigns.organisationId, admin.organisationId),
            eq(campaigns.productId, productId),
            eq(campaigns.id, campaignId),
          ),
        )
    : [];
  if (!found) throw notFound('Campaign not found.');
}

/**
 * Admins only: an export holds every contact's details, so it is an Admin's decision, like the
 * audit log (docs/decisions.md, "Exports"). The row, its job and the audit entry commit together.
 */
export async function requestExport(ctx: ServiceContext, input: RequestExportInput): Promise<Export> {
  const admin = await adminOf(ctx, 'export data');
  const from = parseTime(input.from, 'from');
  const to = parseTime(input.to, 'to');
  if (from && to && from >= to)
    throw badUserInput('The end of the period must be after its start.', 'input.to');
  if (input.campaignId != null && input.kind !== 'CampaignResponses') {
    throw badUserInput(
      'A campaign can only be chosen for an export of campaign responses.',
      'input.campaignId',
    );
  }
  const row = await inOrganisation(ctx.db, admin, async (tx) => {
    await requireVisibleProduct(tx, admin, input.productId);
    if (input.campaignId != null) await requireCampaign(tx, admin, input.productId, input.campaignId);
    const [active] = await tx
      .select({ count: count() })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.organisationId, admin.organisationId),
          inArray(dataExports.status, ['Queued', 'Running']),
        ),
      );
    if ((active?.count ?? 0) >= MAX_ACTIVE_EXPORTS) {
      throw conflict(
        message('At most {{max}} exports can be in progress at once. Wait for one to finish.', {
          max: MAX_ACTIVE_EXPORTS,
        }),
      );
    }
    const [requester] = await tx.select({ email: users.email }).from(users).where(eq(users.id, admin.userId));
    const [created] = await tx
      .insert(dataExports)
      .values({
        organisationId: admin.organisationId,
        productId: input.productId,
        requestedBy: admin.userId,
        requestedByEmail: requester?.email ?? '',
        kind: input.kind,
        format: input.format,
        fromTime: from,
        toTime: to,
        campaignId: input.campaignId ?? null,
      })
      .returning();
    await enqueue(
      tx,
      runExport,
      { exportId: created!.id },
      {
        organisationId: admin.organisationId,
        key: exportJobKey(created!.id),
      },
    );
    await recordAuditEvent(tx, admin, {
      action: 'ExportRequested',
      targetType: 'Export',
      targetId: created!.id,
      targetLabel: `${input.kind} (${input.format})`,
    });
    return created!;
  });
  return toExport(ctx, row);
}

/** A product's exports, newest first; Admins only (the links download personal data). */
export async function listExports(
  ctx: ServiceContext,
  productId: string,
  paging: OffsetPaging | null | undefined,
): Promise<Export[]> {
  const admin = await adminOf(ctx, READ_EXPORTS);
  const page = parsePaging(paging);
  const rows = await inOrganisation(ctx.db, admin, async (tx) => {
    await requireVisibleProduct(tx, admin, productId);
    return tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.organisationId, admin.organisationId), eq(dataExports.productId, productId)))
      .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
      .limit(page.limit)
      .offset(page.offset);
  });
  return rows.map((row) => toExport(ctx, row));
}

/** One export of the organisation by id, with a fresh link; Admins only. */
export async function getExport(ctx: ServiceContext, id: string): Promise<Export> {
  const admin = await adminOf(ctx, READ_EXPORTS);
  if (!isUuid(id)) throw notFound(EXPORT_NOT_FOUND);
  const [row] = await inOrganisation(ctx.db, admin, (tx) =>
    tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.organisationId, admin.organisationId), eq(dataExports.id, id))),
  );
  if (!row) throw notFound(EXPORT_NOT_FOUND);
  return toExport(ctx, row);
}

export async function countExports(ctx: ServiceContext, productId: string): Promise<number> {
  const admin = await adminOf(ctx, READ_EXPORTS);
  return inOrganisation(ctx.db, admin, async (tx) => {
    await requireVisibleProduct(tx, admin, productId);
    const [row] = await tx
      .select({ count: count() })
      .from(dataExports)
      .where(and(eq(dataExports.organisationId, admin.organisationId), eq(dataExports.productId, productId)));
    return row?.count ?? 0;
  });
}
