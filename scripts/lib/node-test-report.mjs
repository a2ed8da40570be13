// A node:test reporter that writes the counts, in the shape `npm test` reads from every suite's
// JSON report: { passed, failed, skipped }, and each failed test's name and error (`failures`, for
// the run's closing digest). Suites (describe blocks) are not counted as tests.
export default async function* countsReporter(source) {
  const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) counts.skipped += 1;
    else if (event.type === 'test:pass') counts.passed += 1;
    else {
      counts.failed += 1;
      const error = event.data.details?.error;
      counts.failures.push({ name: event.data.name, message: String(error?.cause?.message ?? error?.message ?? error ?? '') });
    }
  }
  yield `${JSON.stringify(counts)}\n`;
}
