// System tests (`npm run test:system`): the built web server and the built sales-data service,
// started by the tests themselves on free ports with throw-away data folders, so a test can stop,
// kill and restart them. Needs `next build` and the sales-data build first.
import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from './vitest.shared.ts';

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      include: ['src/**/*.system.test.ts'],
      environment: 'node',
      testTimeout: 180_000,
      hookTimeout: 60_000,
      fileParallelism: false,
    },
  }),
);
