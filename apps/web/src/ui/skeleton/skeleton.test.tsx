// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonBlock, SkeletonCard, SkeletonGroup, SkeletonText } from './skeleton';

describe('Skeleton', () => {
  it('a group says «Загрузка…» once, as a status, and hides its shapes from screen readers', () => {
    const { container } = render(
      <SkeletonGroup>
        <SkeletonCard />
        <SkeletonCard />
        <SkeletonText lines={4} />
        <SkeletonBlock ratio="hero" />
      </SkeletonGroup>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses).toHaveLength(1);
    expect(statuses[0]!.textContent).toBe('Загрузка…');
    expect(statuses[0]!.className).toBe('visually-hidden');
    const group = container.firstElementChild!;
    expect(group.getAttribute('aria-busy')).toBe('true');
    const shapes = group.querySelector('[aria-hidden="true"]')!;
    expect(shapes.children).toHaveLength(4);
    // Nothing but the status is left for the accessibility tree.
    expect(shapes.textContent).toBe('');
  });

  it('draws the number of lines asked for', () => {
    const { container } = render(
      <SkeletonGroup label="Загружаем квартиры…">
        <SkeletonText lines={5} />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status').textContent).toBe('Загружаем квартиры…');
    expect(container.querySelectorAll('[aria-hidden="true"] span')).toHaveLength(5);
  });
});
