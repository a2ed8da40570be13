// The pause before hydration (paint-first.tsx) rests on how Next's client starts: a Next upgrade
// that changes it must fail here, not silently take the first paint back behind hydration.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { paintFirstScript } from './paint-first';

const bootstrap = readFileSync(createRequire(import.meta.url).resolve('next/dist/client/app-bootstrap.js'), 'utf8');

describe('the paint-first script', () => {
  it('queues one empty inline script with the nonce for Next to run before hydrating', () => {
    const self: { __next_s?: unknown[] } = { __next_s: [['/a.js', {}]] };
    runInNewContext(paintFirstScript('abc+/=='), { self });
    expect(self.__next_s).toEqual([['/a.js', {}], [0, { id: 'paint-first', children: '', nonce: 'abc+/==' }]]);
    // Nothing in it can close the script element.
    expect(paintFirstScript('</script><b>')).not.toContain('<');
  });

  it('relies on Next hydrating only after the queued scripts, with a task between for an inline one', () => {
    expect(bootstrap).toMatch(/loadScriptsInSequence\(self\.__next_s,/);
    expect(bootstrap).toMatch(/el\.innerHTML = props\.children;\s*setTimeout\(resolve\)/);
  });
});
