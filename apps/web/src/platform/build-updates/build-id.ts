// The id of the build this server runs (Next writes it to .next/BUILD_ID), read once.
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

let buildId: string | undefined;

/** The running build's id; "development" under `next dev`, which writes no BUILD_ID. */
export function currentBuildId(): string {
  if (buildId === undefined) {
    try {
      buildId = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || 'development';
    } catch {
      buildId = 'development';
    }
  }
  return buildId;
}
