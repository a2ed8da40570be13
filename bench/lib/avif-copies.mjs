// The CMS makes AVIF copies of its uploads in the background (cms/src/utils/avif-copies.ts): after a
// fresh seed that is a few minutes of CPU, which would run under the measurements. The benchmark
// waits until every upload has its copy, read from the folders as the CMS writes them: an upload
// of a still format in public/uploads, its copy public/uploads/.avif/<name>.<version>.avif, the
// version being the upload's modification time in nanoseconds and its size, both in base 36.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The CMS's names of the uploads that get a copy (ORIGINAL_NAME in avif-copies.ts). */
const ORIGINAL_NAME = /^\w[\w.-]*\.(?:webp|jpe?g|png)$/i;

const statOrNull = (file) => {
  try {
    return statSync(file, { bigint: true });
  } catch {
    return null;
  }
};

/** The copy's file name for this upload as it is now (versionOf in avif-copies.ts). */
export const copyName = (name, original) => `${name}.${original.mtimeNs.toString(36)}-${original.size.toString(36)}.avif`;

/** How many uploads in `uploadsDir` still wait for their AVIF copy. */
export function pendingAvifCopies(uploadsDir) {
  let names = [];
  try {
    names = readdirSync(uploadsDir).filter((name) => ORIGINAL_NAME.test(name));
  } catch {
    return 0;
  }
  return names.filter((name) => {
    const original = statOrNull(path.join(uploadsDir, name));
    return original !== null && statOrNull(path.join(uploadsDir, '.avif', copyName(name, original))) === null;
  }).length;
}

/** Resolves when no upload waits for its copy; rejects after `timeoutMs`. `report(n)` hears the count. */
export async function waitForAvifCopies(uploadsDir, { timeoutMs = 30 * 60_000, everyMs = 2000, report = () => {} } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (let pending = pendingAvifCopies(uploadsDir); pending > 0; pending = pendingAvifCopies(uploadsDir)) {
    report(pending);
    if (Date.now() > deadline) throw new Error(`${pending} uploads still without their AVIF copy after ${Math.round(timeoutMs / 60_000)} min`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
