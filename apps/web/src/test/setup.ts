// Unit test set-up: unmount rendered components after each test (jsdom files only), and give
// jsdom the ResizeObserver it lacks (Radix measures the slider's thumbs with it).
import { afterEach } from 'vitest';

if (typeof window !== 'undefined' && typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
