'use client';
// The opener of a gallery: each thumbnail (rendered on the server) is a button; a click or Enter
// opens the photo in the zoomable image viewer inside a dialog, with the previous and next photo.
// The viewer's code is loaded when the first photo is opened, not with the page.
import { Children, useState, type ReactNode } from 'react';
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

export function GalleryViewer({ title, photos, children, className }: GalleryViewerProps) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = Children.toArray(children);
  const photo = open === null ? undefined : photos[open];
  const step = (delta: number) => setOpen((current) => (current === null ? null : (current + delta + photos.length) % photos.length));
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
          <div className={styles.viewer}>
            <imageViewer.Component
              key={photo.src}
              src={photo.src}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              fallback={<div className={styles.viewerLoading} />}
              failed={<img src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} className={styles.viewerStill} />}
            />
            {photos.length > 1 ? (
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
