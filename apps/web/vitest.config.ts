// Unit and component tests (`npm test`): no network, no running services.
//
// Two projects, so the suite does not pay for a fresh module graph per file where no file needs one
// (about 105 s against 205 s for the whole suite on two cores). A file that swaps modules, stubs
// globals or the environment, spies, fakes timers or assigns to `window`/`globalThis` runs
// isolated, as vitest does by default; every other file shares its worker's modules and environment
// with the files before it. A new test that needs isolation gets it by using any of those APIs
// (ISOLATING below).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from './vitest.shared.ts';

const appDir = path.dirname(fileURLToPath(import.meta.url));

const UNIT_TEST = /\.test\.tsx?$/;
const OTHER_SUITE = /\.(contract|system|fuzz|faults)\.test\.ts$/;
const ISOLATING =
  /vi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|resetModules|hoisted|spyOn)\b|process\.env|globalThis\.\w+ *=[^=]|window\.[\w.]+ *=[^=]|Object\.defineProperty/;

const unitTests = readdirSync(path.join(appDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => UNIT_TEST.test(file) && !OTHER_SUITE.test(file))
  .map((file) => path.posix.join('src', file.split(path.sep).join('/')));
const isolates = (file: string) => ISOLATING.test(readFileSync(path.join(appDir, file), 'utf8'));
const isolated = unitTests.filter(isolates);
const shared = unitTests.filter((file) => !isolated.includes(file));

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      exclude: ['node_modules/**'],
      environment: 'node',
      setupFiles: ['src/test/setup.ts'],
      // Worker threads start faster than forked processes (about 28 s less for this suite).
      pool: 'threads',
      projects: [
        { extends: true, test: { name: 'isolated', include: isolated, sequence: { groupOrder: 1 } } },
        { extends: true, test: { name: 'shared', include: shared, isolate: false, sequence: { groupOrder: 0 } } },
      ],
    },
  }),
);
