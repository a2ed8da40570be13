'use client';
// A link whose page is fetched in the background only once the visitor shows they mean to open it:
// the pointer rests on it for INTENT_DELAY_MS, a finger touches it, or it takes keyboard focus.
// Then Next prefetches the whole page (route and data), so the click shows it without waiting for
// the server. Before that nothing is prefetched: a listing shows dozens of cards, and a prefetch of
// each on sight would be a server render per card (docs/performance.md, "From a listing to a unit
// page and back"). A pointer that only passes over the cards on its way elsewhere starts nothing.
import Link from 'next/link';
import { useEffect, useRef, useState, type ComponentProps, type FocusEvent, type PointerEvent, type TouchEvent } from 'react';

/** How long the pointer rests on a link before its page is prefetched. */
export const INTENT_DELAY_MS = 80;

export type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

export function IntentLink({ onPointerEnter, onPointerLeave, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopWaiting = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => stopWaiting, []);

  return (
    <Link
      {...props}
      // false → true: Next mounts the link again with a full prefetch, which starts at once.
      prefetch={intent}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        if (!intent && event.pointerType === 'mouse') {
          stopWaiting();
          timer.current = setTimeout(() => setIntent(true), INTENT_DELAY_MS);
        }
      }}
      onPointerLeave={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerLeave?.(event);
        stopWaiting();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        setIntent(true);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        // Keyboard focus only: a click focuses the link too, and is already on its way.
        if (event.currentTarget.matches(':focus-visible')) setIntent(true);
      }}
    />
  );
}
