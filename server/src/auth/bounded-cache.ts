/**
 * A map that holds at most `capacity` entries and, when full, drops the one used longest ago
 * (a Map keeps insertion order, and a read re-inserts). For what a server keeps per signed-in
 * person: however many tokens arrive, memory stays bounded.
 */
export class BoundedCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!(capacity >= 1))
      throw new Error(`A bounded cache needs room for at least one entry, not ${capacity}.`);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entry, now counted as the most recently used. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value as K;
      this.#entries.delete(oldest);
    }
  }

  /** Deletes the entry only while it is still `value` (a newer one may have replaced it). */
  deleteIf(key: K, value: V): void {
    if (this.#entries.get(key) === value) this.#entries.delete(key);
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }
}
