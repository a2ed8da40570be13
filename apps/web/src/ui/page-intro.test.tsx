// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageIntro } from './page-intro';

describe('PageIntro', () => {
  it('gives the page its one h1 with the id a section points at, the lead under it', () => {
    render(<PageIntro title="Машино-места" titleId="listing-title" lead="В подземных паркингах." breadcrumbs={<nav aria-label="Вы здесь">Главная</nav>} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Машино-места' });
    expect(heading.id).toBe('listing-title');
    expect(screen.getByText('В подземных паркингах.').tagName).toBe('P');
    // The breadcrumbs come first, as a reader meets them.
    expect(screen.getByRole('navigation', { name: 'Вы здесь' }).compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no empty paragraph without a lead, and can be the page header', () => {
    const { container } = render(<PageIntro title="Компоненты" as="header" />);
    expect(container.querySelector('p')).toBeNull();
    expect(container.firstElementChild?.tagName).toBe('HEADER');
  });
});
