/**
 * Finished anonymous responses, keyed by everything that changes their bytes. A Map
 * keeps insertion order, so re-inserting on a hit makes it an LRU.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
}

export class RenderCache {
  #entries = new Map<string, CachedPage>();
  #bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    readonly maxEntries: number,
    // 64 MiB: a few thousand pages of ~30 KB, a small share of the 24 GiB machine.
    readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string): CachedPage | undefined {
    const hit = this.#entries.get(key);
    if (!hit) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.#entries.delete(key);
    this.#entries.set(key, hit);
    return hit;
  }

  set(key: string, page: CachedPage): void {
    if (this.maxEntries === 0 || page.body.length > this.maxBytes / 16) return;
    const old = this.#entries.get(key);
    if (old) {
      this.#bytes -= old.body.length;
      this.#entries.delete(key);
    }
    this.#entries.set(key, page);
    this.#bytes += page.body.length;
    while (this.#entries.size > this.maxEntries || this.#bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [string, CachedPage];
      this.#entries.delete(oldestKey);
      this.#bytes -= oldest.body.length;
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }
}
