// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mortgageSchedule } from '@/lib/finance';
import { ScheduleChart, scaleTop } from './schedule-chart';

describe('scaleTop', () => {
  it('rounds the largest year up to an even step of its two leading digits', () => {
    expect(scaleTop(511_680)).toBe(520_000);
    expect(scaleTop(520_000)).toBe(520_000);
    expect(scaleTop(1_234_567)).toBe(1_400_000);
    expect(scaleTop(98_100)).toBe(100_000);
    expect(scaleTop(7)).toBe(8);
    expect(scaleTop(0)).toBe(1);
  });
});

describe('ScheduleChart', () => {
  it('labels the scale with exact short prices and draws the largest year below its top', () => {
    const rows = mortgageSchedule({ price: 5_000_000, downPayment: 1_000_000, rate: 6, years: 20 });
    const { container } = render(<ScheduleChart rows={rows} />);
    const labels = [...container.querySelectorAll('[class*="axis"]:not([data-scale]) span')].map((span) => span.textContent?.replace(/\s/g, ' '));
    const largest = Math.max(...rows.map((row) => row.principal + row.interest));
    const top = scaleTop(largest);
    expect(top).toBeGreaterThanOrEqual(largest);
    expect(labels).toEqual([`${top / 1000} тыс. ₽`, `${top / 2000} тыс. ₽`, '0']);
    const heights = [...container.querySelectorAll<HTMLElement>('[class*="bars"] > div')].map((bar) => parseFloat(bar.style.height));
    expect(Math.max(...heights)).toBeLessThanOrEqual(100);
    expect(Math.max(...heights)).toBeGreaterThan(90);
    expect(screen.getByRole('img')).toBeTruthy();
  });

  it('draws the remaining debt on its own scale, whose top is the loan rounded up, not on the payments’ scale', () => {
    // A loan of 4 850 000 ₽: the debt scale reads 5 млн and 2,5 млн ₽, the line starts just below its top.
    const rows = mortgageSchedule({ price: 6_000_000, downPayment: 1_150_000, rate: 6, years: 20 });
    const { container } = render(<ScheduleChart rows={rows} />);
    const debtLabels = [...container.querySelectorAll('[data-scale="debt"] span')].map((span) => span.textContent?.replace(/\s/g, ' '));
    expect(debtLabels).toEqual(['5 млн ₽', '2,5 млн ₽', '0']);
    const points = container.querySelector('polyline')!.getAttribute('points')!.split(' ').map((point) => point.split(',').map(Number));
    expect(points[0]![1]).toBeCloseTo(100 - (4_850_000 / 5_000_000) * 100, 5);
    expect(points.at(-1)).toEqual([100, 100]);
  });
});
