// The Photo of spec §3: made by the CMS client (upstream/content), shown by ui/. It lives here so
// both may use it without one layer importing the other.

export type PhotoVariantName = 'small' | 'medium' | 'large' | 'xlarge';

export interface PhotoVariant {
  /** Absolute URL. */
  url: string;
  width: number | null;
  height: number | null;
}

/** An uploaded image or video. Every variant exists: a missing format falls back to the original. */
export interface Photo {
  id: number;
  url: string;
  width: number | null;
  height: number | null;
  variants: Record<PhotoVariantName, PhotoVariant>;
  alt: string | null;
  mime: string | null;
  /** True when the mime type contains "video". */
  isVideo: boolean;
}
