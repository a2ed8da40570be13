// A small in-process cache of promises with a time to live per entry. Concurrent callers share
// one in-flight request; the oldest entries go first when the cache is full.

export interface TtlCacheOptions {
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  expiresAt: number;
  value: Promise<T>;
}

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: TtlCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The cached value for `key`, or `load()`'s. `ttlFor` decides, once the value is known, how long
   * it stays (a failure can be kept for less time than a success).
   */
  get(key: string, load: () => Promise<T>, ttlFor: (value: T) => number): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    if (hit) this.entries.delete(key);

    const value = load();
    // In flight: shared by everyone who asks until it settles.
    const entry: Entry<T> = { expiresAt: Number.POSITIVE_INFINITY, value };
    this.entries.set(key, entry);
    this.evictOverflow();
    value.then(
      (result) => {
        entry.expiresAt = this.now() + ttlFor(result);
      },
      () => {
        // A rejected load is not kept: the next caller tries again.
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private evictOverflow() {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
