// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Photo } from '@/lib/photo';
import { photoSrcSet, ResponsivePhoto } from './responsive-photo';

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

describe('ResponsivePhoto', () => {
  it('offers phones the variants up to medium and wider screens every variant, with the sizes given', () => {
    const { container } = render(<ResponsivePhoto photo={photo} alt="Фасад" sizes="100vw" />);
    const source = container.querySelector('picture > source');
    const image = container.querySelector('picture > img');
    expect(source?.getAttribute('media')).toBe('(min-width: 768px)');
    expect(source?.getAttribute('srcset')).toBe(
      'http://cms.test/uploads/small.jpg 500w, http://cms.test/uploads/medium.jpg 750w, http://cms.test/uploads/large.jpg 1000w, http://cms.test/uploads/xlarge.jpg 1920w',
    );
    expect(source?.getAttribute('sizes')).toBe('100vw');
    expect(image?.getAttribute('srcset')).toBe('http://cms.test/uploads/small.jpg 500w, http://cms.test/uploads/medium.jpg 750w');
    expect(image?.getAttribute('src')).toBe('http://cms.test/uploads/medium.jpg');
    expect(image?.getAttribute('sizes')).toBe('100vw');
    expect(image?.getAttribute('width')).toBe('750');
    expect(image?.getAttribute('height')).toBe('500');
    expect(image?.getAttribute('alt')).toBe('Фасад');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads an above-the-fold photo at once, with high priority', () => {
    const { container } = render(<ResponsivePhoto photo={photo} alt="" sizes="100vw" priority />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });

  it('loads a photo of the first screen that is not its largest at once, at the browser\'s own priority', () => {
    const { container } = render(<ResponsivePhoto photo={photo} alt="" sizes="100vw" eager />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBeNull();
  });

  it('has no wide source when Strapi made nothing above medium (the larger formats fall back to the original)', () => {
    const small: Photo = {
      ...photo,
      variants: { ...photo.variants, large: { url: photo.url, width: null, height: null }, xlarge: { url: photo.url, width: null, height: null } },
    };
    const { container } = render(<ResponsivePhoto photo={small} alt="" sizes="100vw" />);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('srcset')).toBe('http://cms.test/uploads/small.jpg 500w, http://cms.test/uploads/medium.jpg 750w');
  });
});

describe('photoSrcSet', () => {
  it('lists each distinct file once and skips files of unknown width', () => {
    const same: Photo = { ...photo, variants: { ...photo.variants, large: photo.variants.medium, xlarge: { url: photo.url, width: null, height: null } } };
    expect(photoSrcSet(same)).toBe('http://cms.test/uploads/small.jpg 500w, http://cms.test/uploads/medium.jpg 750w');
  });

  it('gives the plain medium URL when only one file is known', () => {
    const one: Photo = { ...photo, variants: { small: photo.variants.medium, medium: photo.variants.medium, large: photo.variants.medium, xlarge: photo.variants.medium } };
    expect(photoSrcSet(one)).toBe('http://cms.test/uploads/medium.jpg');
  });
});
