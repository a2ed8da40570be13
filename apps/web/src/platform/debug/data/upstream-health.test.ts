import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '@/test/fake-server';
import { probeUpstream } from './upstream-health';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());

describe('probeUpstream', () => {
  it('reports a healthy upstream as reachable with its latency', async () => {
    server.handle((_request, response) => {
      response.writeHead(204);
      response.end();
    });
    const health = await probeUpstream(`${server.url}/_health`, 1000);
    expect(health).toMatchObject({ reachable: true, status: 204, problem: null });
    expect(health.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('reports a 5xx answer as unreachable with the status', async () => {
    server.handle((_request, response) => {
      response.writeHead(503);
      response.end('down');
    });
    expect(await probeUpstream(`${server.url}/health`, 1000)).toMatchObject({ reachable: false, status: 503, problem: 'HTTP 503' });
  });

  it('reports a timeout without hanging', async () => {
    server.handle(() => {
      // never answers
    });
    const health = await probeUpstream(`${server.url}/health`, 150);
    expect(health).toMatchObject({ reachable: false, status: null, problem: 'нет ответа за 150 мс' });
    expect(health.latencyMs).toBeLessThan(1000);
  });

  it('reports a refused connection without echoing the URL', async () => {
    const health = await probeUpstream('http://127.0.0.1:9/health?access-token=secret-token-value', 1000);
    expect(health.reachable).toBe(false);
    expect(JSON.stringify(health)).not.toContain('secret-token-value');
  });
});
