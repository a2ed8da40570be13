// An append-only JSON-lines file: each entry is one line, written and fsync'ed before the call
// resolves, so an accepted lead survives a crash or power cut. On open the file is read back;
// a torn last line (a crash mid-write) is cut off so the next append starts on a clean line.
import { mkdir, open, readFile, truncate, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

export interface Journal<E> {
  readonly file: string;
  /** The entries read at open, oldest first. */
  readonly entries: readonly E[];
  append(entry: E): Promise<void>;
  close(): Promise<void>;
}

async function syncDirectory(dir: string): Promise<void> {
  // Makes a newly created file's directory entry durable too (Linux semantics).
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a directory; the file's own fsync still happened.
  } finally {
    await handle.close();
  }
}

export async function openJournal<E>(file: string, parse: (value: unknown) => E | undefined, log: (message: string) => void = console.warn): Promise<Journal<E>> {
  await mkdir(path.dirname(file), { recursive: true });
  const entries: E[] = [];
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text.length > 0 && !text.endsWith('\n')) {
    const keep = text.lastIndexOf('\n') + 1;
    log(`[sales-data] ${path.basename(file)}: dropping a torn last line (${text.length - keep} bytes) left by an interrupted write`);
    await truncate(file, Buffer.byteLength(text.slice(0, keep), 'utf8'));
    text = text.slice(0, keep);
  }
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let entry: E | undefined;
    try {
      entry = parse(JSON.parse(line));
    } catch {
      entry = undefined;
    }
    if (entry === undefined) log(`[sales-data] ${path.basename(file)}:${index + 1}: skipping an unreadable entry`);
    else entries.push(entry);
  });

  const existed = text.length > 0;
  const handle: FileHandle = await open(file, 'a');
  if (!existed) await syncDirectory(path.dirname(file));
  // Appends run one after another, so concurrent requests never interleave bytes.
  let tail: Promise<void> = Promise.resolve();
  let closed = false;

  return {
    file,
    entries,
    append(entry) {
      if (closed) return Promise.reject(new Error(`journal ${file} is closed`));
      const line = `${JSON.stringify(entry)}\n`;
      const write = tail.then(async () => {
        await handle.appendFile(line, 'utf8');
        await handle.datasync();
      });
      tail = write.catch(() => undefined);
      return write;
    },
    async close() {
      if (closed) return;
      closed = true;
      await tail;
      await handle.close();
    },
  };
}
