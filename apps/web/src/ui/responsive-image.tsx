// A CMS photo for wide placements (spec §2/§9): the medium variant below 768 px, the xlarge one
// from 768 px up, through <picture>. Each source carries its own width and height, so the browser
// reserves the right box for whichever variant it picks and nothing shifts when it arrives.
import type { Photo } from '@/upstream/content/types';

/** The breakpoint of the spec: below it phones get the medium variant. */
export const WIDE_MEDIA = '(min-width: 768px)';

interface ResponsiveImageProps {
  photo: Photo;
  alt: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({ photo, alt, priority = false, className }: ResponsiveImageProps) {
  const small = photo.variants.medium;
  const wide = photo.variants.xlarge;
  return (
    <picture>
      {wide.url !== small.url ? (
        <source media={WIDE_MEDIA} srcSet={wide.url} width={wide.width ?? undefined} height={wide.height ?? undefined} />
      ) : null}
      <img
        className={className}
        src={small.url}
        width={small.width ?? undefined}
        height={small.height ?? undefined}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
