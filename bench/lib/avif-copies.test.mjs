import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { copyName, pendingAvifCopies, waitForAvifCopies } from './avif-copies.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-avif-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const copy = (folder, name, bytes = 'avif') => writeFileSync(path.join(folder, '.avif', copyName(name, statSync(path.join(folder, name), { bigint: true }))), bytes);

test('counts the still pictures without a copy of their present version', () => {
  mkdirSync(path.join(dir, '.avif'));
  for (const name of ['large_a.webp', 'small_b.jpg', 'c.png', 'd.gif', 'e.svg', 'plan.pdf']) writeFileSync(path.join(dir, name), 'x');
  assert.equal(pendingAvifCopies(dir), 3, 'webp, jpg and png wait; gif, svg and pdf get no copy');
  copy(dir, 'large_a.webp');
  copy(dir, 'small_b.jpg', '');
  assert.equal(pendingAvifCopies(dir), 1, 'a copy, even an empty one ("send the original"), counts as made');
  writeFileSync(path.join(dir, 'large_a.webp'), 'a replaced picture');
  assert.equal(pendingAvifCopies(dir), 2, 'a replaced picture waits for the copy of its new version');
});

test('waits until nothing is pending, and gives up at its deadline', async () => {
  const folder = mkdtempSync(path.join(dir, 'one-'));
  await waitForAvifCopies(folder, { timeoutMs: 10 });
  writeFileSync(path.join(folder, 'x.webp'), 'x');
  const heard = [];
  await assert.rejects(waitForAvifCopies(folder, { timeoutMs: 200, everyMs: 20, report: (n) => heard.push(n) }), /1 uploads still without/);
  assert.ok(heard.length >= 2 && heard.every((n) => n === 1));
  mkdirSync(path.join(folder, '.avif'));
  setTimeout(() => copy(folder, 'x.webp'), 30);
  await waitForAvifCopies(folder, { timeoutMs: 5000, everyMs: 10 });
  assert.equal(pendingAvifCopies(folder), 0);
});

test('a missing folder has nothing pending', () => {
  assert.equal(pendingAvifCopies(path.join(dir, 'no-such-folder')), 0);
});
