import type pg from 'pg';
import { isUuid } from '../validation/fields';

/**
 * What withScope (db/scope.ts) sets for `{ organisationId }`: role hearback_app, the tenant,
 * and every other setting empty, local to the transaction. The id is inlined so that BEGIN and
 * the scope travel as one simple-protocol message; it is a UUID read from the database and
 * checked against the UUID pattern, never text from the request.
 */
export function scopeSql(organisationId: string): string {
  if (!isUuid(organisationId)) throw new Error('The organisation id is not a UUID.');
  return `select set_config('role', 'hearback_app', true),
    set_config('app.organisation_id', '${organisationId}', true),
    set_config('app.user_id', '', true),
    set_config('app.firebase_uid', '', true),
    set_config('app.lookup_domain', '', true),
    set_config('app.invitation_id', '', true),
    set_config('app.released_user_id', '', true)`;
}

/**
 * node-postgres' pipeline mode (`pipeline: true` in a client's config) is this switch; each
 * query corks and uncorks the socket on its own, so a transaction's queries are corked together
 * here to leave in one write.
 */
interface Pipelinable {
  pipeline: boolean;
  connection: { stream: { cork?: () => void; uncork?: () => void } };
}

export interface PreparedStatement {
  name: string;
  text: string;
}

export interface TransactionOutcome<Row> {
  /** Each execution's first row, in order, when the transaction committed; else null. */
  rows: (Row | undefined)[] | null;
  /** Why it did not commit: the first failing execution's error, or the commit's. */
  error?: unknown;
  /** Set when the connection is in an unknown state and must not go back to the pool. */
  broken?: Error;
}

/** Executions of the statement for one organisation, under its scope. */
export interface TenantExecutions {
  organisationId: string;
  executions: unknown[][];
}

/**
 * Runs executions of one prepared statement in one transaction, each organisation's under its
 * own scope (set again before them: row-level security reads it as each statement runs), in
 * one round trip: BEGIN with the scope, the executions and COMMIT are written together
 * (node-postgres' pipeline mode, switched on for this call only), so the transaction's locks are
 * never held while Node gets round to sending its next message. A failing execution leaves the
 * transaction aborted, and the COMMIT behind it then rolls back (PostgreSQL answers ROLLBACK):
 * nothing of it is kept.
 */
export async function inTenantPipelined<Row extends pg.QueryResultRow>(
  connection: pg.PoolClient,
  statement: PreparedStatement,
  tenants: TenantExecutions[],
): Promise<TransactionOutcome<Row>> {
  const scopes = tenants.map(
    ({ organisationId }, i) => `${i === 0 ? 'begin; ' : ''}${scopeSql(organisationId)}`,
  );
  const piped = connection as unknown as Pipelinable;
  const { stream } = piped.connection;
  piped.pipeline = true;
  try {
    stream.cork?.();
    // In the order they were sent: the first to fail is the cause, the rest failed behind it.
    const sent: Promise<pg.QueryResult>[] = [];
    const ran: Promise<pg.QueryResult<Row>>[] = [];
    let committed: Promise<pg.QueryResult>;
    try {
      tenants.forEach(({ executions }, i) => {
        sent.push(connection.query(scopes[i]!));
        for (const values of executions) {
          const execution = connection.query<Row>({ ...statement, values });
          ran.push(execution);
          sent.push(execution);
        }
      });
      committed = connection.query('commit');
    } finally {
      stream.uncork?.();
    }
    const [commit, ...settled] = await Promise.allSettled([committed, ...sent]);
    const failed = settled.find((result) => result.status === 'rejected');
    // A COMMIT answered (COMMIT or ROLLBACK) leaves the connection clean whatever failed before.
    if (commit.status === 'rejected') {
      return { rows: null, error: failed?.reason ?? commit.reason, broken: commit.reason as Error };
    }
    if (failed) return { rows: null, error: failed.reason };
    if (commit.value.command !== 'COMMIT') {
      return { rows: null, error: new Error('The transaction was rolled back.') };
    }
    const rows = await Promise.all(ran);
    return { rows: rows.map((result) => result.rows[0]) };
  } finally {
    piped.pipeline = false;
  }
}
