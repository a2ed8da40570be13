import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { pendingAvifCopies, waitForAvifCopies } from './avif-copies.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-avif-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('counts the still pictures without a copy or with one older than the picture', () => {
  mkdirSync(path.join(dir, '.avif'));
  // Uploaded two minutes ago: the kernel stamps files with a coarse clock, so a copy written a
  // moment after its original could carry the same time, which counts as old.
  const uploaded = new Date(Date.now() - 120_000);
  for (const name of ['large_a.webp', 'small_b.jpg', 'c.png', 'd.gif', 'e.svg', 'plan.pdf']) {
    writeFileSync(path.join(dir, name), 'x');
    utimesSync(path.join(dir, name), uploaded, uploaded);
  }
  assert.equal(pendingAvifCopies(dir), 3, 'webp, jpg and png wait; gif, svg and pdf get no copy');
  writeFileSync(path.join(dir, '.avif', 'large_a.webp.avif'), 'avif');
  writeFileSync(path.join(dir, '.avif', 'small_b.jpg.avif'), '');
  assert.equal(pendingAvifCopies(dir), 1, 'a copy, even an empty one ("send the original"), counts as made');
  const earlier = new Date(Date.now() - 180_000);
  utimesSync(path.join(dir, '.avif', 'large_a.webp.avif'), earlier, earlier);
  assert.equal(pendingAvifCopies(dir), 2, 'a copy older than its picture (replaced by an editor) waits again');
});

test('waits until nothing is pending, and gives up at its deadline', async () => {
  const empty = mkdtempSync(path.join(dir, 'empty-'));
  await waitForAvifCopies(empty, { timeoutMs: 10 });
  writeFileSync(path.join(empty, 'x.webp'), 'x');
  utimesSync(path.join(empty, 'x.webp'), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
  const heard = [];
  await assert.rejects(waitForAvifCopies(empty, { timeoutMs: 30, everyMs: 10, report: (n) => heard.push(n) }), /1 uploads still without/);
  assert.ok(heard.length >= 2 && heard.every((n) => n === 1));
  mkdirSync(path.join(empty, '.avif'));
  setTimeout(() => writeFileSync(path.join(empty, '.avif', 'x.webp.avif'), 'a'), 30);
  await waitForAvifCopies(empty, { timeoutMs: 5000, everyMs: 10 });
  assert.equal(pendingAvifCopies(empty), 0);
});

test('a missing folder has nothing pending', () => {
  assert.equal(pendingAvifCopies(path.join(dir, 'no-such-folder')), 0);
});
