// Settings shared by the unit and the contract test configurations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ViteUserConfig } from 'vitest/config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export const sharedConfig: ViteUserConfig = {
  resolve: {
    alias: {
      '@': path.join(appDir, 'src'),
      // 'server-only' throws outside React Server Components; tests run the server code directly.
      'server-only': path.join(appDir, 'src/test/server-only-stub.ts'),
      // Next's compiler replaces next/font calls; tests that reach the document's fonts get a stand-in.
      'next/font/local': path.join(appDir, 'src/test/next-font-local-stub.ts'),
    },
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
};
