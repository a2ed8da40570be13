// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  RELOAD_STORAGE_KEY,
  claimReload,
  isChunkLoadError,
  isScriptLoadFailure,
  isSlowConnection,
  parseLatestBuild,
  type ReloadStorage,
} from './reload-guard';

function memoryStorage(): ReloadStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('claimReload', () => {
  it('allows one reload, then none within 10 s, then one again', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 100_000)).toBe(true);
    expect(claimReload(storage, 100_001)).toBe(false);
    expect(claimReload(storage, 109_999)).toBe(false);
    expect(claimReload(storage, 110_000)).toBe(true);
    expect(storage.values.get(RELOAD_STORAGE_KEY)).toBe('110000');
  });

  it('does not reload when sessionStorage is blocked (no endless loop)', () => {
    const blocked: ReloadStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(claimReload(blocked, 1)).toBe(false);
    const forgetful: ReloadStorage = { getItem: () => null, setItem: () => undefined };
    expect(claimReload(forgetful, 1)).toBe(false);
  });

  it('ignores a garbage or future timestamp', () => {
    const storage = memoryStorage();
    storage.values.set(RELOAD_STORAGE_KEY, 'garbage');
    expect(claimReload(storage, 50_000)).toBe(true);
    storage.values.set(RELOAD_STORAGE_KEY, '90000');
    expect(claimReload(storage, 50_000)).toBe(true);
  });
});

describe('isSlowConnection', () => {
  it.each([
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '4g', saveData: false }, false],
    [undefined, false],
  ])('%j -> %s', (connection, slow) => {
    expect(isSlowConnection(connection)).toBe(slow);
  });
});

describe('chunk failures', () => {
  it('recognises chunk load errors by name or message', () => {
    const named = new Error('Loading chunk 42 failed.');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a1b2.js from module 123'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('counts an error event of a <script> element, not of an image', () => {
    const script = document.createElement('script');
    const scriptEvent = new Event('error');
    Object.defineProperty(scriptEvent, 'target', { value: script });
    expect(isScriptLoadFailure(scriptEvent)).toBe(true);
    const imageEvent = new Event('error');
    Object.defineProperty(imageEvent, 'target', { value: document.createElement('img') });
    expect(isScriptLoadFailure(imageEvent)).toBe(false);
  });

  it('reads the marker', () => {
    expect(parseLatestBuild({ buildId: 'b2' })).toBe('b2');
    expect(parseLatestBuild({ buildId: '' })).toBeNull();
    expect(parseLatestBuild('b2')).toBeNull();
  });
});
