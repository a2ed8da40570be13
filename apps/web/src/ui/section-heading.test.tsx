// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionHeading } from './section-heading';

describe('SectionHeading', () => {
  it('is an h2 by default, with the id a section can be labelled by', () => {
    render(
      <section aria-labelledby="projects">
        <SectionHeading id="projects" title="Наши проекты" />
      </section>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Наши проекты' });
    expect(heading.id).toBe('projects');
    expect(screen.getByRole('region', { name: 'Наши проекты' })).toBeTruthy();
  });

  it('takes the level it is given', () => {
    render(<SectionHeading title="Квартиры" level={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Квартиры' })).toBeTruthy();
  });

  it('shows the lead under the title and the action beside it, outside the heading', () => {
    render(<SectionHeading title="Новости" lead="Что происходит на стройках" action={<a href="/posts">Все новости</a>} />);
    const heading = screen.getByRole('heading', { name: 'Новости' });
    expect(heading.textContent).toBe('Новости');
    expect(screen.getByText('Что происходит на стройках').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Все новости' })).toBeTruthy();
  });

  it('leaves out the lead and action when not given', () => {
    const { container } = render(<SectionHeading title="Новости" />);
    expect(container.querySelector('p')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
