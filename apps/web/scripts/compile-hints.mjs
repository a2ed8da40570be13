// Compile hints for the runtime every page loads (docs/performance.md, "Compile hints").
//
// V8 compiles a script's top level when it arrives but leaves each function for its first call,
// which then compiles on the main thread. React and Next's runtime call most of their functions
// while the page hydrates, so a phone spent that compilation inside one long task before the page
// answered. A file starting with the comment `//# allFunctionsCalledOnLoad` is compiled whole on a
// background thread while it streams in (Chromium 136 and later; other browsers read a comment).
//
// Run after `next build` (the web's `build` script): prepends the hint to the chunks of
// `rootMainFiles` in `.next/build-manifest.json`. Route chunks and chunks loaded with `import()`
// stay lazy: marking a page's route chunks too did not shorten its long tasks beyond the spread.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Prepends the hint to every root main file of the build in `nextDir`; a file that already starts
 * with it is left as it is, so running twice changes nothing.
 * @param {string} nextDir the build's `.next` folder
 * @returns {string[]} the files (as the manifest names them) that got the hint now
 */
export function addCompileHints(nextDir) {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  const files = manifest.rootMainFiles;
  if (!Array.isArray(files) || files.length === 0) throw new Error(`${nextDir}/build-manifest.json lists no rootMainFiles`);
  const hinted = [];
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const target = path.join(nextDir, file);
    const source = readFileSync(target, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(target, COMPILE_HINT + source);
    hinted.push(file);
  }
  return hinted;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const nextDir = path.resolve(process.argv[2] ?? '.next');
  const hinted = addCompileHints(nextDir);
  console.log(`compile hints: ${hinted.length} runtime chunk(s) marked for eager compilation`);
}
