// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Place() {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, '50% 0px');
  return <div ref={place}>{near ? 'рядом' : 'далеко'}</div>;
}

interface FakeObserver {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  targets: Element[];
  disconnected: boolean;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('turns true once the place comes within the margin, and stops watching', () => {
    const observers: FakeObserver[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: FakeObserver;
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = { callback, options, targets: [], disconnected: false };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.targets.push(target);
        }
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
    render(<Place />);
    expect(screen.getByText('далеко')).toBeTruthy();
    const [observer] = observers;
    expect(observer?.options?.rootMargin).toBe('50% 0px');
    expect(observer?.targets).toEqual([screen.getByText('далеко')]);

    act(() => observer!.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('далеко')).toBeTruthy();
    act(() => observer!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('рядом')).toBeTruthy();
    expect(observer?.disconnected).toBe(true);
    expect(observers).toHaveLength(1);
  });

  it('turns true right after mounting in a browser that cannot observe', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Place />);
    expect(await screen.findByText('рядом')).toBeTruthy();
  });
});
