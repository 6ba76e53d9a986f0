import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import type { ContactAttributeMap } from '../../db/schema';
import { queryRows } from './query-rows';

/** A contact as an import row or the add-member form gives it: blanks are null (kept as stored). */
export interface ContactValues {
  email: string;
  name: string | null;
  phoneNumber: string | null;
  externalId: string | null;
  attributes: ContactAttributeMap;
}

export interface UpsertOutcome {
  created: number;
  /** Contacts that already existed (their given fields were updated). */
  updated: number;
  /** New members of the segment (0 without a segment). */
  added: number;
}

/**
 * Creates or updates contacts by e-mail in ONE statement, whatever the count: the rows travel as
 * five arrays (unnest), so a batch costs one round trip and one plan. An existing contact keeps
 * the fields the row leaves blank and gets its attributes merged (the row's keys win). With a
 * segment, every contact of the batch becomes a member (already members stay as they were).
 *
 * E-mails must be distinct within one call (PostgreSQL refuses to update a row twice in one
 * statement) and external ids must not belong to another contact (the caller checks both).
 */
export async function upsertContacts(
  tx: Transaction,
  target: {
    organisationId: string;
    productId: string;
    segmentId?: string | null;
    source: 'Import' | 'Manual';
  },
  rows: readonly ContactValues[],
): Promise<UpsertOutcome> {
  if (rows.length === 0) return { created: 0, updated: 0, added: 0 };
  const column = <T>(pick: (row: ContactValues) => T) => sql.param(rows.map(pick));
  const attributes = column((row) =>
    Object.keys(row.attributes).length > 0 ? JSON.stringify(row.attributes) : null,
  );
  const membership = target.segmentId
    ? sql`, added as (
        insert into segment_members (organisation_id, segment_id, contact_id)
        select ${target.organisationId}::uuid, ${target.segmentId}::uuid, id from upserted
        on conflict do nothing
        returning 1)`
    : sql``;
  const addedCount = target.segmentId ? sql`(select count(*) from added)::int` : sql`0`;
  const [outcome] = await queryRows<{ created: number; touched: number; added: number }>(
    tx,
    sql`
    with input as (
      select * from unnest(
        ${column((row) => row.email)}::text[],
        ${column((row) => row.name)}::text[],
        ${column((row) => row.phoneNumber)}::text[],
        ${column((row) => row.externalId)}::text[],
        ${attributes}::jsonb[]
      ) as t(email, name, phone_number, external_id, attributes)
    ), upserted as (
      insert into contacts as c
        (organisation_id, product_id, email, name, phone_number, external_id, attributes, source)
      select ${target.organisationId}::uuid, ${target.productId}::uuid, email, name, phone_number,
        external_id, coalesce(attributes, '{}'::jsonb), ${target.source}::contact_source
      from input
      on conflict (organisation_id, product_id, email) do update set
        name = coalesce(excluded.name, c.name),
        phone_number = coalesce(excluded.phone_number, c.phone_number),
        external_id = coalesce(excluded.external_id, c.external_id),
        attributes = c.attributes || excluded.attributes,
        updated_at = now()
      -- xmax is 0 on a row version this statement inserted, the updater's id on one it updated.
      returning c.id, (c.xmax = 0) as inserted
    )${membership}
    select
      (select count(*) from upserted where inserted)::int as created,
      (select count(*) from upserted)::int as touched,
      ${addedCount} as added`,
  );
  if (!outcome) throw new Error('The contacts upsert answered no row.');
  return {
    created: outcome.created,
    updated: outcome.touched - outcome.created,
    added: outcome.added,
  };
}
