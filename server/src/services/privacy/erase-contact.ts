import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { contacts, privacyDeletions, recordings } from '../../db/schema';
import { notFound } from '../../errors/app-errors';
import type { PrivacyDeletion } from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { adminOf, inOrganisation } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { ServiceContext } from '../context';
import { emailAddress } from '../validation/fields';
import { parseInput } from '../validation/parse-input';
import { deleteContactRows } from './delete-contacts';
import { type DeletedRecordings, deleteRecordingRows } from './delete-recordings';
import { findPrivacyDeletion } from './privacy-deletions';
import { removeFiles } from './remove-files';

/** Recordings deleted per statement; the erasure as a whole is still one transaction. */
const ERASURE_BATCH = 1_000;

/**
 * Admins only: "delete everything this person sent", on their request. Their contact rows (in
 * every product) and every recording whose contact address is this one (compared
 * case-insensitively) go in one transaction with the log entry and the audit event; the voice
 * files go after the commit and are counted into the entry.
 */
export async function eraseContact(ctx: ServiceContext, email: string): Promise<PrivacyDeletion> {
  const admin = await adminOf(ctx, 'erase contacts');
  const address = parseInput(emailAddress('E-mail'), email, 'email');
  const id = randomUUID();

  const erased = await inOrganisation(ctx.db, admin, async (tx) => {
    const deleted: DeletedRecordings = { count: 0, fileKeys: [] };
    const ofContact = sql`lower(${recordings.contactEmail}) = ${address}`;
    for (;;) {
      const batch = await deleteRecordingRows(tx, admin.organisationId, ofContact, { limit: ERASURE_BATCH });
      deleted.count += batch.count;
      deleted.fileKeys.push(...batch.fileKeys);
      if (batch.count < ERASURE_BATCH) break;
    }
    let erasedContacts = 0;
    const contactOfAddress = eq(contacts.email, address);
    for (;;) {
      const batch = await deleteContactRows(tx, admin.organisationId, contactOfAddress, {
        limit: ERASURE_BATCH,
      });
      erasedContacts += batch;
      if (batch < ERASURE_BATCH) break;
    }
    if (deleted.count === 0 && erasedContacts === 0) {
      throw notFound(message('No contact or recording has the address {{address}}.', { address }));
    }
    await tx.insert(privacyDeletions).values({
      id,
      organisationId: admin.organisationId,
      kind: 'Erasure',
      requestedBy: admin.userId,
      recordings: deleted.count,
      contacts: erasedContacts,
    });
    // No address, no name: the audit log must not keep whom the erasure was for.
    await recordAuditEvent(tx, admin, {
      action: 'ContactErased',
      targetType: 'Contact',
      changes: [
        { field: 'recordings', from: null, to: String(deleted.count) },
        { field: 'contacts', from: null, to: String(erasedContacts) },
      ],
    });
    return deleted;
  });

  const files = await removeFiles(ctx.storage, ctx.logger, erased.fileKeys);
  return inOrganisation(ctx.db, admin, async (tx) => {
    await tx
      .update(privacyDeletions)
      .set({ files, finishedAt: new Date() })
      .where(and(eq(privacyDeletions.organisationId, admin.organisationId), eq(privacyDeletions.id, id)));
    return (await findPrivacyDeletion(tx, admin.organisationId, id))!;
  });
}
