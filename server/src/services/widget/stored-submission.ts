import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { recordings } from '../../db/schema';

/** Whether the submission with this id is stored already (in the transaction's organisation). */
export async function isRecordingStored(tx: Transaction, submissionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: recordings.id })
    .from(recordings)
    .where(eq(recordings.idempotencyKey, submissionId.toLowerCase()))
    .limit(1);
  return row !== undefined;
}
