// The one polyfill every page keeps: URL.canParse for the browsers Next supports that predate it.
import { afterEach, describe, expect, it, vi } from 'vitest';

const original = Object.getOwnPropertyDescriptor(URL, 'canParse');

afterEach(() => {
  if (original) Object.defineProperty(URL, 'canParse', original);
  vi.resetModules();
});

describe('polyfills', () => {
  it('adds URL.canParse where the browser lacks it, answering as the standard one does', async () => {
    Reflect.deleteProperty(URL, 'canParse');
    expect('canParse' in URL).toBe(false);
    await import('./polyfills');
    expect(URL.canParse('https://novostroy.ru/our-projects')).toBe(true);
    expect(URL.canParse('/our-projects', 'https://novostroy.ru')).toBe(true);
    expect(URL.canParse('/our-projects')).toBe(false);
    expect(URL.canParse('http://[::1')).toBe(false);
  });

  it('leaves a browser\'s own URL.canParse alone', async () => {
    const own = () => true;
    Object.defineProperty(URL, 'canParse', { configurable: true, writable: true, value: own });
    await import('./polyfills');
    expect(URL.canParse).toBe(own);
  });
});
