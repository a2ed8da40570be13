// Writes one site's feed in one pass over the inventory: each page of AVAILABLE units from
// sales-data becomes offers, each written by ltx (data/xml.ts) as UTF-8 into chunks that go to a
// temporary file beside the feed (hashed as they are written), and the file replaces the feed only
// when it is complete. While one page is written, the next is already asked for (sales-data works
// on it meanwhile, in its own process). Memory holds two pages of units and what the file stream
// buffers, whatever the size of the inventory. Each site's feed is generated on its own, when that
// site's feed is asked for (data/store.ts): a listing site waits for its own feed only.
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Property } from '@/upstream/sales';
import type { FeedFormat } from '../formats/format';
import { LeftOutTally, placeUnit, type FeedContext, type FeedSite, type LeftOutEntry } from './model';
import { serializeElement, serializeEnvelope } from './xml';

/** Where the feeds come from; every function throws when its upstream fails (no half-written feed). */
export interface FeedSources {
  /** The complexes, houses and the sales phone (CMS and sales-data). */
  loadContext(): Promise<Omit<FeedContext, 'generatedAt'>>;
  /** The AVAILABLE units, one page at a time. */
  unitPages(): AsyncIterable<readonly Property[]>;
}

export interface GeneratedFeed {
  site: FeedSite;
  file: string;
  /** A strong validator: "sha256 of the bytes", quoted. */
  etag: string;
  generatedAt: Date;
  bytes: number;
  offers: number;
  leftOut: LeftOutEntry[];
  /** Units of a type the site has no category for (storage rooms). */
  typeNotListed: number;
  durationMs: number;
}

/** The file of one feed under the feeds folder, and the sidecar that describes it. */
export const feedFile = (dir: string, site: FeedSite) => path.join(dir, `${site}.xml`);
export const feedMetaFile = (dir: string, site: FeedSite) => path.join(dir, `${site}.json`);

/** Bytes per chunk written to a feed file. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Text encoded as UTF-8 straight into a buffer (an offer at a time), each full buffer handed on as
 * one chunk: no string of a whole page is ever put together.
 */
export class Utf8Chunks {
  private buffer: Buffer;
  private used = 0;

  constructor(
    private readonly out: (bytes: Buffer) => void,
    private readonly size = CHUNK_BYTES,
  ) {
    this.buffer = Buffer.allocUnsafe(size);
  }

  readonly add = (text: string): void => {
    // A UTF-16 code unit takes at most 3 bytes in UTF-8.
    if (this.used + text.length * 3 > this.buffer.length) {
      this.end();
      if (text.length * 3 > this.buffer.length) {
        this.out(Buffer.from(text, 'utf8'));
        return;
      }
    }
    this.used += this.buffer.write(text, this.used);
  };

  /** Hands on what is buffered. */
  end(): void {
    if (this.used === 0) return;
    this.out(this.buffer.subarray(0, this.used));
    this.buffer = Buffer.allocUnsafe(this.size);
    this.used = 0;
  }
}

/** One feed being written: its file, its hash and its tallies. */
class FeedWriter {
  readonly tmp: string;
  private readonly stream: WriteStream;
  private readonly hash = createHash('sha256');
  private failure: Error | undefined;
  private tail = '';
  /** The offers as UTF-8, in chunks handed to the file as they fill up. */
  private readonly chunks = new Utf8Chunks((bytes) => this.writeBytes(bytes));
  bytes = 0;
  offers = 0;
  readonly tally = new LeftOutTally();

  constructor(
    readonly format: FeedFormat,
    readonly file: string,
  ) {
    this.tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
    this.stream = createWriteStream(this.tmp);
    this.stream.on('error', (error) => (this.failure ??= error));
  }

  private write(text: string): void {
    this.chunks.add(text);
  }

  private writeBytes(bytes: Buffer): void {
    this.hash.update(bytes);
    this.bytes += bytes.length;
    this.stream.write(bytes);
  }

  open(context: FeedContext): void {
    const { head, tail } = serializeEnvelope(this.format.root, this.format.header(context));
    this.tail = tail;
    this.write(head);
  }

  add(unit: Property, context: FeedContext): void {
    const placed = placeUnit(unit, this.format.site, this.format.listed, context);
    if (!placed.ok) {
      this.tally.add(unit, placed.reason);
      return;
    }
    this.write(`${serializeElement(this.format.offer(unit, placed.placement, context))}\n`);
    this.offers += 1;
  }

  /** Waits while the file is behind, so a fast upstream cannot fill memory with unwritten chunks. */
  async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.stream.writableNeedDrain) await once(this.stream, 'drain');
  }

  async finish(): Promise<string> {
    this.write(this.tail);
    this.chunks.end();
    this.stream.end();
    await once(this.stream, 'finish');
    if (this.failure) throw this.failure;
    return `"${this.hash.digest('base64url')}"`;
  }

  async discard(): Promise<void> {
    // The stream opens its file asynchronously: removing the file before the stream has closed could
    // run ahead of the open, which would then create the file again and leave it behind.
    if (!this.stream.closed) {
      const closed = once(this.stream, 'close').catch(() => undefined);
      this.stream.destroy();
      await closed;
    }
    await rm(this.tmp, { force: true });
  }
}

/**
 * The same items, with the next one always asked for before the current one is handed out, so the
 * source (a page from sales-data) works while the consumer does. A failure of the source surfaces
 * at the item it failed on; a consumer that stops early leaves at most one request unanswered.
 */
export async function* aheadByOne<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let next = iterator.next();
  try {
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = iterator.next();
      // A rejection of the request ahead is seen when it is awaited, not as an unhandled one meanwhile.
      next.catch(() => undefined);
      yield current.value;
    }
  } finally {
    await iterator.return?.();
  }
}

/**
 * Writes one site's feed under `dir` from a read of the inventory. The feed is replaced only when it
 * is complete; when an upstream or the disk fails, the previous one stays and the error is thrown.
 */
export async function generateFeed(format: FeedFormat, sources: FeedSources, dir: string, now: () => Date = () => new Date()): Promise<GeneratedFeed> {
  const started = performance.now();
  await mkdir(dir, { recursive: true });
  const context: FeedContext = { ...(await sources.loadContext()), generatedAt: now() };
  const writer = new FeedWriter(format, feedFile(dir, format.site));
  try {
    writer.open(context);
    for await (const page of aheadByOne(sources.unitPages())) {
      for (const unit of page) writer.add(unit, context);
      await writer.flush();
    }
    const feed: GeneratedFeed = {
      site: format.site,
      file: writer.file,
      etag: await writer.finish(),
      generatedAt: context.generatedAt,
      bytes: writer.bytes,
      offers: writer.offers,
      leftOut: writer.tally.list(),
      typeNotListed: writer.tally.typeNotListed,
      durationMs: Math.round(performance.now() - started),
    };
    await rename(writer.tmp, writer.file);
    await writeFile(feedMetaFile(dir, format.site), JSON.stringify(feed));
    return feed;
  } catch (error) {
    await writer.discard();
    throw error;
  }
}
