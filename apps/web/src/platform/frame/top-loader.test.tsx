// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const navigation = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

const { TopLoader } = await import('./top-loader');

function setUp() {
  const view = render(
    <>
      <TopLoader />
      <a href="/our-projects">Проекты</a>
      <a href="/#map">Карта</a>
    </>,
  );
  const bar = () => document.querySelector<HTMLElement>('[data-top-loader]');
  // What the router does once the new page is rendered: the pathname changes.
  const arrive = (pathname: string) => {
    navigation.pathname = pathname;
    view.rerender(
      <>
        <TopLoader />
        <a href="/our-projects">Проекты</a>
        <a href="/#map">Карта</a>
      </>,
    );
  };
  return { bar, arrive };
}

beforeEach(() => {
  vi.useFakeTimers();
  navigation.pathname = '/';
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('TopLoader', () => {
  it('appears after the 200 ms throttle, fills on arrival, hides after 500 ms and resets after 400 ms', () => {
    const { bar, arrive } = setUp();
    fireEvent.click(screen.getByRole('link', { name: 'Проекты' }));
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(bar()?.dataset.topLoader).toBe('waiting');
    expect(bar()?.style.opacity).toBe('0');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(bar()?.dataset.topLoader).toBe('loading');
    expect(bar()?.style.height).toBe('3px');
    expect(bar()?.style.opacity).toBe('1');
    expect(bar()?.style.transition).toContain('2000ms');
    expect(screen.getByRole('status').textContent).toContain('Загрузка страницы');

    arrive('/our-projects');
    expect(bar()?.dataset.topLoader).toBe('done');
    expect(bar()?.style.width).toBe('100%');
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(bar()?.dataset.topLoader).toBe('done');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(bar()?.dataset.topLoader).toBe('hiding');
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(bar()?.dataset.topLoader).toBe('hiding');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(bar()?.dataset.topLoader).toBe('idle');
    expect(bar()?.style.width).toBe('0%');
  });

  it('never shows for a navigation that ends within the throttle', () => {
    const { bar, arrive } = setUp();
    fireEvent.click(screen.getByRole('link', { name: 'Проекты' }));
    act(() => {
      vi.advanceTimersByTime(150);
    });
    arrive('/our-projects');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(bar()?.dataset.topLoader).toBe('idle');
  });

  it('does not start for a hash link on the same page', () => {
    const { bar } = setUp();
    fireEvent.click(screen.getByRole('link', { name: 'Карта' }));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(bar()?.dataset.topLoader).toBe('idle');
  });
});
