import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints } from '../scripts/compile-hints.mjs';

// A chunk as Turbopack writes one: it registers its module factories on a global array.
const chunk = (id: number) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["x",${id},e=>{e.s([])}]);\n`;
const RUNTIME = 'static/chunks/runtime-a.js';
const REACT = 'static/chunks/react-b.js';
const ROOT_FILES = [RUNTIME, REACT];
const ROUTE_FILE = 'static/chunks/route-c.js';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A `.next` folder with a build manifest naming two root main files, and one route chunk. */
function fakeBuild(manifest: object = { rootMainFiles: ROOT_FILES, polyfillFiles: ['static/chunks/polyfills.js'] }) {
  dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify(manifest));
  [...ROOT_FILES, ROUTE_FILE, 'static/chunks/polyfills.js'].forEach((file, index) => writeFileSync(path.join(dir, file), chunk(index)));
  return dir;
}

const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

describe('addCompileHints', () => {
  it('starts every root main file with the hint, the original bytes after it, and leaves other chunks alone', () => {
    fakeBuild();
    expect(addCompileHints(dir)).toEqual(ROOT_FILES);
    ROOT_FILES.forEach((file, index) => expect(read(file)).toBe(`//# allFunctionsCalledOnLoad\n${chunk(index)}`));
    expect(read(ROUTE_FILE)).toBe(chunk(2));
    expect(read('static/chunks/polyfills.js')).toBe(chunk(3));
  });

  it('leaves a hinted file as it is when run again', () => {
    fakeBuild();
    addCompileHints(dir);
    expect(addCompileHints(dir)).toEqual([]);
    expect(read(RUNTIME).split(COMPILE_HINT)).toHaveLength(2);
  });

  it('keeps the chunk a script that runs as before', () => {
    fakeBuild();
    addCompileHints(dir);
    const context: { TURBOPACK?: unknown[] } = {};
    vm.runInNewContext(read(REACT), context);
    expect(context.TURBOPACK).toHaveLength(1);
  });

  it('fails on a build manifest without root main files rather than marking nothing', () => {
    fakeBuild({ pages: {} });
    expect(() => addCompileHints(dir)).toThrow(/rootMainFiles/);
  });
});
