// System check against a running CMS (as upload-webp.test.mjs): a picture asked for by a browser
// that accepts AVIF gets an AVIF copy made in the background, and from then on that browser gets
// the copy under the picture's own address while every other client gets the stored file; a
// replaced picture gets a new copy (src/utils/avif-copies.ts, src/middlewares/avif-uploads.ts).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { base, upload } from './uploads.mjs';

// The CMS's public folder (CMS_PUBLIC_DIR, as the CMS under test was started with; cms/public if unset).
const PUBLIC_DIR = process.env.CMS_PUBLIC_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');
const COPIES = path.join(PUBLIC_DIR, 'uploads', '.avif');
const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY_ACCEPT = 'image/webp,*/*';

async function get(url, accept, headers = {}) {
  const response = await fetch(new URL(url, base), { headers: { accept, ...headers }, signal: AbortSignal.timeout(15_000) });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Asks as Chromium does until the answer is AVIF (the copy is made in the background). */
async function untilAvif(url, { seconds = 90 } = {}) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const answer = await get(url, CHROMIUM_ACCEPT);
    assert.equal(answer.response.status, 200, `${url} answered ${answer.response.status}`);
    if (answer.response.headers.get('content-type') === 'image/avif') return answer;
    assert.ok(Date.now() < deadline, `${url}: no AVIF copy within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const isAvif = (bytes) => bytes.subarray(4, 12).toString('latin1') === 'ftypavif';

/** A photo-like picture: a gradient with shapes, so both encoders have something to compress. */
function photo(width, height, colour) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#f3efe6"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#f65605"/>
    <rect x="${width / 2}" y="${height / 5}" width="${width / 3}" height="${height / 2}" fill="#2f4858"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe('AVIF copies of the uploads', () => {
  test('a browser that accepts AVIF gets a smaller AVIF of the same picture; others get the WebP', async () => {
    const file = await upload('двор-avif.jpg', 'image/jpeg', await photo(1200, 800, '#6a8caf'));
    const url = file.formats.medium.url;

    const webp = await get(url, WEBP_ONLY_ACCEPT);
    assert.equal(webp.response.headers.get('content-type'), 'image/webp');
    assert.match(webp.response.headers.get('vary') ?? '', /\bAccept\b/, 'the stored file too says it varies by Accept');

    const avif = await untilAvif(url);
    assert.ok(isAvif(avif.bytes), 'the bytes are AVIF');
    assert.match(avif.response.headers.get('vary') ?? '', /\bAccept\b/);
    assert.ok(avif.bytes.length < webp.bytes.length, `AVIF ${avif.bytes.length} B is smaller than WebP ${webp.bytes.length} B`);
    const [a, w] = await Promise.all([sharp(avif.bytes).metadata(), sharp(webp.bytes).metadata()]);
    assert.deepEqual([a.width, a.height], [w.width, w.height], 'same dimensions');

    const head = await fetch(new URL(url, base), { method: 'HEAD', headers: { accept: CHROMIUM_ACCEPT }, signal: AbortSignal.timeout(15_000) });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('content-type'), 'image/avif');
    assert.equal(Number(head.headers.get('content-length')), avif.bytes.length, 'HEAD names the length GET sends');
    assert.equal(head.headers.get('content-length'), avif.response.headers.get('content-length'));

    // Still the WebP for a client without AVIF, and for one that refuses it explicitly.
    for (const accept of [WEBP_ONLY_ACCEPT, 'image/avif;q=0,image/webp,*/*', '*/*']) {
      const again = await get(url, accept);
      assert.equal(again.response.headers.get('content-type'), 'image/webp', accept);
      assert.deepEqual(again.bytes, webp.bytes, accept);
    }

    // Revalidation, as a browser asks: unchanged since the copy was made → 304, no body. (fetch
    // itself would add `Cache-Control: no-cache` to a conditional request, which asks for a 200.)
    const lastModified = avif.response.headers.get('last-modified');
    assert.ok(lastModified);
    const revalidated = await get(url, CHROMIUM_ACCEPT, { 'if-modified-since': lastModified, 'cache-control': 'max-age=0' });
    assert.equal(revalidated.response.status, 304);
    assert.equal(revalidated.bytes.length, 0);

    // The copy is a file in the CMS's public folder (npm test runs it here), not served by itself.
    const name = url.split('/').pop();
    const copy = readdirSync(COPIES).find((file) => file.startsWith(`${name}.`) && file.endsWith('.avif'));
    assert.ok(copy, `a copy of ${name} in ${COPIES}`);
    const direct = await get(`/uploads/.avif/${copy}`, CHROMIUM_ACCEPT);
    assert.equal(direct.response.status, 404);
  });

  test('a drawing (a PNG, stored as lossless WebP) stays as it is, sharp, for every browser', async () => {
    const drawing = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 47, g: 72, b: 88, alpha: 1 } } }).png().toBuffer();
    const file = await upload('схема-avif.png', 'image/png', drawing);
    const name = file.url.split('/').pop();
    const first = await get(file.url, CHROMIUM_ACCEPT);
    assert.equal(first.response.headers.get('content-type'), 'image/webp');
    // The CMS decides once per version and keeps an empty copy: "send the stored file".
    const deadline = Date.now() + 90_000;
    while (!readdirSync(COPIES).some((entry) => entry.startsWith(`${name}.`) && entry.endsWith('.avif'))) {
      assert.ok(Date.now() < deadline, `no decision on ${name} within 90 s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const decided = await get(file.url, CHROMIUM_ACCEPT);
    assert.equal(decided.response.headers.get('content-type'), 'image/webp');
    assert.deepEqual(decided.bytes, first.bytes);
  });

  test('a replaced picture gets a new copy: the AVIF shows the new picture, not the old one', async () => {
    const first = await upload('фасад-avif.jpg', 'image/jpeg', await photo(900, 600, '#1d6b4f'));
    const url = first.url;
    const before = await untilAvif(url);

    const replaced = await upload('фасад-avif.jpg', 'image/jpeg', await photo(600, 900, '#8f2d56'), { replaces: first.id });
    assert.equal(replaced.url, url, 'Strapi keeps the address of a replaced picture');
    // Until the new copy is made the stored WebP is sent, never the old copy.
    const deadline = Date.now() + 90_000;
    for (;;) {
      const answer = await get(url, CHROMIUM_ACCEPT);
      const { width, height } = await sharp(answer.bytes).metadata();
      assert.deepEqual([width, height], [600, 900], `the new picture (${answer.response.headers.get('content-type')})`);
      if (answer.response.headers.get('content-type') === 'image/avif') {
        assert.notDeepEqual(answer.bytes, before.bytes);
        break;
      }
      assert.ok(Date.now() < deadline, 'no new AVIF copy within 90 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
});
