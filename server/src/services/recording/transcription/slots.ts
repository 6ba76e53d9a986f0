/** At most `limit` holders at once; the others wait in arrival order. */
export interface Slots {
  readonly limit: number;
  readonly busy: number;
  /** Resolves with the release once a slot is free; rejects if `signal` aborts while waiting. */
  acquire(signal?: AbortSignal): Promise<() => void>;
}

export function slots(limit: number): Slots {
  let busy = 0;
  const waiting: Array<() => void> = [];

  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next) next();
      else busy--;
    };
  };

  return {
    limit,
    get busy() {
      return busy;
    },
    acquire(signal) {
      signal?.throwIfAborted();
      if (busy < limit) {
        busy++;
        return Promise.resolve(releaser());
      }
      return new Promise((resolve, reject) => {
        // A released slot passes straight to the next waiter: `busy` stays as it is.
        const take = () => {
          signal?.removeEventListener('abort', abandon);
          resolve(releaser());
        };
        const abandon = () => {
          const index = waiting.indexOf(take);
          if (index >= 0) waiting.splice(index, 1);
          reject(signal!.reason);
        };
        waiting.push(take);
        signal?.addEventListener('abort', abandon, { once: true });
      });
    },
  };
}
