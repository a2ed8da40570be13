'use client';
// The chart's code is not in the page's first load: it is imported when its place scrolls near the
// viewport (or the browser is idle), and the reserved box keeps the layout still meanwhile.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ScheduleYear } from '@/lib/finance';
import { loansTexts } from '../texts';
import styles from './calculator.module.css';
import type { ScheduleChartProps } from './schedule-chart';

export function LazyScheduleChart({ rows }: { rows: readonly ScheduleYear[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [Chart, setChart] = useState<ComponentType<ScheduleChartProps> | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || Chart) return;
    let cancelled = false;
    const load = () => {
      void import('./schedule-chart').then((module) => {
        if (!cancelled) setChart(() => module.ScheduleChart);
      });
    };
    if (!('IntersectionObserver' in window)) {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [Chart]);

  return (
    <div ref={box} className={styles.chartBox}>
      {Chart ? <Chart rows={rows} /> : <p className={styles.chartLoading}>{loansTexts.schedule.loading}</p>}
    </div>
  );
}
