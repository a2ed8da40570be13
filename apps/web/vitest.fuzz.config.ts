// HTTP fuzz tests (`npm run test:fuzz`, files `*.fuzz.test.ts`): fast-check requests against a
// production web server the global set-up starts on the current build (src/test/fuzz/server.ts),
// against the CMS and sales-data named by CMS_URL and SALES_DATA_URL (`npm test` passes its test
// stack's); or against FUZZ_BASE_URL, with its output in FUZZ_SERVER_LOG. No upstream: the run fails.
import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from './vitest.shared.ts';

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      include: ['src/**/*.fuzz.test.ts'],
      environment: 'node',
      globalSetup: ['src/test/fuzz/server.ts'],
      // Thousands of requests per test, 8 at a time, on a shared 2-core machine.
      testTimeout: 900_000,
      hookTimeout: 30_000,
      fileParallelism: false,
    },
  }),
);
