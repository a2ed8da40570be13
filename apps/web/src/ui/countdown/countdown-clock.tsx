'use client';
// The ticking part of the countdown. The first render uses the moment the server rendered, so
// hydration sees the same numbers; the client then moves to its own clock and updates each
// time the minutes change.
import { Fragment, useEffect, useState } from 'react';
import styles from './countdown.module.css';
import { msUntilNextChange, timeLeft, unitLabel, type TimeLeft } from './countdown-parts';

export interface CountdownClockProps {
  /** Target moment, epoch milliseconds. */
  targetMs: number;
  /** The moment the server rendered, epoch milliseconds. */
  renderedAt: number;
  label?: string;
}

const UNITS: ReadonlyArray<keyof TimeLeft> = ['days', 'hours', 'minutes'];

export function CountdownClock({ targetMs, renderedAt, label = 'До окончания осталось' }: CountdownClockProps) {
  const [now, setNow] = useState(renderedAt);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const delay = msUntilNextChange(targetMs, current);
      // 50 ms past the boundary, so the new minute is certainly reached when the timer fires.
      if (delay !== null) timer = setTimeout(tick, delay + 50);
    };
    tick();
    return () => clearTimeout(timer);
  }, [targetMs]);

  const left = timeLeft(targetMs, now);
  return (
    <div role="timer" aria-label={label} className={styles.countdown}>
      {UNITS.map((unit, index) => (
        <Fragment key={unit}>
          {/* A space between the units, so the text reads "3 дня 0 часов", not "3 дня0 часов". */}
          {index > 0 ? ' ' : null}
          <span className={styles.unit} data-unit={unit}>
            <span className={styles.value}>{left[unit]}</span> <span className={styles.label}>{unitLabel(unit, left[unit])}</span>
          </span>
        </Fragment>
      ))}
    </div>
  );
}
