import assert from 'node:assert/strict';
import { test } from 'node:test';
import { preloadLinkElements, withHeaderPreloads, withPicturesFromOwnOrigin } from './saved-copy.mjs';

const header =
  '</_next/static/media/cyrillic.p.1h.woff2>; rel=preload; as="font"; crossorigin=""; nonce="abc=="; type="font/woff2", ' +
  '</_next/static/media/latin.p.1p.woff2>; rel=preload; as="font"; crossorigin=""; nonce="abc=="; type="font/woff2", ' +
  '<https://cdn.example/x.css>; rel=stylesheet';

test('the Link header\'s preloads become <link> elements without the nonce; other relations are left out', () => {
  assert.deepEqual(preloadLinkElements(header), [
    '<link rel="preload" href="/_next/static/media/cyrillic.p.1h.woff2" as="font" crossorigin="" type="font/woff2"/>',
    '<link rel="preload" href="/_next/static/media/latin.p.1p.woff2" as="font" crossorigin="" type="font/woff2"/>',
  ]);
  assert.deepEqual(preloadLinkElements(null), []);
  assert.deepEqual(preloadLinkElements('garbage'), []);
});

test('the preloads go right after the charset, and a page without a Link header is kept as it was', () => {
  const html = '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/><title>404</title></head><body></body></html>';
  const saved = withHeaderPreloads(html, header);
  assert.match(saved, /^<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"\/><link rel="preload" href="\/_next\/static\/media\/cyrillic\.p\.1h\.woff2"/);
  assert.equal(saved.match(/<link rel="preload"/g).length, 2);
  assert.equal(withHeaderPreloads(html, null), html);
});

test('the copy\'s pictures come from its own origin, as the page\'s come from the site\'s; other URLs of the site stay', () => {
  const html =
    '<link rel="preload" href="https://127.0.0.1:8080/uploads/logo.webp" as="image"/><link rel="canonical" href="https://127.0.0.1:8080/bench-no-such-page"/>' +
    '<img src="https://127.0.0.1:8080/media/plans/1.svg"/><script>self.__next_f.push([1,"{\\"src\\":\\"https://127.0.0.1:8080/uploads/logo.webp\\"}"])</script>' +
    '<img src="https://cms.example/uploads/x.webp"/>';
  const saved = withPicturesFromOwnOrigin(html, 'https://127.0.0.1:8080/');
  assert.equal(
    saved,
    '<link rel="preload" href="/uploads/logo.webp" as="image"/><link rel="canonical" href="https://127.0.0.1:8080/bench-no-such-page"/>' +
      '<img src="/media/plans/1.svg"/><script>self.__next_f.push([1,"{\\"src\\":\\"/uploads/logo.webp\\"}"])</script>' +
      '<img src="https://cms.example/uploads/x.webp"/>',
  );
});
