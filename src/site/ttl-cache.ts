/**
 * A small LRU with a time to live, for answers asked for on every request: the front server's
 * mirror settings and geo by address, the API's checked sessions and players' seed pairs. A Map
 * keeps insertion order; a hit is moved to the end, the oldest entry is dropped first.
 */
export class TtlCache<V> {
  #entries = new Map<string, { value: V; expires: number }>();

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    this.#entries.delete(key);
    if (hit.expires <= now) return undefined;
    this.#entries.set(key, hit);
    return hit.value;
  }

  /** Keeps a value for the cache's time to live, or `ttlMs` when an entry's own is shorter. */
  set(key: string, value: V, now = Date.now(), ttlMs = this.ttlMs): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: now + Math.min(ttlMs, this.ttlMs) });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Drops every entry whose value matches. */
  deleteWhere(match: (value: V) => boolean): void {
    for (const [k, e] of this.#entries) if (match(e.value)) this.#entries.delete(k);
  }

  clear(): void {
    this.#entries.clear();
  }
}
