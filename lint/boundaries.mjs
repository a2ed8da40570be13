// The layer rules of the code base (CONTRIBUTING.md), for eslint-plugin-boundaries.
//
//   app  ->  features / platform  ->  ui  ->  lib
//                    \------------->  upstream  ->  lib
//
// - app/ (routes, proxy.ts, instrumentation.ts) composes features and platform through their
//   public entries (index.ts, and server.ts for server-only code).
// - A feature uses another feature or a platform module only through its public entry; platform
//   never imports a feature (a layout hands it what it needs, as a slot).
// - ui/ takes plain props: it imports only lib/.
// - upstream/ talks to the CMS and sales-data: it imports lib/ and @novostroy/contracts, and one
//   upstream client another only through its index.ts.
// - lib/ imports only lib/. The sales-data service and the contracts never import the web app.
// Circular imports are refused by import/no-cycle (eslint.config.mjs).
import boundaries from 'eslint-plugin-boundaries';

const WEB = 'apps/web/src';
/** The files another element may import: the public entries. */
const ENTRY = ['index.ts', 'index.tsx', 'server.ts'];

const elements = [
  { type: 'feature', pattern: `${WEB}/features/*`, capture: ['name'], partialMatch: false },
  { type: 'platform', pattern: `${WEB}/platform/*`, capture: ['name'], partialMatch: false },
  { type: 'ui', pattern: `${WEB}/ui`, partialMatch: false },
  { type: 'upstream', pattern: `${WEB}/upstream/*`, capture: ['name'], partialMatch: false },
  { type: 'lib', pattern: `${WEB}/lib`, partialMatch: false },
  { type: 'web-test-kit', pattern: `${WEB}/test`, partialMatch: false },
  { type: 'app', pattern: `${WEB}/app`, partialMatch: false },
  // proxy.ts and instrumentation.ts: entry files Next loads, at the level of app/.
  { type: 'app', pattern: WEB, partialMatch: false },
  { type: 'sales-data', pattern: 'services/sales-data', partialMatch: false },
  { type: 'contracts', pattern: 'packages/contracts', partialMatch: false },
];

/** Names both files, so the fix is obvious from one line of output. */
const MESSAGE =
  '{{from.file.path}} ({{from.element.type}}) may not import {{to.file.path}} ({{to.element.type}}): ' +
  'see the layer rules in CONTRIBUTING.md; another feature or platform module is used only through its index.ts or server.ts';

const files = [{ category: 'test', pattern: ['**/*.test.ts', '**/*.test.tsx'] }];

const to = (type, entryOnly = false) => ({ to: { element: entryOnly ? { type, fileInternalPath: ENTRY } : { type } } });

const policies = [
  { from: { element: { type: 'app' } }, allow: [to('feature', true), to('platform', true), to('ui'), to('upstream', true), to('lib'), to('contracts')] },
  { from: { element: { type: 'feature' } }, allow: [to('feature', true), to('platform', true), to('ui'), to('upstream', true), to('lib'), to('contracts')] },
  { from: { element: { type: 'platform' } }, allow: [to('platform', true), to('ui'), to('upstream', true), to('lib'), to('contracts')] },
  { from: { element: { type: 'ui' } }, allow: [to('ui'), to('lib')] },
  { from: { element: { type: 'upstream' } }, allow: [to('upstream', true), to('lib'), to('contracts')] },
  { from: { element: { type: 'lib' } }, allow: [to('lib'), to('contracts')] },
  { from: { element: { type: 'web-test-kit' } }, allow: [to('lib'), to('upstream'), to('contracts')] },
  { from: { element: { type: 'sales-data' } }, allow: [to('contracts')] },
  // A test may reach into any part of its own app (fixtures, internals under test).
  {
    from: { file: { categories: 'test' }, element: { type: ['app', 'feature', 'platform', 'ui', 'upstream', 'lib'] } },
    allow: [to('feature'), to('platform'), to('ui'), to('upstream'), to('lib'), to('web-test-kit'), to('contracts'), to('app')],
  },
];

export const boundariesConfig = [
  {
    files: ['apps/web/**/*.{ts,tsx}', 'services/sales-data/**/*.ts', 'packages/contracts/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/include': ['apps/web/src/**', 'services/sales-data/src/**', 'packages/contracts/src/**'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies, message: MESSAGE }],
    },
  },
];
