// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaticRangeSlider } from './range-frame';
import { RangeSlider } from './range-slider';

const PRICE = { label: 'Цена', unit: '₽', min: 3_000_000, max: 20_000_000, inputNames: { from: 'price_from', to: 'price_to' } } as const;

/** The boxes a range draws: each element's tag and classes, in document order (Radix's hidden inputs aside). */
function boxes(root: Element, ownClasses = /$^/): string[] {
  return Array.from(root.querySelectorAll('*'))
    .filter((element) => !(element instanceof HTMLInputElement && element.style.display === 'none'))
    .map((element) => [element.tagName.toLowerCase(), ...Array.from(element.classList).filter((name) => !ownClasses.test(name))].join('.'));
}

describe('StaticRangeSlider', () => {
  it('draws the boxes RangeSlider draws, so nothing moves when the real one takes its place', () => {
    const drawn = render(<StaticRangeSlider {...PRICE} value={[5_240_000, 12_000_000]} />);
    const real = render(<RangeSlider {...PRICE} value={[5_240_000, 12_000_000]} />);
    const drawnGroup = within(drawn.container).getByRole('group', { name: 'Цена' });
    const realGroup = within(real.container).getByRole('group', { name: 'Цена' });
    // Its own classes: the drawing inert, the thumb's place (Radix's unclassed wrapper, with the
    // same position and shift in its style). Both draw an open end's placeholder as a value.
    expect(boxes(drawnGroup, /drawn|thumbPlace/)).toEqual(boxes(realGroup));
    // Each thumb sits where Radix puts it: its per cent of the track, kept inside by up to half its width.
    const places = drawnGroup.querySelectorAll<HTMLElement>('[class*="thumbPlace"]');
    expect(Array.from(places, (place) => place.style.left)).toEqual(['calc(13.176% + var(--slider-thumb-size) * 0.368)', 'calc(52.941% + var(--slider-thumb-size) * -0.029)']);
    const fill = drawnGroup.querySelector<HTMLElement>('[class*="fill"]')!;
    expect([fill.style.left, fill.style.right]).toEqual(['13.176%', '47.059%']);
  });

  it('has the real one\'s names, shows a value as the mask does, and leaves an open end empty with its bound as placeholder', () => {
    render(<StaticRangeSlider {...PRICE} value={[3_000_000, 12_000_000]} />);
    const from = screen.getByRole<HTMLInputElement>('textbox', { name: 'Цена от' });
    const to = screen.getByRole<HTMLInputElement>('textbox', { name: 'Цена до' });
    expect(from.value).toBe('');
    expect(from.placeholder).toBe('3 000 000');
    expect(to.value).toBe('12 000 000');
    expect(to.inputMode).toBe('numeric');
    expect(document.getElementById(to.getAttribute('aria-describedby')!)?.textContent).toBe('в рублях');
    // The drawing is for the eye: no slider for a screen reader until the real one is there.
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
  });

  it('inside a form, sends what its inputs hold: an open end sets no limit', () => {
    const { container } = render(
      <form>
        <StaticRangeSlider label="Площадь" unit="м²" min={20} max={150} value={[35.5, 150]} inputNames={{ from: 'area_from', to: 'area_to' }} inputData={{ 'data-filter-number': '' }} />
      </form>,
    );
    const data = new FormData(container.querySelector('form')!);
    expect(data.get('area_from')).toBe('35,5');
    expect(data.get('area_to')).toBe('');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Площадь от' }).dataset.filterNumber).toBe('');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Площадь от' }).inputMode).toBe('decimal');
  });
});
