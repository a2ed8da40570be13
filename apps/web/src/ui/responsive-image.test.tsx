// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Photo } from '@/upstream/content/types';
import { ResponsiveImage } from './responsive-image';

const variant = (name: string, width: number, height: number) => ({ url: `http://cms.test/uploads/${name}.jpg`, width, height });

const photo: Photo = {
  id: 1,
  url: 'http://cms.test/uploads/original.jpg',
  width: 2400,
  height: 1600,
  variants: {
    small: variant('small', 500, 333),
    medium: variant('medium', 750, 500),
    large: variant('large', 1000, 667),
    xlarge: variant('xlarge', 1920, 1280),
  },
  alt: null,
  mime: 'image/jpeg',
  isVideo: false,
};

describe('ResponsiveImage', () => {
  it('serves medium below 768 px and xlarge above, each with its own size', () => {
    const { container } = render(<ResponsiveImage photo={photo} alt="Фасад" />);
    const source = container.querySelector('picture > source');
    const image = container.querySelector('picture > img');
    expect(source?.getAttribute('media')).toBe('(min-width: 768px)');
    expect(source?.getAttribute('srcset')).toBe('http://cms.test/uploads/xlarge.jpg');
    expect(source?.getAttribute('width')).toBe('1920');
    expect(source?.getAttribute('height')).toBe('1280');
    expect(image?.getAttribute('src')).toBe('http://cms.test/uploads/medium.jpg');
    expect(image?.getAttribute('width')).toBe('750');
    expect(image?.getAttribute('height')).toBe('500');
    expect(image?.getAttribute('alt')).toBe('Фасад');
    expect(image?.getAttribute('loading')).toBe('lazy');
  });

  it('has no wide source when Strapi made no xlarge (both fall back to the same file)', () => {
    const same: Photo = { ...photo, variants: { ...photo.variants, xlarge: photo.variants.medium } };
    const { container } = render(<ResponsiveImage photo={same} alt="" priority />);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });
});
