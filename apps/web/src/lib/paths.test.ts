import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the listing links of one complex by its sales-data id', () => {
    expect(paths.commercial(1101)).toBe('/commercial?project=1101');
    expect(paths.parking(1101)).toBe('/parking?project=1101');
    expect(paths.storeRooms(1101)).toBe('/store-room?project=1101');
  });

  it('lists booked flats of a room count too when asked, with or without a complex', () => {
    expect(paths.flatsByRooms(1, 1101)).toBe('/kupit-1-komnatnuyu-kvartiru-ot-zastroishika?project=1101');
    expect(paths.flatsByRooms(1, 1101, { withBooked: true })).toBe('/kupit-1-komnatnuyu-kvartiru-ot-zastroishika?project=1101&booked=1');
    expect(paths.flatsByRooms(0, null, { withBooked: true })).toBe('/kupit-0-komnatnuyu-kvartiru-ot-zastroishika?booked=1');
  });

  it('links the whole listing when the complex has no sales-data id', () => {
    expect(paths.commercial(null)).toBe('/commercial');
    expect(paths.parking()).toBe('/parking');
  });

  it('puts a saved list into the URL, so the link opens the same list elsewhere', () => {
    expect(paths.favourites()).toBe('/favourite');
    expect(paths.favourites([])).toBe('/favourite');
    expect(paths.favourites([11010055, 11010057])).toBe('/favourite?ids=11010055,11010057');
    expect(paths.compare([3, 1])).toBe('/favourite/compare?ids=3,1');
  });

  it('escapes a slug in a complex URL', () => {
    expect(paths.project('zhk-istoki')).toBe('/our-projects/zhk-istoki');
    expect(paths.project('a b')).toBe('/our-projects/a%20b');
  });

  it('links the loan pages, for one unit when given', () => {
    expect(paths.mortgage()).toBe('/loan/mortgage');
    expect(paths.mortgage(11010305)).toBe('/loan/mortgage?property=11010305');
    expect(paths.installment(11010305)).toBe('/loan/deffered?property=11010305');
    expect(paths.paymentComparison(11010305)).toBe('/loan/mortgage?property=11010305#kak-platit');
    expect(paths.tradeIn()).toBe('/loan/tradein');
    expect(paths.tradeIn(11010305)).toBe('/loan/tradein?property=11010305');
  });
});
