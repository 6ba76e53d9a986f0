import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { contacts, products } from '../../db/schema';
import { notFound } from '../../errors/app-errors';
import type { Contact } from '../../generated/resolvers-types';
import type { Member } from '../access';
import { visibleProducts } from '../product/product-filter';
import { isUuid, likePattern } from '../validation/fields';

export const CONTACT_NOT_FOUND = 'Contact not found.';

export const contactColumns = {
  id: contacts.id,
  productId: contacts.productId,
  email: contacts.email,
  name: contacts.name,
  phoneNumber: contacts.phoneNumber,
  externalId: contacts.externalId,
  attributes: contacts.attributes,
  source: contacts.source,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
};

export type ContactRow = Pick<typeof contacts.$inferSelect, keyof typeof contactColumns>;

/** As the API shows it: attributes as a list sorted by key. */
export const toContact = (row: ContactRow): Contact => ({
  ...row,
  attributes: Object.entries(row.attributes ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => ({ key, value: String(value) })),
});

/** The contact's product is one the member may open. */
export function contactVisible(member: Member): SQL {
  return sql`exists (select 1 from ${products} where ${and(
    eq(products.organisationId, contacts.organisationId),
    eq(products.id, contacts.productId),
    visibleProducts(member),
  )})`;
}

/** NOT_FOUND unless the contact exists in a product the member may open. */
export async function findContact(tx: Transaction, member: Member, id: string): Promise<ContactRow> {
  if (!isUuid(id)) throw notFound(CONTACT_NOT_FOUND);
  const [row] = await tx
    .select(contactColumns)
    .from(contacts)
    .where(
      and(eq(contacts.organisationId, member.organisationId), eq(contacts.id, id), contactVisible(member)),
    );
  if (!row) throw notFound(CONTACT_NOT_FOUND);
  return row;
}

/**
 * The search of contact lists: e-mail, name or external id, case-insensitive. No text index: under
 * row-level security ILIKE cannot use one (docs/decisions.md, "Recordings").
 */
export function contactSearch(search: string | null | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(contacts.email, pattern),
    ilike(contacts.name, pattern),
    ilike(contacts.externalId, pattern),
  );
}

/** The page order of every contact list: by e-mail (contacts_product_email_key), then id. */
export const contactOrder = [contacts.email, contacts.id];
