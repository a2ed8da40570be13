import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeServer, type FakeServer } from '@/test/fake-server';

let server: FakeServer;
const CMS_TOKEN = 'cms-token-that-must-never-show-1234567890';
const SALES_TOKEN = 'sales-token-that-must-never-show-0987654321';

beforeAll(async () => {
  server = await startFakeServer();
  server.handle((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end('{"status":"ok"}');
  });
  vi.stubEnv('CMS_URL', server.url);
  vi.stubEnv('SALES_DATA_URL', server.url);
  vi.stubEnv('CMS_API_TOKEN', CMS_TOKEN);
  vi.stubEnv('SALES_DATA_TOKEN', SALES_TOKEN);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

describe('loadDebugInfo', () => {
  it('probes both health endpoints without sending a token, and returns no token or URL', async () => {
    const { loadDebugInfo } = await import('./load-debug-info');
    const info = await loadDebugInfo();
    expect(info.upstreams.cms.reachable).toBe(true);
    expect(info.upstreams.salesData.reachable).toBe(true);
    expect(server.requests.map((r) => r.url).sort()).toEqual(['/_health', '/health']);
    for (const request of server.requests) expect(request.headers.authorization).toBeUndefined();
    const text = JSON.stringify(info);
    expect(text).not.toContain(CMS_TOKEN);
    expect(text).not.toContain(SALES_TOKEN);
    expect(text).not.toContain(server.url);
    expect(info.versions.node).toBe(process.versions.node);
    expect(info.versions.next).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('probes each upstream at most once in a few seconds, however often the page is asked', async () => {
    const { loadDebugInfo } = await import('./load-debug-info');
    const before = server.requests.length;
    await Promise.all(Array.from({ length: 20 }, () => loadDebugInfo()));
    // The first test's probes are still fresh: twenty page views, no new probe.
    expect(server.requests.length).toBe(before);
  });
});
