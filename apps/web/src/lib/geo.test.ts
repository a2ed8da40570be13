import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCoordinates, readCoordinates } from './geo';

describe('parseCoordinates', () => {
  it.each([
    ['45.0712, 38.9851', 45.0712, 38.9851], // the content model's own example
    ['45.041860,38.976430', 45.04186, 38.97643], // no space (the demo offices)
    ['45.0703;38.9857', 45.0703, 38.9857],
    ['45.0703 ; 38.9857', 45.0703, 38.9857],
    ['45,07 38,98', 45.07, 38.98], // comma decimals, a space between
    ['45,07; 38,98', 45.07, 38.98],
    ['45,07, 38,98', 45.07, 38.98],
    ['45,07,38,98', 45.07, 38.98], // only one way to read it
    ['45.07 38.98', 45.07, 38.98],
    ['  45.07   ,   38.98  ', 45.07, 38.98],
    ['45.07\t38.98', 45.07, 38.98],
    ['45.07,\n38.98', 45.07, 38.98], // pasted over two lines
    ['45.07\u00a0,\u00a038.98', 45.07, 38.98], // non-breaking spaces from a document
    ['45, 38', 45, 38],
    ['(45.07, 38.98)', 45.07, 38.98],
    ['[45.07, 38.98]', 45.07, 38.98],
    ['«45.07, 38.98»', 45.07, 38.98],
    ['"45.07, 38.98"', 45.07, 38.98],
    ['45.07, 38.98.', 45.07, 38.98], // a full stop typed after the value
    ['45.07, 38.98;', 45.07, 38.98],
    ['*45.07, 38.98', 45.07, 38.98], // a stray character before it
    ['45.07°, 38.98°', 45.07, 38.98],
    ['-33.8688, 151.2093', -33.8688, 151.2093],
    ['+45.07, +38.98', 45.07, 38.98],
    ['\u221233.8688, 151.2093', -33.8688, 151.2093], // a typographic minus
    ['90, 180', 90, 180],
    ['-90, -180', -90, -180],
    ['0, 38.98', 0, 38.98],
  ])('reads %j', (raw, lat, lng) => {
    expect(parseCoordinates(raw)).toEqual({ lat, lng });
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['0, 0'], // an unset value in some editors' habit, not a place
    ['0.0, 0.0'],
    ['0,0'],
    ['45.07'],
    ['45.07,'],
    ['45.07, 38.98, 12'],
    ['45,07,38'], // 45.07 and 38, or 45 and 7.38: not guessed
    ['45.07.1, 38.98'],
    ['45., 38.'],
    ['45.07 с.ш., 38.98 в.д.'], // Cyrillic letters
    ['с 45.07, 38.98'],
    ['45.07, 38.98 ф'],
    ['Краснодар'],
    ['N 45.07, E 38.98'],
    ['45.07N 38.98E'],
    ['45°04′N 38°59′E'],
    ['0x2D, 0x26'],
    ['1e1, 2e1'],
    ['Infinity, 1'],
    ['NaN, NaN'],
    ['91, 38.98'], // out of range
    ['45.07, 181'],
    ['-90.5, 10'],
    ['179.5, 45'], // looks swapped (longitude first): refused, never swapped
    ['45.07 - 38.98'],
    ['45.07/38.98'],
    ['-, -'],
    ['.'],
  ])('refuses %j', (raw) => {
    expect(parseCoordinates(raw)).toBeNull();
  });

  it('keeps the order the editor wrote: latitude first, a swap stays a swap', () => {
    expect(parseCoordinates('38.98, 45.07')).toEqual({ lat: 38.98, lng: 45.07 });
  });

  it('refuses a number that starts with its decimal point rather than drop the point as junk (".5" is not 5)', () => {
    expect(parseCoordinates('.5, 38.98')).toBeNull();
    expect(parseCoordinates(',5 38,98')).toBeNull();
  });
});

describe('readCoordinates', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs an unreadable value once with the [map] prefix and goes on', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readCoordinates('45,07 с.ш.', 'project test-once, point «Школа»')).toBeNull();
    expect(readCoordinates('45,07 с.ш.', 'project test-once, point «Школа»')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[map\] skipped project test-once, point «Школа»: unreadable coordinates "45,07 с\.ш\."/);
  });

  it('says nothing about a missing value, "0, 0" included, and returns a good one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readCoordinates(null, 'office a')).toBeNull();
    expect(readCoordinates('', 'office a')).toBeNull();
    expect(readCoordinates('0, 0', 'office a')).toBeNull();
    expect(readCoordinates('45.04186,38.97643', 'office a')).toEqual({ lat: 45.04186, lng: 38.97643 });
    expect(warn).not.toHaveBeenCalled();
  });
});
