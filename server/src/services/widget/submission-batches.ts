import type pg from 'pg';
import {
  inTenantPipelined,
  type PreparedStatement,
  type TenantExecutions,
  type TransactionOutcome,
} from './submit-statement';

/** Enough to share one commit among many, few enough that one transaction stays short. */
const MAX_BATCH = 32;

export interface Waiting<Row> {
  organisationId: string;
  values: unknown[];
  resolve: (row: Row | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for one prepared statement: the executions that arrive in one turn of Node's
 * event loop, or while those wait for a free connection, run in one transaction (one round trip,
 * one COMMIT and so one WAL flush for all of them), each organisation's under its own scope; a
 * busy server makes larger batches, an idle one sends each at once. Each execution stays what it
 * was alone: its statement decides by the unique idempotency key, and a repeat within a batch
 * finds the first one stored. When a batch fails, each of its executions runs again in a
 * transaction of its own, so one bad submission fails only itself. `perConnection` appends the
 * connection's own values (its totals shard) to each execution.
 */
export function submissionBatches<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  statement: PreparedStatement,
  perConnection: (connection: pg.PoolClient) => unknown[],
  /** Which of two executions of one organisation goes first (the rows they lock, in order). */
  lockOrder: (a: Waiting<Row>, b: Waiting<Row>) => number = () => 0,
) {
  let waiting: Waiting<Row>[] = [];

  function take(): Waiting<Row>[] {
    const batch = waiting.slice(0, MAX_BATCH);
    waiting = waiting.slice(MAX_BATCH);
    if (waiting.length > 0) void runBatch();
    return batch;
  }

  async function runBatch(): Promise<void> {
    // Requests that Node reads in the same turn of its event loop join the batch.
    await new Promise((resolve) => setImmediate(resolve));
    const connection = await pool.connect().catch((error: unknown) => {
      for (const entry of take()) entry.reject(error);
      return null;
    });
    if (!connection) return;
    const batch = take();
    if (batch.length === 0) {
      connection.release();
      return;
    }
    const outcome = await runOn(connection, batch);
    if (outcome.rows) {
      for (const [i, entry] of batch.entries()) entry.resolve(outcome.rows[i]);
    } else if (batch.length === 1) {
      batch[0]!.reject(outcome.error);
    } else {
      // One of them failed the rest: each alone now, so only the failing one fails.
      for (const entry of batch) void runAlone(entry);
    }
  }

  async function runAlone(entry: Waiting<Row>): Promise<void> {
    const connection = await pool.connect().catch((error: unknown) => {
      entry.reject(error);
      return null;
    });
    if (!connection) return;
    const outcome = await runOn(connection, [entry]);
    if (outcome.rows) entry.resolve(outcome.rows[0]);
    else entry.reject(outcome.error);
  }

  /** The entries' transaction on this connection (theirs in order), which then goes back to the pool. */
  async function runOn(connection: pg.PoolClient, entries: Waiting<Row>[]): Promise<TransactionOutcome<Row>> {
    let outcome: TransactionOutcome<Row>;
    try {
      const extra = perConnection(connection);
      // Tenant by tenant, and within one by the statement's lock order (see lockOrder), so that two
      // batches never wait for each other's rows the other way round.
      const ordered = [...entries].sort(
        (a, b) =>
          (a.organisationId < b.organisationId ? -1 : a.organisationId > b.organisationId ? 1 : 0) ||
          lockOrder(a, b),
      );
      const tenants = new Map<string, TenantExecutions>();
      for (const entry of ordered) {
        const tenant = tenants.get(entry.organisationId) ?? {
          organisationId: entry.organisationId,
          executions: [],
        };
        tenant.executions.push([...entry.values, ...extra]);
        tenants.set(entry.organisationId, tenant);
      }
      outcome = await inTenantPipelined<Row>(connection, statement, [...tenants.values()]);
      if (outcome.rows) {
        // Rows come back tenant by tenant: put them back in the entries' order.
        const sentOrder = [...tenants.values()].flatMap(({ organisationId }) =>
          ordered.filter((entry) => entry.organisationId === organisationId),
        );
        const rowOf = new Map(sentOrder.map((entry, i) => [entry, outcome.rows![i]]));
        outcome = { rows: entries.map((entry) => rowOf.get(entry)) };
      }
    } catch (error) {
      outcome = { rows: null, error, broken: error as Error };
    }
    connection.release(outcome.broken);
    return outcome;
  }

  return {
    /** The statement's first row for these values, once their transaction committed. */
    run(organisationId: string, values: unknown[]): Promise<Row | undefined> {
      return new Promise((resolve, reject) => {
        waiting.push({ organisationId, values, resolve, reject });
        if (waiting.length === 1) void runBatch();
      });
    },
  };
}
