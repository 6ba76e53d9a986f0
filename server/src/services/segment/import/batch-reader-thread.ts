import { Worker } from 'node:worker_threads';
import type { AcceptedColumns, CheckedBatch, ReadSettings } from './checked-batches';
import type { AcceptedRow } from './import-rows';

/** A batch as it crosses between threads: the accepted rows as one JSON string. */
export type PostedBatch = Omit<CheckedBatch, 'accepted'> & {
  accepted: Omit<AcceptedColumns, 'rows'> & { rows: string };
};

/** Messages to a reader thread. */
export type ToReader = { type: 'read'; path: string; settings: ReadSettings } | { type: 'taken' };
/** Messages from a reader thread. */
export type ToThread =
  | { type: 'batch'; batch: PostedBatch }
  | { type: 'done' }
  | { type: 'failed'; message: string; stack?: string };

/** An idle reader thread waits this long for another import, then ends. */
const SPARE_FOR_MS = 5 * 60_000;

/** The reader's error, with its stack, as this thread's. */
class ReaderFailure extends Error {
  constructor(message: string, stack?: string) {
    super(message);
    if (stack) this.stack = stack;
  }
}

function startReader(): Worker {
  // Not the loader flags of this process: from source the worker registers tsx itself (see the
  // .mjs); in the compiled server the file beside main.js is the bundled reader.
  const worker = new Worker(new URL('./batch-reader-worker.mjs', import.meta.url), { execArgv: [] });
  // Starting one costs more than a second of CPU (tsx, papaparse, libphonenumber's metadata),
  // as much as reading 100,000 rows takes; a failed start is told to the import that uses it.
  worker.on('error', () => {});
  return worker;
}

/** One started reader kept between imports, so a following import does not wait for a start. */
let spare: { worker: Worker; expiry: NodeJS.Timeout } | null = null;

function keepAsSpare(worker: Worker): void {
  if (spare) {
    void worker.terminate();
    return;
  }
  const expiry = setTimeout(() => {
    if (spare?.worker === worker) spare = null;
    void worker.terminate();
  }, SPARE_FOR_MS);
  expiry.unref();
  // An idle reader never keeps the process alive.
  worker.unref();
  spare = { worker, expiry };
  worker.once('exit', () => {
    if (spare?.worker !== worker) return;
    clearTimeout(expiry);
    spare = null;
  });
}

function takeReader(): Worker {
  if (!spare) return startReader();
  const { worker, expiry } = spare;
  spare = null;
  clearTimeout(expiry);
  worker.removeAllListeners('exit');
  worker.ref();
  return worker;
}

/** Starts a reader before an import needs it (its file is large, and the start takes a while). */
export function warmBatchReader(): void {
  if (!spare) keepAsSpare(startReader());
}

/**
 * checkedBatches run in a reader thread: the same batches, read and checked on another core
 * while this thread writes the ones before (on PGlite the database runs on this thread, so
 * reading here would add to its time). The reader stays at most two batches ahead; ending the
 * loop early stops it, finishing the file leaves it for the next import.
 */
export async function* checkedBatchesInWorker(
  path: string,
  settings: ReadSettings,
): AsyncGenerator<CheckedBatch> {
  const worker = takeReader();
  const arrived: PostedBatch[] = [];
  let finished = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const fail = (error: Error) => {
    failure ??= error;
    notify();
  };
  const onMessage = (message: ToThread) => {
    if (message.type === 'batch') arrived.push(message.batch);
    else if (message.type === 'done') finished = true;
    else fail(new ReaderFailure(message.message, message.stack));
    notify();
  };
  const onError = (error: Error) => fail(error);
  const onExit = (code: number) => fail(new Error(`The file's reader stopped (exit code ${code}).`));
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);
  const post = (message: ToReader) => worker.postMessage(message);
  post({ type: 'read', path, settings });

  let done = false;
  try {
    for (;;) {
      const batch = arrived.shift();
      if (batch) {
        post({ type: 'taken' });
        const rows = batch.accepted.rows;
        yield { ...batch, accepted: { ...batch.accepted, rows: () => JSON.parse(rows) as AcceptedRow[] } };
      } else if (failure) {
        throw failure;
      } else if (finished) {
        done = true;
        return;
      } else {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    }
  } finally {
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
    // A reader left part-way through a file is of no use to another import.
    if (done) keepAsSpare(worker);
    else await worker.terminate();
  }
}
