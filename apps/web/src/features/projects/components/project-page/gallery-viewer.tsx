'use client';
// The opener of a gallery: each thumbnail (rendered on the server) is a button; a click or Enter
// opens the photo in a dialog (gallery-stage.tsx: the zoomable viewer, the previous and next photo,
// arrow keys and swipes). The dialog body's code is loaded when the first photo is opened, not
// with the page; if it cannot be, the dialog shows the photo as it is.
import { Children, useState, type ReactNode } from 'react';
import { Modal } from '@/ui/modal/modal';
import { onDemand } from '@/ui/on-demand/on-demand';
import styles from './project-page.module.css';

const galleryStage = onDemand(() => import('./gallery-stage').then((module) => module.GalleryStage));

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
      <Modal open={photo !== undefined} onClose={() => setOpen(null)} title={title} size="media">
        {photo ? (
          <galleryStage.Component
            photos={photos}
            index={open ?? 0}
            onStep={step}
            fallback={<div className={styles.viewerLoading} />}
            failed={<img src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} className={styles.viewerStill} />}
          />
        ) : null}
      </Modal>
    </>
  );
}
