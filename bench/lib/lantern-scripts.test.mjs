// Which scripts of Lighthouse's simulated LCP the page ran only after its paint.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstEvaluations, scriptsRunAfterPaint } from './lantern-scripts.mjs';

const evaluate = (url, ts, frame = 'main') => ({ name: 'EvaluateScript', ts, args: { data: { url, frame } } });

test('the first evaluation of each script on the main frame counts, whatever the task it ran in', () => {
  const first = firstEvaluations(
    [
      evaluate('/a.js', 300),
      evaluate('/a.js', 200),
      evaluate('/b.js', 250, 'ad-frame'),
      { name: 'FunctionCall', ts: 100, args: { data: { url: '/b.js', frame: 'main' } } },
      evaluate('/c.js', 400),
      { name: 'EvaluateScript', ts: 50, args: { data: { frame: 'main' } } },
    ],
    'main',
  );
  assert.deepEqual([...first.entries()], [
    ['/a.js', 200],
    ['/c.js', 400],
  ]);
});

test('a script counts as run after the paint only when its evaluation began after it', () => {
  const graph = [
    { url: '/before.js', bytes: 10 },
    { url: '/at.js', bytes: 20 },
    { url: '/after.js', bytes: 30 },
    { url: '/never.js', bytes: 40 },
  ];
  const first = new Map([
    ['/before.js', 900],
    ['/at.js', 1000],
    ['/after.js', 1001],
  ]);
  assert.deepEqual(scriptsRunAfterPaint(graph, first, 1000), [{ url: '/after.js', bytes: 30 }]);
});
