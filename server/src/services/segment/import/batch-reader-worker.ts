import { createReadStream } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type { PostedBatch, ToReader, ToThread } from './batch-reader-thread';
import { checkedBatches, type ReadSettings } from './checked-batches';

/**
 * A reader thread (batch-reader-thread.ts): reads the files it is given, one at a time, and
 * posts their checked batches, at most BATCHES_AHEAD more than the importing thread took. It
 * reads the file itself, so it never waits for that thread, which the database may keep busy.
 */
const BATCHES_AHEAD = 2;
const port = parentPort!;
const post = (message: ToThread) => port.postMessage(message);

let batchTaken: (() => void) | null = null;
let batchesAhead = 0;

async function read(path: string, settings: ReadSettings): Promise<void> {
  batchesAhead = 0;
  const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
  try {
    for await (const batch of checkedBatches(stream, settings)) {
      if (batchesAhead >= BATCHES_AHEAD) await new Promise<void>((resolve) => (batchTaken = resolve));
      batchesAhead += 1;
      // The rows as one string: cheap to pass between threads, parsed only if ever needed.
      const rows = JSON.stringify(batch.accepted.rows());
      const posted: PostedBatch = { ...batch, accepted: { ...batch.accepted, rows } };
      post({ type: 'batch', batch: posted });
    }
    post({ type: 'done' });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    post({ type: 'failed', message: failure.message, stack: failure.stack });
  } finally {
    stream.destroy();
  }
}

port.on('message', (message: ToReader) => {
  if (message.type === 'read') {
    void read(message.path, message.settings);
  } else {
    batchesAhead -= 1;
    batchTaken?.();
    batchTaken = null;
  }
});
