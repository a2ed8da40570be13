// A CMS photo as a plain responsive <img>: the chosen variant as src, every distinct variant in
// srcset, and width/height so the browser reserves the space before the image arrives.
import type { Photo, PhotoVariantName } from '@/upstream/content/types';

interface ResponsivePhotoProps {
  photo: Photo;
  alt: string;
  /** The variant used as `src` and for the intrinsic size. */
  variant?: PhotoVariantName;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
  className?: string;
}

const ORDER: readonly PhotoVariantName[] = ['small', 'medium', 'large', 'xlarge'];

export function photoSrcSet(photo: Photo): string | undefined {
  const seen = new Set<string>();
  const candidates: string[] = [];
  for (const name of ORDER) {
    const variant = photo.variants[name];
    if (variant.width === null || seen.has(variant.url)) continue;
    seen.add(variant.url);
    candidates.push(`${variant.url} ${variant.width}w`);
  }
  return candidates.length > 1 ? candidates.join(', ') : undefined;
}

export function ResponsivePhoto({ photo, alt, variant = 'medium', sizes, priority = false, className }: ResponsivePhotoProps) {
  const chosen = photo.variants[variant];
  return (
    <img
      className={className}
      src={chosen.url}
      srcSet={photoSrcSet(photo)}
      sizes={sizes}
      width={chosen.width ?? undefined}
      height={chosen.height ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
