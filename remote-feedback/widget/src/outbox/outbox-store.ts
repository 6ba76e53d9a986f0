/**
 * The outbox: every submission is written here BEFORE it is sent and removed only once the server
 * has accepted it, so a closed tab, an offline visitor or a server outage loses nothing. IndexedDB
 * because it keeps Blobs (the recording) and survives reloads; a localStorage counter lets the
 * loader know there is something to send without opening the database.
 */
import type { ApiTarget, SubmissionBody } from '../api/public-api';
import { PENDING_HINT_KEY } from '../core/widget-ui';

export interface OutboxItem {
  target: ApiTarget;
  body: SubmissionBody;
  audio?: { blob: Blob; contentType: string };
  /** Set once the recording is stored, so a retry never uploads it again. */
  uploadedFileKey?: string;
  attempts: number;
  nextAttemptAt: number;
}

const DB_NAME = 'hearback-widget';
const STORE = 'outbox';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'body.id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      // Resolve on commit, not on the request's success: only then is the write durable.
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

function writeHint(count: number): void {
  try {
    if (count > 0) localStorage.setItem(PENDING_HINT_KEY, String(count));
    else localStorage.removeItem(PENDING_HINT_KEY);
  } catch {
    // Storage may be blocked for third-party contexts; the hint is only an optimisation.
  }
}

export async function listOutbox(): Promise<OutboxItem[]> {
  const items = await inStore('readonly', (store) => store.getAll() as IDBRequest<OutboxItem[]>);
  writeHint(items.length);
  return items.sort((a, b) => a.body.createdAt.localeCompare(b.body.createdAt));
}

export function getOutboxItem(id: string): Promise<OutboxItem | undefined> {
  return inStore('readonly', (store) => store.get(id) as IDBRequest<OutboxItem | undefined>);
}

export async function putOutboxItem(item: OutboxItem): Promise<void> {
  await inStore('readwrite', (store) => store.put(item));
  writeHint(await inStore('readonly', (store) => store.count()));
}

export async function removeOutboxItem(id: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(id));
  writeHint(await inStore('readonly', (store) => store.count()));
}
