// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATUS_LABELS, StatusBadge, type UnitStatus } from './status-badge';

describe('StatusBadge', () => {
  it.each([
    ['AVAILABLE', 'В продаже'],
    ['BOOKED', 'Забронировано'],
    ['SOLD', 'Продано'],
  ] as Array<[UnitStatus, string]>)('says %s in words (%s), never by colour alone', (status, words) => {
    const { container } = render(<StatusBadge status={status} />);
    const badge = container.firstElementChild!;
    expect(badge.textContent).toBe(words);
    expect(badge.getAttribute('data-status')).toBe(status);
    // The coloured dot is decoration.
    expect(badge.querySelector('[aria-hidden="true"]')?.textContent).toBe('');
  });

  it('has a label for every status', () => {
    expect(Object.keys(STATUS_LABELS).sort()).toEqual(['AVAILABLE', 'BOOKED', 'SOLD']);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says the word of another list for the same state when given one (a tender «Приём заявок»)', () => {
    const { container } = render(<StatusBadge status="AVAILABLE" label="Приём заявок" />);
    expect(container.firstElementChild?.textContent).toBe('Приём заявок');
  });
});
