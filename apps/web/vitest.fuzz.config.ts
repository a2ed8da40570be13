// HTTP fuzz tests (`npm run test:fuzz`, files `*.fuzz.test.ts`): fast-check query strings against a
// running web server at FUZZ_BASE_URL (`npm test` points it at its test stack). No server: the run fails.
import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from './vitest.shared.ts';

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      include: ['src/**/*.fuzz.test.ts'],
      environment: 'node',
      // Thousands of requests per test, 8 at a time, on a shared 2-core machine.
      testTimeout: 900_000,
      hookTimeout: 30_000,
      fileParallelism: false,
    },
  }),
);
