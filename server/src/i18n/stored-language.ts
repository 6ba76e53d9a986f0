import { type DashboardLanguage, isDashboardLanguage } from '@hearback/input-rules';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { users } from '../db/schema';

/**
 * The language a user's e-mails are written in: the dashboard language they chose, else English.
 * A mail has no request whose Accept-Language could stand in (jobs send most of them), so a user
 * who chose none reads English, as every mail was before.
 */
export const mailLanguageOf = (stored: string | null | undefined): DashboardLanguage =>
  isDashboardLanguage(stored) ? stored : 'en';

/**
 * The stored language of one user, read in the caller's scoped transaction: a user row that
 * row-level security hides (someone who left the organisation) reads as English.
 */
export async function mailLanguageOfUser(tx: Transaction, userId: string | null): Promise<DashboardLanguage> {
  if (!userId) return 'en';
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return mailLanguageOf(row?.language);
}
