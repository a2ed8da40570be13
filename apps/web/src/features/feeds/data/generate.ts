// Writes the three feeds in one pass over the inventory: each page of AVAILABLE units from
// sales-data becomes offers in every feed at once, each offer serialised by fast-xml-parser's
// XMLBuilder and written into a temporary file beside the feed (hashed as it is written), which
// replaces the feed only when it is complete. Memory holds one page of units and whatever the file streams buffer,
// whatever the size of the inventory.
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

/** One feed being written: its file, its hash and its tallies. */
class FeedWriter {
  readonly tmp: string;
  private readonly stream: WriteStream;
  private readonly hash = createHash('sha256');
  private failure: Error | undefined;
  private tail = '';
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

  private write(chunk: string): void {
    const bytes = Buffer.from(chunk, 'utf8');
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
    this.write(serializeElement(this.format.offer(unit, placed.placement, context)));
    this.offers += 1;
  }

  /** Waits while the file is behind, so a fast upstream cannot fill memory with unwritten chunks. */
  async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    // Asked of the stream itself: with three files, one may drain while another is awaited.
    if (this.stream.writableNeedDrain) await once(this.stream, 'drain');
  }

  async finish(): Promise<string> {
    this.write(this.tail);
    this.stream.end();
    await once(this.stream, 'finish');
    if (this.failure) throw this.failure;
    return `"${this.hash.digest('base64url')}"`;
  }

  async discard(): Promise<void> {
    this.stream.destroy();
    await rm(this.tmp, { force: true });
  }
}

/**
 * Writes every format's feed under `dir` from one read of the inventory. Either all feeds are
 * replaced, or (an upstream or the disk failed) none is and the error is thrown.
 */
export async function generateFeeds(formats: readonly FeedFormat[], sources: FeedSources, dir: string, now: () => Date = () => new Date()): Promise<GeneratedFeed[]> {
  const started = performance.now();
  await mkdir(dir, { recursive: true });
  const context: FeedContext = { ...(await sources.loadContext()), generatedAt: now() };
  const writers = formats.map((format) => new FeedWriter(format, feedFile(dir, format.site)));
  try {
    for (const writer of writers) writer.open(context);
    for await (const page of sources.unitPages()) {
      for (const unit of page) for (const writer of writers) writer.add(unit, context);
      for (const writer of writers) await writer.flush();
    }
    const etags: string[] = [];
    for (const writer of writers) etags.push(await writer.finish());
    const durationMs = Math.round(performance.now() - started);
    const feeds = writers.map((writer, index): GeneratedFeed => ({
      site: writer.format.site,
      file: writer.file,
      etag: etags[index]!,
      generatedAt: context.generatedAt,
      bytes: writer.bytes,
      offers: writer.offers,
      leftOut: writer.tally.list(),
      typeNotListed: writer.tally.typeNotListed,
      durationMs,
    }));
    for (const [index, writer] of writers.entries()) {
      await rename(writer.tmp, writer.file);
      await writeFile(feedMetaFile(dir, writer.format.site), JSON.stringify(feeds[index]));
    }
    return feeds;
  } catch (error) {
    await Promise.all(writers.map((writer) => writer.discard()));
    throw error;
  }
}
