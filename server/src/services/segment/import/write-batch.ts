import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database';
import { queryRows } from '../../contact/query-rows';
import type { AcceptedColumns, RejectedColumns } from './checked-batches';

export interface ImportTarget {
  organisationId: string;
  productId: string;
  importId: string;
  segmentId: string;
  /** Created by this import's transaction: no member can be there already. */
  segmentIsNew: boolean;
}

/**
 * One batch of accepted rows in ONE statement: the contacts upserted by e-mail exactly as
 * upsertContacts does (blank cells keep what is stored, attributes are merged), each new one
 * under the id given for its row, and all of them made members of the segment.
 *
 * E-mails must be distinct within the batch and external ids must not belong to another contact
 * (the caller checks both); `ids` is an array literal of one id per row, in increasing order
 * (ContactIds).
 */
export async function writeAcceptedRows(
  tx: Transaction,
  target: ImportTarget,
  accepted: AcceptedColumns,
  ids: string,
): Promise<{ created: number; updated: number }> {
  if (accepted.count === 0) return { created: 0, updated: 0 };
  // A new segment has no members to collide with, and the conflict check costs on every row.
  const alreadyMember = target.segmentIsNew ? sql`` : sql`on conflict do nothing`;
  const [outcome] = await queryRows<{ created: number; touched: number }>(
    tx,
    sql`
    with input as (
      select * from unnest(
        ${ids}::uuid[],
        ${accepted.emails}::text[],
        ${accepted.names}::text[],
        ${accepted.phoneNumbers}::text[],
        ${accepted.externalIds}::text[],
        ${accepted.attributes}::jsonb[]
      ) as t(id, email, name, phone_number, external_id, attributes)
    ), upserted as (
      insert into contacts as c
        (id, organisation_id, product_id, email, name, phone_number, external_id, attributes, source)
      select id, ${target.organisationId}::uuid, ${target.productId}::uuid, email, name, phone_number,
        external_id, coalesce(attributes, '{}'::jsonb), 'Import'::contact_source
      from input
      on conflict (organisation_id, product_id, email) do update set
        name = coalesce(excluded.name, c.name),
        phone_number = coalesce(excluded.phone_number, c.phone_number),
        external_id = coalesce(excluded.external_id, c.external_id),
        attributes = c.attributes || excluded.attributes,
        updated_at = now()
      -- xmax is 0 on a row version this statement inserted, the updater's id on one it updated.
      returning c.id, (c.xmax = 0) as inserted
    ), added as (
      insert into segment_members (organisation_id, segment_id, contact_id)
      select ${target.organisationId}::uuid, ${target.segmentId}::uuid, id from upserted
      ${alreadyMember}
    )
    select
      (select count(*) from upserted where inserted)::int as created,
      (select count(*) from upserted)::int as touched`,
  );
  if (!outcome) throw new Error('The contacts upsert answered no row.');
  return { created: outcome.created, updated: outcome.touched - outcome.created };
}

/** The batch's rejected rows with their reasons, for the rejected-rows file. */
export async function recordRejections(
  tx: Transaction,
  target: ImportTarget,
  rejected: RejectedColumns,
): Promise<void> {
  if (rejected.count === 0) return;
  await tx.execute(sql`
    insert into contact_import_rejections (organisation_id, import_id, row_number, code, reason, values)
    select ${target.organisationId}::uuid, ${target.importId}::uuid, row_number, code, reason, values
    from unnest(
      ${rejected.rowNumbers}::int[],
      ${rejected.codes}::text[],
      ${rejected.reasons}::text[],
      ${rejected.values}::jsonb[]
    ) as t(row_number, code, reason, values)`);
}
