// The layer rules hold: scratch files that break them, written into the real tree for the length
// of the test and linted with the project's own ESLint config, are refused with a message that
// names both files; the same imports through a public entry pass. Run by `npm test` ("unit: lint
// rules") and `npm run test:lint-rules`.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = 'apps/web/src';
/** Every scratch file carries this marker in its name (git-ignored, removed after the run). */
const MARK = '__lint-scratch__';

const scratch = {
  uiToUpstream: { file: `${WEB}/ui/${MARK}.tsx`, code: "import { fetchProjects } from '@/upstream/content';\nexport const x = fetchProjects;\n" },
  featureInternals: { file: `${WEB}/features/projects/${MARK}.ts`, code: "import { LeadForm } from '@/features/leads/components/lead-form';\nexport const x = LeadForm;\n" },
  featureRelativeInternals: { file: `${WEB}/features/seo-pages/${MARK}.ts`, code: "import { submitLead } from '../leads/submit-lead';\nexport const x = submitLead;\n" },
  featureEntry: { file: `${WEB}/features/seo-pages/${MARK}-entry.ts`, code: "import { QuestionForm } from '@/features/leads';\nexport const x = QuestionForm;\n" },
  platformToFeature: { file: `${WEB}/platform/frame/${MARK}.ts`, code: "import { QuestionForm } from '@/features/leads';\nexport const x = QuestionForm;\n" },
  upstreamToFeature: { file: `${WEB}/upstream/sales/${MARK}.ts`, code: "import { loadProjectCatalogue } from '@/features/projects';\nexport const x = loadProjectCatalogue;\n" },
  upstreamInternals: { file: `${WEB}/features/projects/${MARK}-upstream.ts`, code: "import { createSalesDataClient } from '@/upstream/sales/client';\nexport const x = createSalesDataClient;\n" },
  salesDataToWeb: { file: `services/sales-data/src/${MARK}.ts`, code: "import { formatRubles } from '../../../apps/web/src/lib/money';\nexport const x = formatRubles;\n" },
  cycleA: { file: `${WEB}/lib/${MARK}-a.ts`, code: `import { b } from './${MARK}-b';\nexport const a = (): number => b() + 1;\n` },
  cycleB: { file: `${WEB}/lib/${MARK}-b.ts`, code: `import { a } from './${MARK}-a';\nexport const b = (): number => (Math.random() > 2 ? a() : 0);\n` },
};

/** Lint results by scratch name: the messages of the rules this test is about. */
let found;

before(async () => {
  for (const { file, code } of Object.values(scratch)) {
    mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    writeFileSync(path.join(ROOT, file), code);
  }
  const eslint = new ESLint({ cwd: ROOT });
  const results = await eslint.lintFiles(Object.values(scratch).map(({ file }) => file));
  found = Object.fromEntries(
    Object.entries(scratch).map(([name, { file }]) => {
      const result = results.find((r) => path.relative(ROOT, r.filePath) === file);
      const messages = (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId === 'import/no-cycle' || m.fatal);
      return [name, messages];
    }),
  );
});

after(() => {
  for (const { file } of Object.values(scratch)) rmSync(path.join(ROOT, file), { force: true });
});

function refused(name, importedFile) {
  const messages = found[name];
  assert.equal(messages.length, 1, `${name}: expected one refusal, got ${JSON.stringify(messages)}`);
  assert.equal(messages[0].ruleId, 'boundaries/dependencies');
  assert.match(messages[0].message, new RegExp(`^${scratch[name].file.replace(/[.[\]()]/g, '\\$&')} \\(`), 'names the importing file first');
  assert.ok(messages[0].message.includes(importedFile), `names the imported file ${importedFile}: ${messages[0].message}`);
}

describe('layer rules (lint/boundaries.mjs)', () => {
  it('refuses ui/ importing upstream/, naming both files', () => {
    refused('uiToUpstream', `${WEB}/upstream/content/index.ts`);
  });

  it("refuses a feature reaching into another feature's internals, by alias or by relative path", () => {
    refused('featureInternals', `${WEB}/features/leads/components/lead-form.tsx`);
    refused('featureRelativeInternals', `${WEB}/features/leads/submit-lead.ts`);
  });

  it('lets a feature use another through its index.ts', () => {
    assert.deepEqual(found.featureEntry, []);
  });

  it('refuses platform code importing a feature, even through its index.ts', () => {
    refused('platformToFeature', `${WEB}/features/leads/index.ts`);
  });

  it('refuses upstream/ importing a feature, and an upstream client reached past its index.ts', () => {
    refused('upstreamToFeature', `${WEB}/features/projects/index.ts`);
    refused('upstreamInternals', `${WEB}/upstream/sales/client.ts`);
  });

  it('refuses the sales-data service importing the web app', () => {
    refused('salesDataToWeb', `${WEB}/lib/money.ts`);
  });

  it('refuses circular imports', () => {
    for (const name of ['cycleA', 'cycleB']) {
      assert.equal(found[name].length, 1, `${name}: ${JSON.stringify(found[name])}`);
      assert.equal(found[name][0].ruleId, 'import/no-cycle');
    }
  });
});
