// AVIF copies of the uploaded pictures, made in the background and sent instead of the WebP (or
// JPEG) to browsers that accept AVIF, under the same address (src/middlewares/avif-uploads.ts;
// docs/cms.md, "AVIF copies"). AVIF is about a third smaller than WebP at the same look, but takes
// about a second of CPU per picture to encode, too slow for the editor's upload or the seed to wait
// for.
//
// A copy is a file in public/uploads/.avif/ named after its original and the original's version
// (its modification time and size): `<name>.<version>.avif`. An editor who replaces a picture keeps
// its address, and Strapi overwrites the file in place: the new version has no copy yet, so the
// stored file is sent until one is made, never the copy of the old picture, whatever the order in
// which the encoder and the editor finish. The upload route serves no dot-folder, so copies are
// reached only through the middleware. A copy that came out no smaller, or of a picture that is not
// a photo (animated, lossless, PNG) or cannot be read, is an empty file: "send the stored file".
// One picture at a time (those a browser asked for first), then a rest twice as long as its
// encoding took, so the work takes at most about a third of one core and requests are served in
// between.
import type { BigIntStats } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** sharp's AVIF defaults, measured on the demo uploads: 35 % smaller than their WebP (quality 80). */
const AVIF_QUALITY = 50;
const AVIF_EFFORT = 4;

/** An upload that gets a copy: a plain file name (never a path) of a still picture format. */
const ORIGINAL_NAME = /^\w[\w.-]*\.(?:webp|jpe?g|png)$/i;

/** Whether the upload named so gets an AVIF copy (a PDF, an SVG, a GIF or a path does not). */
export const takesAvifCopy = (name: string) => ORIGINAL_NAME.test(name);

const COPIES_FOLDER = '.avif';
/** A half-written copy older than this was left by a process that stopped; the sweep removes it. */
const ABANDONED_MS = 10 * 60_000;

interface Logger {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export interface AvifCopies {
  /** The copy's path for the upload named so, or null: send the original (a copy is queued if due). */
  lookup(name: string): Promise<string | null>;
  /** Queues every upload without a copy of its version and removes copies of no current version. */
  sweep(): Promise<number>;
}

/** Whether an Accept header lists image/avif with a quality above zero. */
export function acceptsAvif(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (type !== 'image/avif') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

const statOrNull = (file: string) => stat(file, { bigint: true }).catch(() => null);

/** The version of an original a copy is made of: its modification time and size. */
const versionOf = (original: BigIntStats) => `${original.mtimeNs.toString(36)}-${original.size.toString(36)}`;

/** Whether bytes of a WebP file hold a lossless image (a drawing, kept sharp as it is). */
const isLosslessWebp = (bytes: Buffer) => bytes.subarray(12, 80).includes('VP8L');

export function createAvifCopies(uploadsDir: string, log: Logger): AvifCopies {
  const copiesDir = path.join(uploadsDir, COPIES_FOLDER);
  // Pictures a browser asked for, and those found by the sweep, each in the order they came.
  const wanted = new Set<string>();
  const swept = new Set<string>();
  // Versions whose copy could not be written (a full disk, a folder without write access): not
  // tried again until the picture changes or the CMS restarts, so a failure costs one encoding.
  const failed = new Map<string, string>();
  let running: Promise<void> | null = null;

  const originalOf = (name: string) => path.join(uploadsDir, name);
  const copyOf = (name: string, version: string) => path.join(copiesDir, `${name}.${version}.avif`);

  /** The version of the upload that has no copy yet, or null (gone, copied, or failed before). */
  async function dueVersion(name: string): Promise<string | null> {
    const original = await statOrNull(originalOf(name));
    if (original === null) return null;
    const version = versionOf(original);
    if (failed.get(name) === version) return null;
    return (await statOrNull(copyOf(name, version))) === null ? version : null;
  }

  /** The AVIF bytes for this version of the picture; empty when the stored file is to be sent. */
  async function avifOf(name: string, version: string): Promise<Buffer> {
    const empty = Buffer.alloc(0);
    let original: Buffer;
    try {
      original = await readFile(originalOf(name));
    } catch {
      return empty;
    }
    // Read while an editor's replacement was being written: this version's copy would not match.
    const after = await statOrNull(originalOf(name));
    if (after === null || versionOf(after) !== version) return empty;
    try {
      const image = sharp(original);
      const { format, pages = 1 } = await image.metadata();
      if (pages > 1 || format === 'png' || (format === 'webp' && isLosslessWebp(original))) return empty;
      // A JPEG kept as it came (its WebP was larger) may still be turned by its EXIF orientation.
      const avif = await image.rotate().avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT }).toBuffer();
      return avif.length < original.length ? avif : empty;
    } catch (error) {
      log.warn(`[avif] ${name}: ${error instanceof Error ? error.message : String(error)}`);
      return empty;
    }
  }

  async function makeCopy(name: string, version: string): Promise<void> {
    const bytes = await avifOf(name, version);
    const target = copyOf(name, version);
    const temporary = `${target}.${process.pid}.tmp`;
    try {
      await mkdir(copiesDir, { recursive: true });
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    } catch (error) {
      failed.set(name, version);
      await unlink(temporary).catch(() => undefined);
      log.warn(`[avif] ${name}: the copy could not be written (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  /** The next picture: one a browser asked for before those of the sweep. */
  function next(): string | undefined {
    for (const queue of [wanted, swept]) {
      const [name] = queue;
      if (name !== undefined) {
        queue.delete(name);
        return name;
      }
    }
    return undefined;
  }

  function run(): Promise<void> {
    running ??= (async () => {
      for (let name = next(); name !== undefined; name = next()) {
        const version = await dueVersion(name);
        if (version === null) continue;
        const started = performance.now();
        const cpu = process.cpuUsage();
        await makeCopy(name, version);
        // The rest: twice as long as the encoding took, or as its CPU time if it ran on several
        // threads, so the encoder takes at most about a third of one core.
        const { user, system } = process.cpuUsage(cpu);
        await new Promise((resolve) => setTimeout(resolve, 2 * Math.max(performance.now() - started, (user + system) / 1000)));
      }
    })()
      .catch((error: unknown) => log.warn(`[avif] ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
        // Queued between the loop's last look and here.
        if (wanted.size + swept.size > 0) void run();
      });
    return running;
  }

  return {
    async lookup(name) {
      if (!takesAvifCopy(name)) return null;
      const original = await statOrNull(originalOf(name));
      if (original === null) return null;
      const file = copyOf(name, versionOf(original));
      const copy = await statOrNull(file);
      if (copy === null) {
        wanted.add(name);
        void run();
        return null;
      }
      return copy.size > 0n ? file : null;
    },

    async sweep() {
      const names = (await readdir(uploadsDir).catch(() => [] as string[])).filter(takesAvifCopy);
      const current = new Set<string>();
      const due: string[] = [];
      for (const name of names) {
        const original = await statOrNull(originalOf(name));
        if (original === null) continue;
        const file = copyOf(name, versionOf(original));
        current.add(path.basename(file));
        if ((await statOrNull(file)) === null) due.push(name);
      }
      // Copies of deleted or replaced pictures, and what a stopped process left half-written.
      for (const entry of await readdir(copiesDir).catch(() => [] as string[])) {
        if (current.has(entry)) continue;
        const file = path.join(copiesDir, entry);
        if (entry.endsWith('.tmp') && Date.now() - Number((await statOrNull(file))?.mtimeMs ?? 0) < ABANDONED_MS) continue;
        await unlink(file).catch(() => undefined);
      }
      for (const name of due) swept.add(name);
      if (due.length > 0) {
        log.info(`[avif] ${due.length} of ${names.length} pictures to encode in the background`);
        void run().then(() => {
          if (wanted.size + swept.size === 0) log.info('[avif] the pictures found at start have their copies');
        });
      }
      return due.length;
    },
  };
}
