// One ESLint flat config for every workspace (`npm run lint`, and the `lint` suite of `npm test`).
// Type-aware typescript-eslint everywhere; Next's, React hooks' and jsx-a11y's rules on the web
// app; and the layer rules of CONTRIBUTING.md, enforced by eslint-plugin-boundaries
// (lint/boundaries.mjs) with import/no-cycle for circular imports.
import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './lint/boundaries.mjs';

const WEB = 'apps/web';
const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      'cms/**',
      'apps/web/next-env.d.ts',
      // Hand-written types of the web's plain-JavaScript server and build helpers; nothing to lint in them.
      'apps/web/server/*.d.mts',
      'apps/web/scripts/*.d.mts',
      'lint/fixtures/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // Plain JavaScript: the scripts that install, test and measure.
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...js.configs.recommended,
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 'latest', sourceType: 'module' },
  },

  // TypeScript in every workspace, with type information from the nearest tsconfig.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TS_FILES })),
  {
    files: TS_FILES,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Promise-returning handlers are the norm in React and Hono; floating promises are not.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
    },
  },

  // The web app: Next's rules (React, hooks, Core Web Vitals) and the full jsx-a11y set.
  ...nextVitals.map((config) => ({ ...config, files: config.files ? config.files.map((glob) => `${WEB}/${glob}`) : [`${WEB}/**`] })),
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    // The plugin is registered by Next's config above; only its recommended rules are added here.
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Photos are plain <img> with the CMS's own variants in srcset; the Next image optimiser is
      // not used (docs/web.md, "Images").
      '@next/next/no-img-element': 'off',
      // A next/link with the default prefetch fetches its page as soon as it is on screen: a server
      // render per link per page view, outside the cache layer (docs/performance.md, "Prefetch on
      // intent, not on sight").
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name="Link"]:not(:has(JSXAttribute[name.name="prefetch"]))',
          message: 'Use IntentLink (@/ui/intent-link), which prefetches once the visitor shows intent, or give Link prefetch={false}.',
        },
      ],
    },
    settings: { next: { rootDir: WEB } },
  },

  // Tests may use what production code may not (non-null assertions on fixtures, loose mocks).
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Fakes implement async interfaces with plain values; expect(obj.method) passes methods around.
      '@typescript-eslint/require-await': 'off',
      // Tests read untyped JSON (response bodies, fixtures) and vitest's asymmetric matchers are
      // typed any; the assertions are the type check there.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Component tests render plain anchors to stand for any link.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },

  // Outside the web app, eslint-plugin-import is registered here (Next's config registers it for web).
  {
    files: ['services/**/*.ts', 'packages/**/*.ts'],
    plugins: { import: importPlugin },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'services/**/*.ts', 'packages/**/*.ts'],
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Cycles are looked for in our code; packages are not parsed.
      'import/ignore': ['node_modules'],
      'import/resolver': {
        typescript: { project: ['apps/web/tsconfig.json', 'services/sales-data/tsconfig.json', 'packages/contracts/tsconfig.json'] },
      },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-duplicates': ['error', { 'prefer-inline': true }],
    },
  },

  ...boundariesConfig,
);
