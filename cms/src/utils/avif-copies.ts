// AVIF copies of the uploaded pictures, made in the background and sent instead of the WebP (or
// JPEG, PNG) to browsers that accept AVIF, under the same address (src/middlewares/avif-uploads.ts;
// docs/cms.md, "Images"). AVIF is about a third smaller than WebP at the same look, but takes about
// a second of CPU per picture to encode, too slow for the editor's upload or the seed to wait for.
//
// A copy is a file in public/uploads/.avif/ named after its original (`<name>.avif`); the upload
// route's static server serves no dot-folder, so copies are reached only through the middleware.
// A copy is made once per original, again when the original is newer (an editor replaced the
// picture); one that came out no smaller, an animated picture and one that cannot be read are kept
// as an empty file, which means "send the original". One picture at a time, then a rest as long as
// its encoding took, so the work takes at most half of one core and requests are served between.
import type { Stats } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** sharp's AVIF defaults, measured on the demo uploads: 35 % smaller than their WebP (quality 80). */
export const AVIF_QUALITY = 50;
export const AVIF_EFFORT = 4;

/** An upload that gets a copy: a plain file name (never a path) of a still picture format. */
const ORIGINAL_NAME = /^\w[\w.-]*\.(?:webp|jpe?g|png)$/i;

/** Whether the upload named so gets an AVIF copy (a PDF, an SVG, a GIF or a path does not). */
export const takesAvifCopy = (name: string) => ORIGINAL_NAME.test(name);

const COPIES_FOLDER = '.avif';

export interface AvifCopy {
  file: string;
  size: number;
  mtime: Date;
}

interface Logger {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export interface AvifCopies {
  /** The copy to send for the upload named so, or null: send the original (a copy is queued if due). */
  lookup(name: string): Promise<AvifCopy | null>;
  /** Queues every upload without a fresh copy and removes copies whose original is gone. */
  sweep(): Promise<number>;
}

const statOrNull = (file: string) => stat(file).catch(() => null);

/**
 * Whether a copy must be made (again). A copy from the same instant as its original counts as old:
 * on a file system that keeps whole seconds, a picture replaced within the second of its copy
 * would otherwise keep the old copy.
 */
const stale = (original: Stats, copy: Stats | null) => copy === null || copy.mtimeMs <= original.mtimeMs;

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

export function createAvifCopies(uploadsDir: string, log: Logger): AvifCopies {
  const copiesDir = path.join(uploadsDir, COPIES_FOLDER);
  // Pictures a browser asked for, and those found by the sweep, each in the order they came.
  const wanted = new Set<string>();
  const swept = new Set<string>();
  let running: Promise<void> | null = null;

  const originalOf = (name: string) => path.join(uploadsDir, name);
  const copyOf = (name: string) => path.join(copiesDir, `${name}.avif`);

  /** Whether the original needs a (new) copy. */
  async function due(name: string): Promise<boolean> {
    const [original, copy] = await Promise.all([statOrNull(originalOf(name)), statOrNull(copyOf(name))]);
    return original !== null && stale(original, copy);
  }

  async function encode(name: string): Promise<void> {
    const target = copyOf(name);
    const temporary = `${target}.${process.pid}.tmp`;
    let bytes: Buffer = Buffer.alloc(0);
    try {
      const original = await readFile(originalOf(name));
      const image = sharp(original);
      const { pages = 1 } = await image.metadata();
      if (pages === 1) {
        const avif = await image.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT }).toBuffer();
        if (avif.length < original.length) bytes = avif;
      }
    } catch (error) {
      // The original is gone (deleted meanwhile) or unreadable: an empty copy, so it is not tried
      // again until the original changes; a missing original is never served anyway.
      log.warn(`[avif] ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    await mkdir(copiesDir, { recursive: true });
    await writeFile(temporary, bytes);
    await rename(temporary, target);
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
        if (!(await due(name))) continue;
        const started = performance.now();
        await encode(name);
        await new Promise((resolve) => setTimeout(resolve, performance.now() - started));
      }
    })()
      .catch((error: unknown) => log.warn(`[avif] stopped: ${error instanceof Error ? error.message : String(error)}`))
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
      const [original, copy] = await Promise.all([statOrNull(originalOf(name)), statOrNull(copyOf(name))]);
      if (original === null) return null;
      if (stale(original, copy)) {
        wanted.add(name);
        void run();
        return null;
      }
      return copy !== null && copy.size > 0 ? { file: copyOf(name), size: copy.size, mtime: copy.mtime } : null;
    },

    async sweep() {
      const names = (await readdir(uploadsDir).catch(() => [] as string[])).filter(takesAvifCopy);
      const originals = new Set(names);
      for (const copy of await readdir(copiesDir).catch(() => [] as string[])) {
        const name = copy.replace(/\.avif$/, '');
        if (copy.endsWith('.avif') && !originals.has(name)) await unlink(path.join(copiesDir, copy)).catch(() => undefined);
      }
      let queued = 0;
      for (const name of names) {
        if (await due(name)) {
          swept.add(name);
          queued += 1;
        }
      }
      if (queued > 0) {
        log.info(`[avif] ${queued} of ${names.length} pictures to encode in the background`);
        void run().then(() => log.info('[avif] every picture has its copy'));
      }
      return queued;
    },
  };
}
