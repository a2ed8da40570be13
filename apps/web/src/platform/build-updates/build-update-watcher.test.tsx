// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuildUpdateWatcher } from './build-update-watcher';
import { reloadPage } from './page-reload';
import { RELOAD_STORAGE_KEY } from './reload-guard';

vi.mock('./page-reload', () => ({ reloadPage: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function answerBuild(buildId: string) {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ buildId }), { headers: { 'content-type': 'application/json' } }));
}

function failScript() {
  const script = document.createElement('script');
  document.head.append(script);
  script.dispatchEvent(new Event('error')); // does not bubble: the watcher listens in the capture phase
  script.remove();
}

/** Lets the timers and the fetch promise chain run. */
async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(reloadPage).mockReset();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('BuildUpdateWatcher', () => {
  it('asks for the marker about a second after load, not at once', async () => {
    answerBuild('b1');
    render(<BuildUpdateWatcher buildId="b1" />);
    await settle(500);
    expect(fetchMock).not.toHaveBeenCalled();
    await settle(600);
    expect(fetchMock).toHaveBeenCalledWith('/builds/latest.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('with a newer build known, reloads once on a failed script, and not again within 10 s', async () => {
    answerBuild('b2');
    render(<BuildUpdateWatcher buildId="b1" />);
    await settle(1100);
    failScript();
    await settle();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOAD_STORAGE_KEY)).toBe(String(Date.now()));

    await settle(5000);
    failScript();
    await settle();
    expect(reloadPage).toHaveBeenCalledTimes(1);

    await settle(5000);
    failScript();
    await settle();
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('reloads on a ChunkLoadError rejection, checking the marker first when no check ran yet', async () => {
    answerBuild('b2');
    render(<BuildUpdateWatcher buildId="b1" />);
    const error = new Error('Loading chunk 7 failed.');
    error.name = 'ChunkLoadError';
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: error, promise: Promise.resolve() }));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the server runs the same build', async () => {
    answerBuild('b1');
    render(<BuildUpdateWatcher buildId="b1" />);
    await settle(1100);
    failScript();
    await settle();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('skips the periodic check on a slow connection', async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: 'slow-2g' } });
    answerBuild('b2');
    render(<BuildUpdateWatcher buildId="b1" />);
    await settle(5 * 60 * 1000 + 2000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks again every 5 minutes', async () => {
    answerBuild('b1');
    render(<BuildUpdateWatcher buildId="b1" />);
    await settle(1100);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await settle(5 * 60 * 1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
