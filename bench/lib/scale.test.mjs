import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scaleSection, uncached } from './scale.mjs';

test('an uncached target gives every request a query of its own, keeping the page path and its query', () => {
  const target = uncached('http://127.0.0.1:8082/our-projects/zhk-akvarel?tab=flats');
  const setup = target.requests[0].setupRequest;
  const paths = [1, 2, 3].map(() => setup({ method: 'GET' }).path);
  assert.equal(new Set(paths).size, 3);
  for (const p of paths) assert.match(p, /^\/our-projects\/zhk-akvarel\?tab=flats&bench-miss=\d+$/);
});

const result = (rps, errors = 0, non2xx = 0) => ({ requestsPerSecond: rps, p99: 40, errors, non2xx });

test('the report shows each target with its ratio, and says whether the soak had errors', () => {
  const compare = { connections: 20, seconds: 15, rows: [{ label: 'uncached `/`', single: result(50), double: result(65), ratio: 1.3 }] };
  const soak = {
    seconds: 1800,
    calibrateSeconds: 20,
    rows: [{ label: '`/api/health`', connections: 5, calibrated: result(900), result: result(1200, 0, 2) }],
    processes: [{ name: 'web 1', samples: 3, trend: { start: 100 * 1048576, end: 110 * 1048576, max: 120 * 1048576, slopePerHour: 20 * 1048576 } }],
    errors: 2,
  };
  const text = scaleSection({ compare, soak });
  assert.match(text, /\| uncached `\/` \| 50 \| 65 \| 1\.30 \|/);
  assert.match(text, /\| `\/api\/health` \| 5 → 10 \| 900 \| 1200 \| 0 \| 2 \|/);
  assert.match(text, /\| web 1 \| 100\.0 MB \| 110\.0 MB \| 120\.0 MB \| \+20\.0 MB\/h \| 3 \|/);
  assert.match(text, /Goal missed: 2 errors or non-2xx/);
  assert.match(scaleSection({ compare, soak: { ...soak, errors: 0 } }), /Goal met: 0 errors/);
});
