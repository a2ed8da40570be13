// Keeps the feed files fresh. While there is no feed at all (a new data folder), a request
// generates them and waits; requests meanwhile join the same generation, so one instance runs one
// at a time. Once there are files (made here, or left on disk by a previous process), a request is
// answered at once with the current file, and a file older than the refresh time is regenerated in
// the background for the next request: a listing site fetching the feed never waits for the whole
// inventory. A failed generation keeps serving the files it had; with none, there is no feed (the
// route answers 503). After a failure, the next attempt waits `retryMs`, so an outage is not asked
// on every hit.
import { access, readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { FeedFormat } from '../formats/format';
import { feedFile, feedMetaFile, generateFeeds, type FeedSources, type GeneratedFeed } from './generate';
import type { FeedSite } from './model';

export interface FeedStoreOptions {
  dir: string;
  formats: readonly FeedFormat[];
  sources: FeedSources;
  /** A feed older than this is generated again (FEED_REFRESH_MINUTES). */
  refreshMs: number;
  /** How long after a failed generation the next one may start; default min(refreshMs, 30 s). */
  retryMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

export interface FeedStatus {
  site: FeedSite;
  feed: Omit<GeneratedFeed, 'file'> | null;
  lastError: { at: Date; message: string } | null;
}

const metaSchema = z.object({
  site: z.enum(['yandex', 'cian', 'avito']),
  etag: z.string().min(3),
  generatedAt: z.iso.datetime().transform((text) => new Date(text)),
  bytes: z.number().int().nonnegative(),
  offers: z.number().int().nonnegative(),
  leftOut: z.array(
    z.object({
      reason: z.enum(['not-in-cms', 'complex-without-id', 'house-without-id']),
      projectId: z.number().int(),
      projectTitle: z.string(),
      houseId: z.number().int().nullable(),
      houseTitle: z.string().nullable(),
      units: z.number().int(),
    }),
  ),
  typeNotListed: z.number().int().nonnegative(),
  durationMs: z.number().nonnegative(),
});

function withoutFile(feed: GeneratedFeed): Omit<GeneratedFeed, 'file'> {
  const shown: Partial<GeneratedFeed> = { ...feed };
  delete shown.file;
  return shown as Omit<GeneratedFeed, 'file'>;
}

export class FeedStore {
  private feeds = new Map<FeedSite, GeneratedFeed>();
  private generation: Promise<void> | undefined;
  private lastAttemptAt = Number.NEGATIVE_INFINITY;
  private lastFailedAt = Number.NEGATIVE_INFINITY;
  private lastError: { at: Date; message: string } | null = null;
  private diskChecked = false;
  private readonly now: () => number;
  private readonly log: (message: string) => void;
  private readonly retryMs: number;

  constructor(private readonly options: FeedStoreOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((message) => console.warn(message));
    this.retryMs = options.retryMs ?? Math.min(options.refreshMs, 30_000);
  }

  /**
   * The current feed of one site: generated first (and waited for) only when there is none; one
   * that is too old, or left by a previous process, is served while a new one is written. Undefined
   * when there is none at all.
   */
  async get(site: FeedSite): Promise<GeneratedFeed | undefined> {
    const current = this.feeds.get(site) ?? (await this.fromDisk(site));
    if (!current) {
      await this.refresh();
      return this.feeds.get(site);
    }
    const fresh = this.now() - current.generatedAt.getTime() < this.options.refreshMs && this.lastAttemptAt >= current.generatedAt.getTime();
    if (!fresh) void this.refresh();
    return current;
  }

  /** Resolves when no generation is running (tests, and a clean stop). */
  async idle(): Promise<void> {
    await this.generation;
  }

  /** What /debug shows: each feed's last generation and the last failure. */
  status(): FeedStatus[] {
    return this.options.formats.map(({ site }) => {
      const feed = this.feeds.get(site);
      return { site, feed: feed ? withoutFile(feed) : null, lastError: this.lastError };
    });
  }

  private refresh(): Promise<void> {
    if (this.generation) return this.generation;
    if (this.now() - this.lastFailedAt < this.retryMs) return Promise.resolve();
    this.generation = this.generate().finally(() => {
      this.generation = undefined;
    });
    return this.generation;
  }

  private async generate(): Promise<void> {
    this.lastAttemptAt = this.now();
    try {
      const feeds = await generateFeeds(this.options.formats, this.options.sources, this.options.dir, () => new Date(this.now()));
      for (const feed of feeds) this.feeds.set(feed.site, feed);
      if (this.lastError) this.log('[feeds] the listing feeds are generated again');
      this.lastError = null;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.lastFailedAt = this.now();
      if (this.lastError?.message !== message) {
        this.log(`[feeds] generating the listing feeds failed: ${message}; the previous files are served while there are any`);
      }
      this.lastError = { at: new Date(this.now()), message };
    }
  }

  /** A feed a previous process left on disk (with its sidecar), read once: served only while no fresh one can be made. */
  private async fromDisk(site: FeedSite): Promise<GeneratedFeed | undefined> {
    if (this.diskChecked) return this.feeds.get(site);
    this.diskChecked = true;
    for (const format of this.options.formats) {
      try {
        const file = feedFile(this.options.dir, format.site);
        await access(file);
        const meta = metaSchema.parse(JSON.parse(await readFile(feedMetaFile(this.options.dir, format.site), 'utf8')));
        if (!this.feeds.has(format.site)) this.feeds.set(format.site, { ...meta, file });
      } catch {
        // no usable file for this site
      }
    }
    return this.feeds.get(site);
  }
}
