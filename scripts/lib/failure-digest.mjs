// What failed in a run of `npm test`, read back from the suites' JSON reports and printed as the
// run's last lines: a CI log kept only by its tail still names each failing test and why (a
// fuzz failure, for instance, carries the seed that replays it).

// eslint-disable-next-line no-control-regex -- ANSI colour codes are control characters by definition
const ANSI = /\u001b\[[0-9;]*m/g;

/** One line of text, colour codes removed, cut to `max` characters. */
export function oneLine(text, max = 700) {
  const flat = String(text ?? '').replace(ANSI, '').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Failed tests of a vitest JSON report (and files that failed before any test ran). */
export function vitestFailures(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push({ name: test.fullName, message: (test.failureMessages ?? []).join(' ') });
    if (failed.length === 0 && file.status === 'failed') failures.push({ name: file.name, message: file.message ?? '' });
  }
  return failures;
}

/** Failed tests of a Playwright JSON report (unexpected outcomes), with the first error of the last attempt. */
export function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const error = last?.errors?.[0] ?? last?.error;
        failures.push({ name: [...titles, spec.title].join(' › '), message: error?.message ?? last?.status ?? '' });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.file ?? suite.title]);
  for (const error of report.errors ?? []) failures.push({ name: 'the run', message: error.message ?? '' });
  return failures;
}

/** Failures our reports carry as `failures: [{ name, message }]` (node:test, budgets). */
export const listedFailures = (report) => report.failures ?? [];

/**
 * The digest's lines: per failed suite, its first `perSuite` failures, each with its message on one
 * line; every secret value replaced by its name, so the digest is as safe to print as any log line.
 */
export function digestLines(results, { secrets = {}, perSuite = 3, max = 700 } = {}) {
  const mask = (text) => Object.entries(secrets).reduce((out, [name, value]) => (value ? out.split(value).join(`<${name}>`) : out), text);
  const lines = [];
  for (const result of results) {
    if (!result.failed) continue;
    const failures = result.failures ?? [];
    lines.push(`✖ ${result.name}: ${result.failed} failed`);
    if (failures.length === 0) lines.push('    (no test named in its report: see the suite\'s output above)');
    for (const failure of failures.slice(0, perSuite)) {
      // Masked before it is cut, so a secret is never shown by half.
      lines.push(`  - ${oneLine(mask(String(failure.name ?? '')), 200)}`);
      lines.push(`    ${oneLine(mask(String(failure.message ?? '')), max)}`);
    }
    if (failures.length > perSuite) lines.push(`  … and ${failures.length - perSuite} more`);
  }
  return lines;
}
