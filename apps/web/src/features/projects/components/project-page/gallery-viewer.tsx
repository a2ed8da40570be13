'use client';
// The opener of a gallery: each thumbnail (rendered on the server) is a button; a click or Enter
// opens the photo in the zoomable image viewer inside a dialog, with the previous and next photo
// (also the arrow keys, and a sideways swipe of a photo that is not zoomed in).
// The viewer's code is loaded when the first photo is opened, not with the page.
import { Children, useRef, useState, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import { imageViewer } from '@/ui/image-viewer/on-demand';
import { Modal } from '@/ui/modal/modal';
import { projectTexts as t } from '../../texts';
import styles from './project-page.module.css';

export interface ViewerPhoto {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** The thumbnail button's accessible name: «Открыть фото 2 из 5: …». */
  openLabel: string;
}

export interface GalleryViewerProps {
  /** The dialog's title. */
  title: string;
  photos: readonly ViewerPhoto[];
  /** One thumbnail per photo, in the same order. */
  children: ReactNode;
  className?: string;
}

/** A swipe is a sideways move this long at least, and twice as wide as it is tall. */
const SWIPE_MIN_PX = 48;

export function GalleryViewer({ title, photos, children, className }: GalleryViewerProps) {
  const [open, setOpen] = useState<number | null>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const thumbnails = Children.toArray(children);
  const photo = open === null ? undefined : photos[open];
  const many = photos.length > 1;
  const step = (delta: number) => setOpen((current) => (current === null ? null : (current + delta + photos.length) % photos.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (!many || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    step(event.key === 'ArrowRight' ? 1 : -1);
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    swipeStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = swipeStart.current;
    const touch = event.changedTouches[0];
    swipeStart.current = null;
    // A photo zoomed in (the viewer scales its content) is being panned, not swiped.
    if (!many || !start || !touch || event.currentTarget.querySelector('[style*="scale"]')) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > 2 * Math.abs(touch.clientY - start.y)) step(dx < 0 ? 1 : -1);
  };
  return (
    <>
      <ul className={[styles.gallery, className].filter(Boolean).join(' ')}>
        {thumbnails.map((thumbnail, index) => (
          <li key={photos[index]?.src ?? index} className={styles.galleryItem}>
            <button type="button" className={styles.galleryButton} aria-haspopup="dialog" aria-label={photos[index]?.openLabel} onClick={() => setOpen(index)}>
              {thumbnail}
            </button>
          </li>
        ))}
      </ul>
      <Modal open={photo !== undefined} onClose={() => setOpen(null)} title={title} size="wide">
        {photo ? (
          // The arrow keys anywhere in the dialog's body: its buttons are the focusable things there.
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions
          <div className={styles.viewer} onKeyDown={onKeyDown} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
            <imageViewer.Component
              key={photo.src}
              src={photo.src}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              fallback={<div className={styles.viewerLoading} />}
              failed={<img src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} className={styles.viewerStill} />}
            />
            {many ? (
              <div className={styles.viewerControls}>
                <button type="button" className={styles.viewerStep} onClick={() => step(-1)}>
                  ← {t.galleryPrevious}
                </button>
                <span aria-live="polite">{t.galleryCounter((open ?? 0) + 1, photos.length)}</span>
                <button type="button" className={styles.viewerStep} onClick={() => step(1)}>
                  {t.galleryNext} →
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </Modal>
    </>
  );
}
