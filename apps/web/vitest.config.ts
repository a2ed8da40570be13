// Unit and component tests (`npm test`): no network, no running services.
import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from './vitest.shared.ts';

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['src/**/*.contract.test.ts', 'src/**/*.system.test.ts', 'src/**/*.fuzz.test.ts', 'src/**/*.faults.test.ts', 'node_modules/**'],
      environment: 'node',
      setupFiles: ['src/test/setup.ts'],
    },
  }),
);
