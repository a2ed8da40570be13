// A node:test reporter that writes only the counts, in the shape `npm test` reads from every suite's
// JSON report: { passed, failed, skipped }. Suites (describe blocks) are not counted as tests.
export default async function* countsReporter(source) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) counts.skipped += 1;
    else if (event.type === 'test:pass') counts.passed += 1;
    else counts.failed += 1;
  }
  yield `${JSON.stringify(counts)}\n`;
}
