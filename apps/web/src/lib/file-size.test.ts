import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size';

describe('fileSizeText', () => {
  it('writes bytes, kilobytes and megabytes the Russian way', () => {
    expect(fileSizeText(512)).toBe('512 Б');
    expect(fileSizeText(41021)).toBe('40 КБ');
    expect(fileSizeText(2_400_000)).toBe('2,3 МБ');
  });

  it('says nothing for a size it does not know', () => {
    expect(fileSizeText(null)).toBeNull();
    expect(fileSizeText(-1)).toBeNull();
    expect(fileSizeText(Number.NaN)).toBeNull();
  });
});
