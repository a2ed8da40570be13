// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';
import { CountdownClock } from './countdown-clock';
import { msUntilNextChange, timeLeft } from './countdown-parts';

const NOW = Date.parse('2026-03-01T10:00:00+03:00');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function shown() {
  const timer = screen.getByRole('timer');
  return ['days', 'hours', 'minutes'].map((unit) => timer.querySelector(`[data-unit="${unit}"]`)?.textContent?.replace(/\s+/g, ' '));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('timeLeft', () => {
  it('splits the time left into whole days, hours and minutes, rounding down', () => {
    expect(timeLeft(NOW + 2 * DAY + 3 * HOUR + 4 * MINUTE + 59_000, NOW)).toEqual({ days: 2, hours: 3, minutes: 4 });
  });

  it('is 0, 0, 0 once the target has passed or is now', () => {
    expect(timeLeft(NOW - DAY, NOW)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(timeLeft(NOW, NOW)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(msUntilNextChange(NOW - 1, NOW)).toBeNull();
  });
});

describe('Countdown', () => {
  it('shows the exact numbers with Russian plural labels', () => {
    render(<Countdown target={new Date(NOW + 21 * DAY + 2 * HOUR + 5 * MINUTE)} />);
    expect(shown()).toEqual(['21 день', '2 часа', '5 минут']);
  });

  it('takes an ISO date string', () => {
    render(<Countdown target="2026-03-02T11:01:30+03:00" />);
    expect(shown()).toEqual(['1 день', '1 час', '1 минута']);
  });

  it('shows 0 дней 0 часов 0 минут when the target has passed', () => {
    render(<Countdown target={NOW - 5 * DAY} />);
    expect(shown()).toEqual(['0 дней', '0 часов', '0 минут']);
  });

  it('ticks when the minutes change, down to zero, and then stops', () => {
    render(<Countdown target={NOW + HOUR + 2 * MINUTE + 30_000} />);
    expect(shown()).toEqual(['0 дней', '1 час', '2 минуты']);
    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(shown()).toEqual(['0 дней', '1 час', '2 минуты']);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(shown()).toEqual(['0 дней', '1 час', '1 минута']);
    act(() => {
      vi.advanceTimersByTime(MINUTE);
    });
    expect(shown()).toEqual(['0 дней', '1 час', '0 минут']);
    act(() => {
      vi.advanceTimersByTime(HOUR);
    });
    // 59 s are still left: zero minutes shown, the clock still running.
    expect(shown()).toEqual(['0 дней', '0 часов', '0 минут']);
    expect(vi.getTimerCount()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(MINUTE);
    });
    expect(shown()).toEqual(['0 дней', '0 часов', '0 минут']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('renders the server moment first, so the HTML matches what hydration renders', () => {
    const target = NOW + 3 * DAY;
    // The server rendered two minutes before the browser runs the page.
    const html = renderToString(<CountdownClock targetMs={target} renderedAt={NOW - 2 * MINUTE} />);
    expect(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '')).toBe('3 дня 0 часов 2 минуты');
    // After the effect the browser's own clock applies.
    render(<CountdownClock targetMs={target} renderedAt={NOW - 2 * MINUTE} />);
    expect(shown()).toEqual(['3 дня', '0 часов', '0 минут']);
  });
});
