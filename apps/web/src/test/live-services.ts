// Contract-test helper: the live service must answer, or the suite fails (it never skips).
import { getConfig } from '@/lib/config';

export async function expectServiceUp(name: string, url: string): Promise<void> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    throw new Error(`${name} is not reachable at ${url} (${error instanceof Error ? error.message : String(error)}); start it, or set its URL`);
  }
}

export const liveConfig = () => getConfig();
