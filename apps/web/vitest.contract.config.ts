// Contract tests (`npm run test:contract`): web's upstream clients against the live CMS and
// sales-data service at CMS_URL and SALES_DATA_URL. An unreachable service fails the run.
import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from './vitest.shared.ts';

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      include: ['src/**/*.contract.test.ts'],
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 30_000,
      // One service, many requests: run the files one after another.
      fileParallelism: false,
    },
  }),
);
