import { DeliveryError, postSubmission, requestUpload, uploadFile } from '../api/public-api';
import { getOutboxItem, listOutbox, type OutboxItem, putOutboxItem, removeOutboxItem } from './outbox-store';

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;

/** Exponential backoff with jitter, so a fleet of visitors does not return to a recovering server at once. */
export function retryDelay(attempts: number, random = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The recording first (once: its file key is kept), then the submission with its idempotency key. */
async function send(item: OutboxItem, onProgress: (percent: number) => void, keep: () => Promise<void>) {
  if (item.audio && !item.uploadedFileKey) {
    // Told at once: the visitor hears the upload begin, not only its end (a loopback upload is one step).
    onProgress(0);
    const { blob, contentType } = item.audio;
    const ticket = await requestUpload(item.target, {
      submissionId: item.body.id,
      contentType,
      size: blob.size,
    });
    await uploadFile(ticket, blob, contentType, onProgress);
    item.uploadedFileKey = ticket.fileKey;
    await keep();
  }
  await postSubmission(
    item.target,
    item.uploadedFileKey
      ? { ...item.body, audio: { ...item.body.audio!, fileKey: item.uploadedFileKey } }
      : item.body,
  );
}

/**
 * Sends one stored submission. Removed from the outbox only after the server accepted it; a
 * permanent refusal removes it too, since no retry can change the answer.
 */
export async function deliver(
  item: OutboxItem,
  onProgress: (percent: number) => void = () => {},
): Promise<void> {
  try {
    await send(item, onProgress, () => putOutboxItem(item));
    await removeOutboxItem(item.body.id);
  } catch (error) {
    if (error instanceof DeliveryError && !error.retryable) {
      await removeOutboxItem(item.body.id);
    } else {
      item.attempts += 1;
      item.nextAttemptAt = Date.now() + retryDelay(item.attempts);
      await putOutboxItem(item);
    }
    throw error;
  }
}

/** Where the browser refuses storage altogether, sending at once is all that is left. */
export const sendUnstored = (item: OutboxItem, onProgress: (percent: number) => void) =>
  send(item, onProgress, async () => {});

/** Web Locks keep two tabs of the same site from sending one item at once (the server would dedupe anyway). */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request('hearback-outbox', work) as Promise<T>) : work();
}

/**
 * The visitor's own send, with upload progress. Under the lock the item is read again: a flush in
 * another tab (or an `online` retry here) may have delivered it meanwhile.
 */
export function deliverNow(item: OutboxItem, onProgress: (percent: number) => void): Promise<boolean> {
  return exclusively(async () => {
    const stored = await getOutboxItem(item.body.id);
    if (!stored) return false;
    await deliver(stored, onProgress);
    return true;
  });
}

let flushTimer: ReturnType<typeof setTimeout> | undefined;

/** Sends everything that is due; schedules the next try for what is left. Returns how many were sent. */
export function flushOutbox(options: { force?: boolean } = {}): Promise<number> {
  return exclusively(async () => {
    let sent = 0;
    const items = await listOutbox();
    for (const item of items) {
      if (!options.force && item.nextAttemptAt > Date.now()) continue;
      try {
        await deliver(item);
        sent += 1;
      } catch (error) {
        if (error instanceof DeliveryError && !error.retryable) continue;
        // The server is unreachable: the rest would fail the same way.
        break;
      }
    }
    scheduleNextFlush(await listOutbox());
    return sent;
  });
}

function scheduleNextFlush(left: OutboxItem[]): void {
  clearTimeout(flushTimer);
  if (left.length === 0) return;
  const due = Math.min(...left.map((item) => item.nextAttemptAt));
  flushTimer = setTimeout(() => void flushOutbox().catch(() => {}), Math.max(1_000, due - Date.now()));
}

let watching = false;

/**
 * Tries at once, then on reconnect and on the backoff timer. Called on a page load that finds
 * something queued, and whenever a send of the visitor's ends up in the outbox.
 */
export function watchOutbox(): void {
  const flushAll = () => void flushOutbox({ force: true }).catch(() => {});
  if (!watching) window.addEventListener('online', flushAll);
  watching = true;
  flushAll();
}
