/**
 * A small LRU with a time to live, for answers the front server asks the API for on
 * every page (mirror settings, geo by address). A Map keeps insertion order; a hit is
 * moved to the end, the oldest entry is dropped first.
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

  set(key: string, value: V, now = Date.now()): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: now + this.ttlMs });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  clear(): void {
    this.#entries.clear();
  }
}
