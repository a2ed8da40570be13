import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the listing links of one complex by its sales-data id', () => {
    expect(paths.commercial(1101)).toBe('/commercial?project=1101');
    expect(paths.parking(1101)).toBe('/parking?project=1101');
    expect(paths.storeRooms(1101)).toBe('/store-room?project=1101');
  });

  it('links the whole listing when the complex has no sales-data id', () => {
    expect(paths.commercial(null)).toBe('/commercial');
    expect(paths.parking()).toBe('/parking');
  });

  it('escapes a slug in a complex URL', () => {
    expect(paths.project('zhk-istoki')).toBe('/our-projects/zhk-istoki');
    expect(paths.project('a b')).toBe('/our-projects/a%20b');
  });
});
