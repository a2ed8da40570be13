// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testPhoto } from '@/platform/seo/test-photo';
import type { SeoContent } from '@/upstream/content';
import { SeoPage } from './seo-page';

const entry: SeoContent = {
  id: 3,
  slug: 'studii-v-krasnodare',
  title: 'Студии в Краснодаре',
  body: '# Почему студия\n\nКомпактно и **выгодно**.\n\n<script>alert(1)</script>\n\n[опасно](javascript:alert(1))',
  seo: {
    metaTitle: null,
    metaDescription: null,
    metaImage: testPhoto('meta', { alt: 'Двор без машин' }),
    openGraph: { title: null, description: null, image: testPhoto('og'), url: null, type: null },
  },
};

describe('SeoPage', () => {
  it('shows one h1 with the title, breadcrumbs home and the meta image', () => {
    render(<SeoPage entry={entry} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Студии в Краснодаре']);
    expect(screen.getByRole('link', { name: 'Главная' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('img', { name: 'Двор без машин' }).getAttribute('src')).toBe('https://cms.test/uploads/medium_meta.jpg');
  });

  it('renders the markdown body without raw HTML or script links', () => {
    const { container } = render(<SeoPage entry={entry} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Почему студия' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('выгодно');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('falls back to the openGraph image and shows no figure without any image', () => {
    const { container, rerender } = render(<SeoPage entry={{ ...entry, seo: { ...entry.seo!, metaImage: null } }} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cms.test/uploads/medium_og.jpg');
    rerender(<SeoPage entry={{ ...entry, seo: null }} />);
    expect(container.querySelector('figure')).toBeNull();
  });
});
