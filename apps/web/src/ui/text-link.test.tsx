// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextLink } from './text-link';

describe('TextLink', () => {
  it('links a page of the site in the same tab', () => {
    render(<TextLink href="/our-projects">Все проекты</TextLink>);
    const link = screen.getByRole('link', { name: 'Все проекты' });
    expect(link.getAttribute('href')).toBe('/our-projects');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens another site in a new tab, safely, and says so to screen readers', () => {
    render(<TextLink href="https://дом.рф">Единая информационная система</TextLink>);
    // Browsers keep the space before the bracket; jsdom's name computation trims it.
    const link = screen.getByRole('link', { name: /^Единая информационная система ?\(откроется в новой вкладке\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('the arrow look changes only the look, not the name', () => {
    render(
      <TextLink href="/posts" arrow>
        Все новости
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Все новости' });
    expect(link.className.split(' ')).toHaveLength(2);
  });
});
