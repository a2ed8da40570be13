// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { unitTexts } from '../texts';
import { SimilarUnits } from './similar-units';

afterEach(cleanup);

describe('SimilarUnits', () => {
  it('with none on sale, ends its sentence on the link to the listing', () => {
    const { container } = render(<SimilarUnits units={[]} listing={unitTexts.listings.commercial} />);
    expect(container.textContent).toBe('Похожих вариантов сейчас нет в продаже. Посмотрите все предложения в разделе «Коммерческие помещения».');
    expect(screen.getByRole('link', { name: '«Коммерческие помещения»' }).getAttribute('href')).toBe('/commercial');
  });
});
