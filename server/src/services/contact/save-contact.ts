import { and, eq, sql } from 'drizzle-orm';
import { contacts } from '../../db/schema';
import type {
  Contact,
  MutationCreateContactArgs,
  MutationDeleteContactArgs,
  MutationUpdateContactArgs,
} from '../../generated/resolvers-types';
import { adminOf, inOrganisation } from '../access';
import type { ServiceContext } from '../context';
import { requireVisibleProduct } from '../recording/load-recordings';
import { withUniqueContact } from './contact-conflict';
import { parseContactInput, parseContactUpdate } from './contact-input';
import { contactColumns, findContact, toContact } from './load-contacts';

/** What a Member is refused: contacts are changed by Admins (docs/decisions.md, "Segments"). */
export const CHANGE_CONTACTS = 'change contacts';

export async function createContact(ctx: ServiceContext, args: MutationCreateContactArgs): Promise<Contact> {
  const admin = await adminOf(ctx, CHANGE_CONTACTS);
  const values = parseContactInput(args.input);
  return withUniqueContact(values, () =>
    inOrganisation(ctx.db, admin, async (tx) => {
      await requireVisibleProduct(tx, admin, args.productId);
      const [row] = await tx
        .insert(contacts)
        .values({
          organisationId: admin.organisationId,
          productId: args.productId,
          ...values,
          source: 'Manual',
        })
        .returning(contactColumns);
      return toContact(row!);
    }),
  );
}

export async function updateContact(ctx: ServiceContext, args: MutationUpdateContactArgs): Promise<Contact> {
  const admin = await adminOf(ctx, CHANGE_CONTACTS);
  const changes = parseContactUpdate(args.update);
  return withUniqueContact(changes, () =>
    inOrganisation(ctx.db, admin, async (tx) => {
      const current = await findContact(tx, admin, args.id);
      const { attributes, ...fields } = changes;
      const removed = Object.keys(attributes ?? {}).filter((key) => attributes?.[key] === '');
      const set = Object.fromEntries(Object.entries(attributes ?? {}).filter(([, value]) => value !== ''));
      const [row] = await tx
        .update(contacts)
        .set({
          ...fields,
          ...(attributes && {
            attributes: sql`(${contacts.attributes} || ${JSON.stringify(set)}::jsonb) - ${sql.param(removed)}::text[]`,
          }),
          updatedAt: new Date(),
        })
        .where(and(eq(contacts.organisationId, admin.organisationId), eq(contacts.id, current.id)))
        .returning(contactColumns);
      return toContact(row!);
    }),
  );
}

export async function deleteContact(ctx: ServiceContext, args: MutationDeleteContactArgs): Promise<string> {
  const admin = await adminOf(ctx, CHANGE_CONTACTS);
  return inOrganisation(ctx.db, admin, async (tx) => {
    const current = await findContact(tx, admin, args.id);
    // segment_members rows go with it (ON DELETE CASCADE).
    await tx
      .delete(contacts)
      .where(and(eq(contacts.organisationId, admin.organisationId), eq(contacts.id, current.id)));
    return current.id;
  });
}
