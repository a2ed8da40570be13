'use client';
// The body of a gallery's dialog: the open photo in the zoomable viewer, the previous and next
// buttons with the count, the arrow keys and a sideways swipe of a photo not zoomed in. A chunk of
// its own with the viewer, fetched when the first photo is opened (gallery-viewer.tsx).
import { useEffect, useRef, type CSSProperties, type TouchEvent } from 'react';
import { ImageViewer } from '@/ui/image-viewer/image-viewer';
import { projectTexts as t } from '../../texts';
import type { ViewerPhoto } from './gallery-viewer';
import styles from './project-page.module.css';

/** A swipe is a sideways move this long at least, and twice as wide as it is tall. */
const SWIPE_MIN_PX = 48;

export interface GalleryStageProps {
  photos: readonly ViewerPhoto[];
  index: number;
  /** Moves to the photo `delta` away, round from the last to the first. */
  onStep: (delta: number) => void;
}

export function GalleryStage({ photos, index, onStep }: GalleryStageProps) {
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const photo = photos[index];
  const many = photos.length > 1;
  const latestStep = useRef(onStep);
  useEffect(() => {
    latestStep.current = onStep;
  });

  // The arrow keys wherever focus is in the open dialog (the stage lives only while it is open;
  // the dialog keeps focus inside itself), the close button included.
  useEffect(() => {
    if (!many) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // With a modifier the keys are the browser's (Alt+← is Back) or a text field's.
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      latestStep.current(event.key === 'ArrowRight' ? 1 : -1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [many]);

  if (!photo) return null;
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    swipeStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = swipeStart.current;
    const touch = event.changedTouches[0];
    swipeStart.current = null;
    // A photo zoomed in is being panned, not swiped.
    if (!many || !start || !touch || event.currentTarget.querySelector('[data-zoomed]')) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > 2 * Math.abs(touch.clientY - start.y)) onStep(dx < 0 ? 1 : -1);
  };

  return (
    <div className={styles.viewer} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <div className={styles.viewerPhoto} style={{ '--photo-ratio': `${photo.width} / ${photo.height}` } as CSSProperties}>
        <ImageViewer key={photo.src} src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} />
      </div>
      {many ? (
        <div className={styles.viewerControls}>
          <button type="button" className={styles.viewerStep} onClick={() => onStep(-1)}>
            ← {t.galleryPrevious}
          </button>
          <span aria-live="polite">{t.galleryCounter(index + 1, photos.length)}</span>
          <button type="button" className={styles.viewerStep} onClick={() => onStep(1)}>
            {t.galleryNext} →
          </button>
        </div>
      ) : null}
    </div>
  );
}
