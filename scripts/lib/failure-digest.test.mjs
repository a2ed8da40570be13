import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestLines, oneLine, playwrightFailures, vitestFailures } from './failure-digest.mjs';

describe('the closing digest of npm test', () => {
  it('names each failed vitest test with its message on one line, and a file that failed before its tests', () => {
    const report = {
      testResults: [
        { name: '/a.test.ts', status: 'failed', message: '', assertionResults: [
          { fullName: 'fuzz /api/leads (request)', status: 'failed', failureMessages: ['AssertionError: expected\n  { seed: 42, failed: 1 }'] },
          { fullName: 'passes', status: 'passed', failureMessages: [] },
        ] },
        { name: '/b.test.ts', status: 'failed', message: 'Cannot find module x', assertionResults: [] },
      ],
    };
    assert.deepEqual(vitestFailures(report), [
      { name: 'fuzz /api/leads (request)', message: 'AssertionError: expected\n  { seed: 42, failed: 1 }' },
      { name: '/b.test.ts', message: 'Cannot find module x' },
    ]);
  });

  it('names each unexpected Playwright outcome by file, describe and title, with the last attempt\'s first error', () => {
    const report = {
      suites: [{ title: 'home.spec.ts', file: 'home.spec.ts', specs: [
        { title: 'opens', tests: [{ status: 'expected', results: [{ status: 'passed', errors: [] }] }] },
        { title: 'shows prices', tests: [{ status: 'unexpected', results: [{ status: 'failed', errors: [{ message: 'first try' }] }, { status: 'failed', errors: [{ message: '\u001b[31mExpected: 3\u001b[39m' }] }] }] },
      ], suites: [{ title: 'favourites', specs: [{ title: 'keeps', tests: [{ status: 'flaky', results: [] }] }] }] }],
      errors: [],
    };
    assert.deepEqual(playwrightFailures(report), [{ name: 'home.spec.ts › shows prices', message: '\u001b[31mExpected: 3\u001b[39m' }]);
  });

  it('prints only failed suites, a few failures each, colour codes stripped, secrets masked even where the text is cut', () => {
    const secret = 's3cr3t-token-value-0123456789';
    const results = [
      { name: 'unit: web', passed: 10, failed: 0, failures: [] },
      { name: 'fuzz: every route over HTTP', passed: 65, failed: 4, failures: [1, 2, 3, 4].map((n) => ({ name: `target ${n}`, message: `\u001b[2mGET /x?token=${secret}\u001b[22m ${'y'.repeat(n === 1 ? 0 : 800)}` })) },
      { name: 'typecheck', passed: 0, failed: 1 },
    ];
    const lines = digestLines(results, { secrets: { 'sales-data token': secret }, perSuite: 3, max: 40 });
    assert.equal(lines[0], '✖ fuzz: every route over HTTP: 4 failed');
    assert.equal(lines[2], '    GET /x?token=<sales-data token>');
    assert.ok(lines.every((line) => !line.includes('s3cr3t') && !line.includes('\u001b')));
    assert.ok(lines.includes('  … and 1 more'));
    assert.ok(lines.includes('✖ typecheck: 1 failed'));
    assert.equal(lines.filter((line) => line.startsWith('  - target')).length, 3);
    assert.ok(lines.filter((line) => line.startsWith('    GET')).every((line) => line.length <= 44));
    assert.ok(lines.includes("    (no test named in its report: see the suite's output above)"));
  });

  it('cuts long text with an ellipsis', () => {
    assert.equal(oneLine('a\n\n  b'.padEnd(20, 'c'), 8), 'a bcccc…');
  });
});
