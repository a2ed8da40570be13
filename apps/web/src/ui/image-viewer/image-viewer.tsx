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
  // A failure belongs to the image it happened with: a new src starts without one.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  // The options are read when a viewer is built (once per image), so a new object each render
  // does not rebuild it.
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    const viewer = new PanZoomViewer(frameRef.current, optionsRef.current, () => setFailedSrc(src));
    return () => viewer.destroy();
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
