'use client';
// An image the visitor can zoom and pan (plans, renders): hover zooms in, the pointer pans, leaving
// fits it back. If the image fails to load the viewer stops and says so under the frame.
import { useEffect, useRef, useState } from 'react';
import { PanZoomViewer, type ViewerOptions } from './pan-zoom';
import styles from './image-viewer.module.css';

export interface ImageViewerProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  options?: Partial<ViewerOptions>;
  className?: string;
}

export function ImageViewer({ src, alt, width, height, options, className }: ImageViewerProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setFailed(false);
    const viewer = new PanZoomViewer(frameRef.current, options, () => setFailed(true));
    return () => viewer.destroy();
    // The options object is read once per image; a new src builds a new viewer.
  }, [src]);

  return (
    <figure className={`${styles.figure} ${className ?? ''}`}>
      <div ref={frameRef} className={styles.frame} data-viewer-state={failed ? 'stopped' : 'ready'}>
        <div className={styles.content}>
          <img src={src} alt={alt} width={width} height={height} className={styles.image} draggable={false} />
        </div>
      </div>
      {failed ? <figcaption role="status">Не удалось загрузить изображение.</figcaption> : null}
    </figure>
  );
}
