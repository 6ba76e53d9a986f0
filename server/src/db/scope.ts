import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './database';

/**
 * Who a transaction acts for. Row-level security reads these settings: an organisation sees its
 * own rows, a user their own row, and a Firebase uid its own user row (only while the caller is
 * being resolved from a verified token).
 */
export interface Scope {
  organisationId?: string | null;
  userId?: string | null;
  firebaseUid?: string | null;
  /** Makes the organisations that proved this domain visible (offers to join by e-mail domain). */
  lookupDomain?: string | null;
  /** Makes this one invitation visible (the sign-up link of an invitee). */
  invitationId?: string | null;
  /** The user an Admin takes out of the organisation (refused or removed) in this transaction. */
  releasedUserId?: string | null;
  /** The API key the request was made with: row-level security then reads only (drizzle/0024). */
  apiKeyId?: string | null;
}

/**
 * Runs `work` in one transaction as the non-owner role hearback_app, so row-level security
 * applies even when the connection is a superuser. Every request-time query goes through here.
 */
export function withScope<T>(db: Database, scope: Scope, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // set_config('role', …, true) is SET LOCAL ROLE; one statement sets the role and the scope,
    // a round trip less on every request.
    await tx.execute(sql`select set_config('role', 'hearback_app', true), ${scopeSettings(scope)}`);
    return work(tx);
  });
}

/**
 * Changes the settings inside a running scoped transaction; used once the caller's own row has
 * told which organisation they act in.
 */
export async function setScope(tx: Transaction, scope: Scope): Promise<void> {
  await tx.execute(sql`select ${scopeSettings(scope)}`);
}

/** Every setting, so a scope never inherits one that an earlier scope of the transaction set. */
function scopeSettings(scope: Scope) {
  return sql`set_config('app.organisation_id', ${scope.organisationId ?? ''}, true),
    set_config('app.user_id', ${scope.userId ?? ''}, true),
    set_config('app.firebase_uid', ${scope.firebaseUid ?? ''}, true),
    set_config('app.lookup_domain', ${scope.lookupDomain ?? ''}, true),
    set_config('app.invitation_id', ${scope.invitationId ?? ''}, true),
    set_config('app.released_user_id', ${scope.releasedUserId ?? ''}, true),
    set_config('app.api_key_id', ${scope.apiKeyId ?? ''}, true)`;
}
