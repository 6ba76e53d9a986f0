import { SENTIMENT_SHARDS } from '../../db/schema';

const shardOfConnection = new WeakMap<object, number>();
// Two servers on one PostgreSQL start at different shards, so their connections rarely share one.
let nextShard = Math.floor(Math.random() * SENTIMENT_SHARDS);

/**
 * The row of a product's sentiment totals (schema: productSentiment) that submissions on this
 * database connection add to: one per pooled connection, handed out in turn, so that no two
 * connections of a server (the pool holds fewer than SENTIMENT_SHARDS) wait on one row's lock
 * until the other commits, as `pg_backend_pid() % SENTIMENT_SHARDS` let them when two process
 * ids fell on one shard. Any shard is exact: the totals are the sum of a product's rows.
 */
export function totalsShardOf(connection: object): number {
  let shard = shardOfConnection.get(connection);
  if (shard === undefined) {
    shard = nextShard % SENTIMENT_SHARDS;
    nextShard += 1;
    shardOfConnection.set(connection, shard);
  }
  return shard;
}
