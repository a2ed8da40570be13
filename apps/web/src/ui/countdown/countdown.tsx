// Countdown({ target }): days, hours and minutes left until a date (a promotion's end, say).
// A server component that stamps the render moment, so the client's first render matches the
// server's HTML; CountdownClock then ticks in the browser.
import { CountdownClock } from './countdown-clock';

export interface CountdownProps {
  /** A Date, epoch milliseconds or an ISO string (as the CMS gives dates). */
  target: Date | number | string;
  label?: string;
}

export function Countdown({ target, label }: CountdownProps) {
  const targetMs = target instanceof Date ? target.getTime() : typeof target === 'number' ? target : Date.parse(target);
  // eslint-disable-next-line react-hooks/purity -- a server component: the moment of the render is the point
  return <CountdownClock targetMs={Number.isFinite(targetMs) ? targetMs : 0} renderedAt={Date.now()} label={label} />;
}
