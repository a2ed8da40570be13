import { describe, expect, it } from 'vitest';
import { FLATS_BY_ROOMS, flatsListingTexts } from './flats-by-rooms';

const TWO_ROOMS = '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika';

describe('flatsListingTexts', () => {
  it('gives the listing its own texts and address while it lists its own rooms', () => {
    expect(flatsListingTexts(TWO_ROOMS, [2])).toEqual({ path: TWO_ROOMS, fallback: FLATS_BY_ROOMS['2']?.fallback, fromCms: true });
  });

  it('gives one other option that option’s listing: its CMS texts and its address', () => {
    const texts = flatsListingTexts(TWO_ROOMS, [0]);
    expect(texts).toEqual({ path: '/kupit-0-komnatnuyu-kvartiru-ot-zastroishika', fallback: FLATS_BY_ROOMS['0']?.fallback, fromCms: true });
    expect(texts.fallback.title).toBe('Студии от застройщика');
  });

  it('names several options in the heading, in the filter’s order, on the listing’s own address', () => {
    const texts = flatsListingTexts(TWO_ROOMS, [2, 0]);
    expect(texts.fallback.title).toBe('Студии и двухкомнатные квартиры');
    expect(texts.fallback.description).toMatch(/^Студии и двухкомнатные квартиры в новостройках/);
    expect(texts.path).toBe(TWO_ROOMS);
    expect(texts.fromCms).toBe(false);
  });

  it('says the shared «-комнатные» once, so that four options still make a short heading', () => {
    expect(flatsListingTexts(TWO_ROOMS, [1, 2, 3]).fallback.title).toBe('Одно-, двух- и трёхкомнатные квартиры');
    expect(flatsListingTexts(TWO_ROOMS, [2, 4]).fallback.title).toBe('Двух- и многокомнатные квартиры');
    expect(flatsListingTexts(TWO_ROOMS, [0, 1, 3]).fallback.title).toBe('Студии, одно- и трёхкомнатные квартиры');
    expect(flatsListingTexts(TWO_ROOMS, [0, 1, 2, 3]).fallback.title).toBe('Студии, одно-, двух- и трёхкомнатные квартиры');
    expect(flatsListingTexts(TWO_ROOMS, [1, 2, 3, 4]).fallback.title).toBe('Одно-, двух-, трёх- и многокомнатные квартиры');
  });

  it('calls every option all the flats', () => {
    expect(flatsListingTexts(TWO_ROOMS, [0, 1, 2, 3, 4]).fallback.title).toBe('Все квартиры от застройщика');
  });
});
