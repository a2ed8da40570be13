// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Next's Link, reduced to what this test reads: the prefetch it was given.
vi.mock('next/link', () => ({
  default: ({ href, prefetch, children, ...props }: { href: string; prefetch?: boolean | null; children: React.ReactNode }) => (
    <a href={href} data-prefetch={String(prefetch)} {...props}>
      {children}
    </a>
  ),
}));

const { IntentLink, INTENT_DELAY_MS } = await import('./intent-link');

const link = () => screen.getByRole('link', { name: '2-комнатная квартира, 54,2 м²' });
const renderLink = () => render(<IntentLink href="/property/11010305">2-комнатная квартира, 54,2 м²</IntentLink>);

describe('IntentLink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('prefetches nothing on sight', () => {
    renderLink();
    expect(link().dataset.prefetch).toBe('false');
    expect(link().getAttribute('href')).toBe('/property/11010305');
  });

  it('prefetches the whole page once the mouse rests on the link, not when it only passes over', () => {
    renderLink();
    fireEvent.pointerEnter(link(), { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(INTENT_DELAY_MS - 10);
    });
    fireEvent.pointerLeave(link(), { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(link().dataset.prefetch).toBe('false');

    fireEvent.pointerEnter(link(), { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(INTENT_DELAY_MS);
    });
    expect(link().dataset.prefetch).toBe('true');
  });

  it('prefetches at the first touch', () => {
    renderLink();
    fireEvent.touchStart(link());
    expect(link().dataset.prefetch).toBe('true');
  });

  it('prefetches when the keyboard focuses the link', () => {
    renderLink();
    const element = link();
    // jsdom has no keyboard modality: the element answers as a keyboard-focused one would.
    vi.spyOn(element, 'matches').mockImplementation((selector: string) => selector === ':focus-visible');
    fireEvent.focus(element);
    expect(element.dataset.prefetch).toBe('true');
  });

  it('passes its own handlers on', () => {
    const onFocus = vi.fn();
    render(
      <IntentLink href="/parking/1" onFocus={onFocus}>
        Машино-место № 12
      </IntentLink>,
    );
    fireEvent.focus(screen.getByRole('link', { name: 'Машино-место № 12' }));
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
