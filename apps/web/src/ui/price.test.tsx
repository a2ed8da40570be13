// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

const NBSP = '\u00a0';
const nb = (text: string) => text.replaceAll(' ', NBSP);

describe('Price', () => {
  it('writes a full price with non-breaking spaces', () => {
    const { container } = render(<Price value={5_240_000} />);
    expect(container.textContent).toBe(nb('5 240 000 ₽'));
  });

  it('writes "от" and the short form for cards', () => {
    const { container, rerender } = render(<Price value={5_240_000} from short />);
    expect(container.textContent).toBe(nb('от 5,24 млн ₽'));
    rerender(<Price value={5_240_000} from />);
    expect(container.textContent).toBe(nb('от 5 240 000 ₽'));
    rerender(<Price value={850_500} short />);
    expect(container.textContent).toBe(nb('850 тыс. ₽'));
  });

  it('strikes the old price through and tells screen readers it is the old one', () => {
    const { container } = render(<Price value={5_240_000} oldValue={5_800_000} />);
    const struck = container.querySelector('s')!;
    expect(struck).not.toBeNull();
    expect(struck.textContent).toBe(`Цена до скидки: ${nb('5 800 000 ₽')}`);
    // The words are for screen readers only; the eye sees the strike.
    expect(struck.querySelector('.visually-hidden')?.textContent).toBe('Цена до скидки: ');
    expect(container.textContent.startsWith(nb('5 240 000 ₽'))).toBe(true);
  });

  it('writes the old price in the short form beside a short price', () => {
    const { container } = render(<Price value={5_240_000} oldValue={5_800_000} short />);
    expect(container.querySelector('s')!.textContent).toBe(`Цена до скидки: ${nb('5,8 млн ₽')}`);
  });

  it('shows no old price when it is not higher (no discount) or absent', () => {
    for (const oldValue of [5_240_000, 5_000_000, null, undefined]) {
      const { container, unmount } = render(<Price value={5_240_000} oldValue={oldValue} />);
      expect(container.querySelector('s')).toBeNull();
      expect(container.textContent).not.toContain('Цена до скидки');
      unmount();
    }
  });
});
