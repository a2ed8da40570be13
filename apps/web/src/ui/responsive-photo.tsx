// A CMS photo, responsive the way spec §9 asks: below 768 px the browser chooses among the
// variants up to medium, from 768 px up among all of them (xlarge for a full-width photo), by how
// wide the photo is shown (`sizes`). The width and height of the medium variant reserve the box,
// so nothing shifts when the file arrives (every variant has the original's proportions).
import type { Photo, PhotoVariantName } from '@/lib/photo';

/** The breakpoint of the spec: below it phones get at most the medium variant. */
export const WIDE_MEDIA = '(min-width: 768px)';

const PHONE_VARIANTS: readonly PhotoVariantName[] = ['small', 'medium'];
const ALL_VARIANTS: readonly PhotoVariantName[] = ['small', 'medium', 'large', 'xlarge'];

interface ResponsivePhotoProps {
  photo: Photo;
  alt: string;
  /** How wide the photo is shown at each viewport width (the `sizes` attribute). */
  sizes: string;
  /** The first screen's largest picture (the LCP): load at once with high priority instead of lazily. */
  priority?: boolean;
  /**
   * In the first screen on some widths but not the largest picture: load at once, at the priority
   * the browser gives a picture it lays out in view, so it does not compete with the LCP picture.
   */
  eager?: boolean;
  className?: string;
}

/**
 * The `srcset` of the named variants: each distinct file with its width. A single file, or
 * files of unknown width, give its plain URL.
 */
export function photoSrcSet(photo: Photo, names: readonly PhotoVariantName[] = ALL_VARIANTS): string {
  const seen = new Set<string>();
  const candidates: string[] = [];
  for (const name of names) {
    const variant = photo.variants[name];
    if (variant.width === null || seen.has(variant.url)) continue;
    seen.add(variant.url);
    candidates.push(`${variant.url} ${variant.width}w`);
  }
  return candidates.length > 1 ? candidates.join(', ') : photo.variants.medium.url;
}

export function ResponsivePhoto({ photo, alt, sizes, priority = false, eager = false, className }: ResponsivePhotoProps) {
  const fallback = photo.variants.medium;
  const phone = photoSrcSet(photo, PHONE_VARIANTS);
  const wide = photoSrcSet(photo, ALL_VARIANTS);
  return (
    <picture>
      {wide !== phone ? <source media={WIDE_MEDIA} srcSet={wide} sizes={sizes} /> : null}
      <img
        className={className}
        src={fallback.url}
        srcSet={phone}
        sizes={sizes}
        width={fallback.width ?? undefined}
        height={fallback.height ?? undefined}
        alt={alt}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
