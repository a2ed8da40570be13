// System check against a running CMS (CMS_URL, with a full-access token in CMS_WRITE_TOKEN_FILE;
// the test stack's under `npm test`): an editor's upload is stored as WebP with WebP variants, turned
// upright by its EXIF orientation, and a format that is not converted (GIF) is stored as it came
// (src/extensions/upload). Fails, never skips, without the CMS or the token.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { base, upload } from './uploads.mjs';

async function stored(url) {
  const response = await fetch(new URL(url, base), { signal: AbortSignal.timeout(15_000) });
  assert.equal(response.status, 200, `${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const isWebp = (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

describe('an editor uploads a picture', () => {
  test('a JPEG photo taken on its side is stored upright as WebP, and every variant is WebP', async () => {
    // 1200×800 pixels whose EXIF says "turn 90° clockwise to view": upright it is 800×1200.
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6a8caf' } })
      .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><circle cx="300" cy="400" r="200" fill="#f65605"/></svg>') }])
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const file = await upload('фасад-на-боку.jpg', 'image/jpeg', photo);
    assert.equal(file.mime, 'image/webp');
    assert.equal(file.ext, '.webp');
    assert.match(file.url, /\.webp$/);
    assert.deepEqual([file.width, file.height], [800, 1200]);
    assert.ok(isWebp(await stored(file.url)), 'the stored file is WebP');
    const variants = Object.entries(file.formats ?? {});
    assert.deepEqual(variants.map(([name]) => name).sort(), ['large', 'medium', 'small', 'thumbnail']);
    for (const [name, variant] of variants) {
      assert.equal(variant.mime, 'image/webp', `${name}: mime`);
      assert.ok(isWebp(await stored(variant.url)), `${name}: the stored file is WebP`);
    }
  });

  test('a PNG drawing is stored as WebP too', async () => {
    const drawing = await sharp({ create: { width: 320, height: 160, channels: 4, background: { r: 246, g: 86, b: 5, alpha: 1 } } }).png().toBuffer();
    const file = await upload('логотип.png', 'image/png', drawing);
    assert.equal(file.mime, 'image/webp');
    assert.ok(isWebp(await stored(file.url)));
  });

  test('a GIF (it may be animated) is stored as it came', async () => {
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } }).gif().toBuffer();
    const file = await upload('значок.gif', 'image/gif', gif);
    assert.equal(file.mime, 'image/gif');
    assert.match(file.url, /\.gif$/);
  });
});
