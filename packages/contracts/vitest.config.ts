// Unit tests of the contract: schemas accept what the service sends and reject what it must refuse.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
