import { describe, expect, it } from 'vitest';
import { formatArea } from './area';

const NBSP = '\u00a0';

describe('formatArea', () => {
  it('writes square metres with a decimal comma and a non-breaking space before the unit', () => {
    expect(formatArea(54.3)).toBe(`54,3${NBSP}м²`);
    expect(formatArea(38)).toBe(`38${NBSP}м²`);
    expect(formatArea(41.256)).toBe(`41,26${NBSP}м²`);
  });

  it('groups thousands with a non-breaking space', () => {
    expect(formatArea(1250)).toBe(`1${NBSP}250${NBSP}м²`);
  });
});
