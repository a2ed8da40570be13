'use client';
// The chart's code is not in the page's first load: it is imported when its place scrolls near the
// viewport, and the reserved box keeps the layout still meanwhile. If it cannot load, the box stays
// empty: the table of the same figures is below it.
import { useRef } from 'react';
import type { ScheduleYear } from '@/lib/finance';
import { onDemand } from '@/ui/on-demand/on-demand';
import { useNearViewport } from '@/ui/on-demand/use-near-viewport';
import { loansTexts } from '../texts';
import styles from './calculator.module.css';

const scheduleChart = onDemand(() => import('./schedule-chart').then((module) => module.ScheduleChart));

export function LazyScheduleChart({ rows }: { rows: readonly ScheduleYear[] }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '200px');
  const loading = <p className={styles.chartLoading}>{loansTexts.schedule.loading}</p>;
  return (
    <div ref={box} className={styles.chartBox}>
      {near ? <scheduleChart.Component rows={rows} fallback={loading} failed={null} /> : loading}
    </div>
  );
}
