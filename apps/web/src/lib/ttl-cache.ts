// A small in-process cache of promises with a time to live per entry. Concurrent callers share
// one in-flight request; the oldest entries go first when the cache is full. An entry may also be
// served stale for a while after it expires (stale-while-revalidate): the caller gets the last
// value at once and one refresh per key runs in the background.

export interface TtlCacheOptions {
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  expiresAt: number;
  /** Until when an expired value may still be served while a refresh runs (<= expiresAt: never). */
  staleUntil: number;
  value: Promise<T>;
  /** Set once the value is known. */
  settled: boolean;
  /** The background refresh of an expired value, while it runs. */
  refreshing?: Promise<T>;
}

export interface TtlCacheGetOptions<T> {
  /**
   * How long after it expires a value may still be served while a background refresh runs
   * (0: never, the caller waits for the load). Decided once the value is known, like the ttl.
   */
  staleFor?: (value: T) => number;
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
   * it stays (a failure can be kept for less time than a success); `staleFor`, how long after that
   * it may still be served while one refresh runs in the background.
   */
  get(key: string, load: () => Promise<T>, ttlFor: (value: T) => number, options: TtlCacheGetOptions<T> = {}): Promise<T> {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit && hit.settled && hit.staleUntil > now) {
      if (!hit.refreshing) this.refresh(key, hit, load, ttlFor, options);
      return hit.value;
    }
    if (hit) this.entries.delete(key);
    return this.store(key, load(), ttlFor, options).value;
  }

  /** What `get` would answer now without loading anything: the kept value (stale too, while it may be served), or undefined. */
  peek(key: string): Promise<T> | undefined {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && (hit.expiresAt > now || (hit.settled && hit.staleUntil > now))) return hit.value;
    return undefined;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** A new entry for `value`: in flight (shared by everyone who asks) until it settles. */
  private store(key: string, value: Promise<T>, ttlFor: (value: T) => number, options: TtlCacheGetOptions<T>): Entry<T> {
    const entry: Entry<T> = { expiresAt: Number.POSITIVE_INFINITY, staleUntil: 0, value, settled: false };
    this.entries.set(key, entry);
    this.evictOverflow();
    value.then(
      (result) => {
        entry.settled = true;
        entry.expiresAt = this.now() + ttlFor(result);
        entry.staleUntil = entry.expiresAt + (options.staleFor?.(result) ?? 0);
      },
      () => {
        // A rejected load is not kept: the next caller tries again.
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  /** One background load for an expired entry; its result (a failure too) replaces the entry. */
  private refresh(key: string, stale: Entry<T>, load: () => Promise<T>, ttlFor: (value: T) => number, options: TtlCacheGetOptions<T>) {
    const next = load();
    stale.refreshing = next;
    next.then(
      (result) => {
        if (this.entries.get(key) !== stale) return;
        const entry = this.store(key, Promise.resolve(result), ttlFor, options);
        entry.settled = true;
        entry.expiresAt = this.now() + ttlFor(result);
        entry.staleUntil = entry.expiresAt + (options.staleFor?.(result) ?? 0);
      },
      () => {
        // A rejected refresh keeps the stale value; the next caller after this tries again.
        stale.refreshing = undefined;
      },
    );
  }

  private evictOverflow() {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
