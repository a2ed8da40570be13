// The browser polyfills of every page, in place of Next's own (next.config.ts aliases Next's
// polyfill module here). Next's module patches nine APIs that every browser Next supports (Chrome
// and Edge 111, Firefox 111, Safari 16.4) already has, such as Array.prototype.at and
// Object.hasOwn: dead weight that Lighthouse reports as legacy JavaScript on every page. Only
// URL.canParse is newer than that range (Chrome 120, Firefox 115, Safari 17); Next's client and our
// forms' URL checks call it, so it stays.
if (!('canParse' in URL)) {
  Object.defineProperty(URL, 'canParse', {
    configurable: true,
    writable: true,
    value(url: string | URL, base?: string | URL): boolean {
      try {
        return Boolean(new URL(url, base));
      } catch {
        return false;
      }
    },
  });
}

export {};
