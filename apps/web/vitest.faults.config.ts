// The fault matrix (`npm run test:faults`, files `*.faults.test.ts`): the built web server behind
// fault proxies to a real CMS (CMS_URL, CMS_API_TOKEN_FILE), its own sales-data service and fake
// amoCRM, and Postgres (TEST_POSTGRES_URL). `npm test` runs it once its test CMS is up.
import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from './vitest.shared.ts';

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      include: ['src/**/*.faults.test.ts'],
      environment: 'node',
      testTimeout: 60_000,
      hookTimeout: 90_000,
      fileParallelism: false,
    },
  }),
);
