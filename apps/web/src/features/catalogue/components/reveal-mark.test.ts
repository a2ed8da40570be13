import { describe, expect, it } from 'vitest';
import { revealScrollLeft } from './reveal-mark';

describe('revealScrollLeft', () => {
  // A drawing 900 px wide in a phone's view 288 px wide (half: 144).
  it('stays at the left edge, floor numbers in view, while the mark starts in the view’s first half', () => {
    expect(revealScrollLeft(60 / 900, 250 / 900, 900, 288)).toBe(0);
    // A first section's floor wider than the view: its start shows, the numbers beside it.
    expect(revealScrollLeft(40 / 900, 340 / 900, 900, 288)).toBe(0);
  });

  it('further right, scrolls just enough to show the mark whole, clear of the edge shade', () => {
    // A middle section's floor from 350 to 520 px: its end and 48 px come to the view's right edge.
    expect(revealScrollLeft(350 / 900, 520 / 900, 900, 288)).toBeCloseTo(520 + 48 - 288);
    // A unit from 184 to 270 px shows whole at the left edge, but under the shade: a little scroll.
    expect(revealScrollLeft(184 / 900, 270 / 900, 900, 288)).toBeCloseTo(270 + 48 - 288);
  });

  it('shows a mark wider than the view from its left end', () => {
    expect(revealScrollLeft(300 / 900, 800 / 900, 900, 288)).toBeCloseTo(300 - 48);
  });
});
