// The editors' redirect table from the CMS: refreshed in the background every `ttlMs` without a
// rebuild, and kept as the last known copy in memory and in a file, so redirects keep working while
// the CMS is down, even across a restart of web.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Redirect, RedirectStatus } from '@/upstream/content';
import { checkRedirectTarget } from './safe-target';

export interface RedirectRule {
  location: string;
  status: RedirectStatus;
}

export interface RedirectTableOptions {
  /** Reads the table from the CMS; throws when the CMS cannot answer. */
  load: () => Promise<Redirect[]>;
  allowedHosts: readonly string[];
  /** The last known table on disk (raw entries, so a changed allow-list applies after a restart). */
  file: string;
  ttlMs: number;
  /** After a failed load, ask again this much later (not on every request). */
  retryMs: number;
  now?: () => number;
  warn?: (message: string) => void;
}

const REDIRECT_STATUSES = new Set<number>([301, 302, 307, 308]);

function isRedirect(value: unknown): value is Redirect {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'number' &&
    typeof entry.from === 'string' &&
    typeof entry.to === 'string' &&
    typeof entry.status === 'number' &&
    REDIRECT_STATUSES.has(entry.status)
  );
}

export class RedirectTable {
  private rules: Map<string, RedirectRule> | undefined;
  /** When the rules were last confirmed by the CMS (or a failed load postponed the next try). */
  private freshUntil = Number.NEGATIVE_INFINITY;
  private refreshing: Promise<void> | undefined;
  private cmsFailing = false;
  private readonly refusedLogged = new Set<string>();
  private readonly now: () => number;
  private readonly warn: (message: string) => void;

  constructor(private readonly options: RedirectTableOptions) {
    this.now = options.now ?? Date.now;
    this.warn = options.warn ?? ((message) => console.warn(message));
  }

  /** The rule for an exact path, or undefined. Waits for the CMS only when nothing is known yet. */
  async lookup(pathname: string): Promise<RedirectRule | undefined> {
    if (this.rules === undefined) this.rules = this.readFile();
    if (this.rules === undefined) {
      await this.refresh();
    } else if (this.now() >= this.freshUntil) {
      // Stale: answer from the last known table now, refresh behind the request.
      void this.refresh();
    }
    return this.rules?.get(pathname);
  }

  /** Loads the table from the CMS once at a time; a failure keeps whatever table is known. */
  refresh(): Promise<void> {
    this.refreshing ??= this.options
      .load()
      .then(
        (entries) => {
          this.rules = this.compile(entries);
          this.freshUntil = this.now() + this.options.ttlMs;
          if (this.cmsFailing) this.warn(`[redirects] the CMS answers again: ${this.rules.size} redirects`);
          this.cmsFailing = false;
          this.writeFile(entries);
        },
        (error: unknown) => {
          this.freshUntil = this.now() + this.options.retryMs;
          // Nothing known at all: an empty table until the retry, so requests do not each wait for the CMS.
          this.rules ??= new Map();
          if (!this.cmsFailing) {
            const reason = error instanceof Error ? error.message : String(error);
            const kept = this.rules === undefined ? 'no table known yet' : `keeping the last known ${this.rules.size} redirects`;
            this.warn(`[redirects] could not load the CMS redirects (${reason}); ${kept}`);
          }
          this.cmsFailing = true;
        },
      )
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  private compile(entries: readonly Redirect[]): Map<string, RedirectRule> {
    const rules = new Map<string, RedirectRule>();
    for (const entry of entries) {
      const check = checkRedirectTarget(entry.to, this.options.allowedHosts);
      if (!check.ok) {
        const key = `${entry.id}\u0000${entry.to}`;
        if (!this.refusedLogged.has(key)) {
          this.refusedLogged.add(key);
          this.warn(`[redirects] refused CMS redirect #${entry.id} ${entry.from} -> ${JSON.stringify(entry.to.slice(0, 200))}: ${check.reason}`);
        }
        continue;
      }
      // The first entry for a path wins, as the CMS lists them oldest first.
      if (!rules.has(entry.from)) rules.set(entry.from, { location: check.location, status: entry.status });
    }
    return rules;
  }

  private readFile(): Map<string, RedirectRule> | undefined {
    let text: string;
    try {
      text = readFileSync(this.options.file, 'utf8');
    } catch {
      return undefined; // no last known table yet
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed)) throw new Error('not a list');
      return this.compile(parsed.filter(isRedirect));
    } catch (error) {
      this.warn(`[redirects] ignoring the unreadable table ${this.options.file}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  private writeFile(entries: readonly Redirect[]): void {
    try {
      mkdirSync(path.dirname(this.options.file), { recursive: true });
      // Write then rename, so a crash never leaves half a table behind.
      const temporary = `${this.options.file}.${process.pid}.tmp`;
      writeFileSync(temporary, `${JSON.stringify(entries, null, 1)}\n`);
      renameSync(temporary, this.options.file);
    } catch (error) {
      this.warn(`[redirects] could not save ${this.options.file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
