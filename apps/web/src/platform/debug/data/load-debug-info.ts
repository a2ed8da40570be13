// Everything /debug shows: build id, versions, upstream health and the start-up loads. Reads no
// environment variable beyond the two upstream base URLs, and returns no URL, token or env dump.
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { version as nextVersion } from 'next/package.json';
import { version as reactVersion } from 'react/package.json';
import { version as appVersion } from '../../../../package.json';
import { getStartupLoads, type StartupLoads } from '@/platform/seo';
import { getConfig } from '@/lib/config';
import { TtlCache } from '@/lib/ttl-cache';
import { probeUpstream, type UpstreamHealth } from './upstream-health';

export interface DebugInfo {
  buildId: string;
  versions: { app: string; next: string; react: string; node: string };
  upstreams: { cms: UpstreamHealth; salesData: UpstreamHealth };
  startupLoads: StartupLoads;
  checkedAt: string;
}

/** Health probes answer fast or not at all; /debug must not hang on a dead upstream. */
const PROBE_TIMEOUT_MS = 2000;

/**
 * How long one probe's result is shown again: however often /debug is asked, each upstream gets
 * at most one probe in this time, so the page cannot be used to flood them.
 */
export const PROBE_REUSE_MS = 5000;
const probes = new TtlCache<UpstreamHealth>({ maxEntries: 4 });
const probe = (url: string, timeoutMs: number) => probes.get(url, () => probeUpstream(url, timeoutMs), () => PROBE_REUSE_MS);

async function readBuildId(): Promise<string> {
  try {
    // `next start` runs in the app folder; BUILD_ID is written by `next build`.
    return (await readFile(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8')).trim();
  } catch {
    return 'неизвестен (сервер разработки)';
  }
}

export async function loadDebugInfo(): Promise<DebugInfo> {
  const config = getConfig();
  const timeout = Math.min(PROBE_TIMEOUT_MS, config.upstreamTimeoutMs);
  const [buildId, cms, salesData] = await Promise.all([
    readBuildId(),
    // Both health endpoints are public: no token is sent, so none can leak through this page.
    probe(`${config.cms.url}/_health`, timeout),
    probe(`${config.salesData.url}/health`, timeout),
  ]);
  return {
    buildId,
    versions: { app: appVersion, next: nextVersion, react: reactVersion, node: process.versions.node },
    upstreams: { cms, salesData },
    startupLoads: getStartupLoads(),
    checkedAt: new Date().toISOString(),
  };
}
