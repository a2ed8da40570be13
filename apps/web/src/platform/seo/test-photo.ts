// Test factory of a domain Photo (every variant present, as reshape guarantees).
import type { Photo } from '@/upstream/content';

export function testPhoto(name: string, overrides: Partial<Photo> = {}): Photo {
  const variant = (suffix: string, width: number) => ({ url: `https://cms.test/uploads/${suffix}_${name}.jpg`, width, height: Math.round(width / 1.5) });
  return {
    id: 1,
    url: `https://cms.test/uploads/${name}.jpg`,
    width: 2048,
    height: 1366,
    variants: { small: variant('small', 500), medium: variant('medium', 750), large: variant('large', 1000), xlarge: variant('xlarge', 1920) },
    alt: null,
    mime: 'image/jpeg',
    isVideo: false,
    ...overrides,
  };
}
