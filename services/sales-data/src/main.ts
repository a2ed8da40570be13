// Entry point: validate the environment, build the service, listen, and stop cleanly on
// SIGTERM/SIGINT (stop forwarding to amoCRM, finish in-flight requests, close the journals, exit).
import { serve } from '@hono/node-server';
import { ConfigError, DEFAULT_TOKEN, loadConfig, type Config } from './config';
import { createService } from './service';

async function main(): Promise<void> {
  const t0 = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.token === DEFAULT_TOKEN && process.env.NODE_ENV === 'production') {
    console.warn('[sales-data] SALES_DATA_TOKEN is the development default; set a secret token in production');
  }

  const service = await createService(config);
  const counts = service.inventory.countsByType();
  const server = serve({ fetch: service.app.fetch, hostname: config.host, port: config.port }, (info) => {
    const ms = Math.round(performance.now() - t0);
    console.log(
      `[sales-data] listening on http://${config.host}:${info.port} in ${ms} ms; ${service.inventory.properties.length} units ` +
        `(${counts.residential} residential, ${counts.commercial} commercial, ${counts.parking} parking, ${counts.storage} storage); data in ${config.dataDir}; ` +
        (config.amocrm ? `leads forwarded to amoCRM at ${config.amocrm.baseUrl}` : 'amoCRM forwarding off (AMOCRM_BASE_URL and AMOCRM_ACCESS_TOKEN not set)') +
        (config.syntheticUnits !== undefined ? `; SYNTHETIC INVENTORY (SALES_DATA_SYNTHETIC_UNITS=${config.syntheticUnits}): the demo's houses filled up with generated units` : '') +
        (config.testControls ? '; TEST CONTROLS ON (SALES_DATA_TEST_CONTROLS): PUT /api/test/property/{id}/status changes statuses' : ''),
    );
  });
  server.on('error', (error: Error) => {
    console.error(`[sales-data] cannot listen on ${config.host}:${config.port}:`, error.message);
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[sales-data] ${signal}: stopping`);
    // Hard stop if a client keeps a connection open too long. The forwarder gives a request in
    // flight up to 5 s of its own, so this limit sits above that.
    setTimeout(() => {
      console.error('[sales-data] shutdown took longer than 8 s; exiting');
      process.exit(1);
    }, 8000).unref();
    // No new amoCRM work from now on; unfinished leads resume at the next start.
    void service.stopForwarding();
    server.close(async () => {
      await service.close();
      console.log('[sales-data] stopped');
      process.exit(0);
    });
    // Idle keep-alive connections would otherwise hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('[sales-data] failed to start:', error);
  process.exit(1);
});
