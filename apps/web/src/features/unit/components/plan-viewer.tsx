'use client';
// The unit's plan: a plain image first (the page's largest element, no script needed), swapped for
// the zoomable viewer when the pointer comes over it or, on a screen with a mouse, once the browser
// is idle (so the first hover already zooms). On a touch screen the first touch loads it, sparing
// phones the script until someone wants it. The viewer's code is a chunk of its own, never part of
// the page's first load; if it cannot be fetched, the plain image stays.
import { useEffect, useState } from 'react';
import { imageViewer } from '@/ui/image-viewer/on-demand';
import { PointerHint } from '@/ui/pointer-hint/pointer-hint';
import styles from './unit-page.module.css';

export interface PlanViewerProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** How to zoom, under the plan: with a mouse («Наведите курсор…») and on a touch screen («Коснитесь…»). */
  hint: { pointer: string; touch: string };
}

export function PlanViewer({ src, alt, width, height, hint }: PlanViewerProps) {
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (live || typeof window.matchMedia !== 'function' || !window.matchMedia('(hover: hover)').matches) return;
    // Old Safari has no requestIdleCallback: a short timeout is idle enough.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setLive(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setLive(true), 1500);
    return () => window.clearTimeout(id);
  }, [live]);

  const still = <img src={src} alt={alt} width={width} height={height} className={styles.planImage} fetchPriority="high" />;
  return (
    <>
      <div className={styles.planFrame} onPointerEnter={() => setLive(true)} onPointerDown={() => setLive(true)} data-plan-viewer={live ? 'live' : 'still'}>
        {live ? (
          <imageViewer.Component src={src} alt={alt} width={width} height={height} className={styles.planViewer} fallback={still} failed={still} />
        ) : (
          still
        )}
      </div>
      <PointerHint className={styles.planHint} pointer={hint.pointer} touch={hint.touch} />
    </>
  );
}
