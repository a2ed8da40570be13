import { describe, expect, it } from 'vitest';
import type { PropertyStatus, PropertyTypePurpose } from '@novostroy/contracts';
import { salesProperty } from '@/upstream/sales/fixtures';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, renderUrlSet } from './sitemap-xml';
import {
  UNIT_SITEMAP_CHUNK,
  listedUnits,
  parseSitemapFileName,
  sitemapFileName,
  unitEntries,
  unitSitemapPart,
  unitSitemapParts,
} from './unit-sitemaps';

const unit = (id: number, type: PropertyTypePurpose = 'residential', status: PropertyStatus = 'AVAILABLE', updated_at: string | null = '2026-10-01T09:30:00.000Z') =>
  salesProperty({ id, type_purpose: type, status, updated_at });

describe('unit sitemaps', () => {
  it('name their files units-<type>-<n>.xml and read back only names of that shape', () => {
    expect(sitemapFileName({ kind: 'units', type: 'storage', part: 2 })).toBe('units-storage-2.xml');
    expect(parseSitemapFileName('units-storage-2.xml')).toEqual({ kind: 'units', type: 'storage', part: 2 });
    expect(parseSitemapFileName('pages.xml')).toEqual({ kind: 'pages' });
    for (const bad of ['units-storage-0.xml', 'units-flats-1.xml', 'units-residential-01.xml', 'units-residential-1', 'units-residential-1.xml.gz', '../pages.xml', 'units-residential-9999999.xml', '']) {
      expect(parseSitemapFileName(bad), bad).toBeNull();
    }
  });

  it('list the units on offer (AVAILABLE and BOOKED) of one type in id order, never a sold one (its page is noindex)', () => {
    const units = [unit(7, 'residential', 'SOLD'), unit(5, 'residential', 'BOOKED'), unit(3), unit(4, 'parking'), unit(1)];
    expect(listedUnits(units, 'residential').map((u) => u.id)).toEqual([1, 3, 5]);
    expect(listedUnits(units, 'parking').map((u) => u.id)).toEqual([4]);
    expect(listedUnits(units, 'storage')).toEqual([]);
  });

  it('split a series into files of the chunk size, the last one shorter; past the end is null', () => {
    const units = Array.from({ length: 7 }, (_, i) => i + 1);
    expect(unitSitemapParts(7, 3)).toBe(3);
    expect(unitSitemapPart(units, 1, 3)).toEqual([1, 2, 3]);
    expect(unitSitemapPart(units, 3, 3)).toEqual([7]);
    expect(unitSitemapPart(units, 4, 3)).toBeNull();
    expect(unitSitemapPart(units, 0, 3)).toBeNull();
    expect(unitSitemapParts(0)).toBe(0);
    expect(unitSitemapPart([], 1)).toBeNull();
    expect(() => unitSitemapParts(10, SITEMAP_MAX_URLS + 1)).toThrow();
  });

  it('keep a 100,000-unit inventory within the protocol: every file at most 50,000 URLs and 50 MB', () => {
    expect(UNIT_SITEMAP_CHUNK).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    const ids = Array.from({ length: 100_000 }, (_, i) => 11_000_000 + i);
    const parts = unitSitemapParts(ids.length);
    expect(parts).toBe(Math.ceil(100_000 / UNIT_SITEMAP_CHUNK));
    const files = Array.from({ length: parts }, (_, i) => unitSitemapPart(ids, i + 1) ?? []);
    expect(files.flat()).toEqual(ids);
    expect(Math.max(...files.map((file) => file.length))).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    // The largest file as it would be served, with the longest site address we might run under.
    const xml = renderUrlSet(unitEntries('https://novostroy-krasnodar.example.com', files[0]?.map((id) => unit(id, 'commercial')) ?? []));
    expect(Buffer.byteLength(xml)).toBeLessThan(SITEMAP_MAX_BYTES);
  });

  it('give each unit its page (lib/paths) and its updated_at as lastmod, none when sales-data has no time', () => {
    expect(unitEntries('https://novostroy.ru', [unit(11010001), unit(11010002, 'storage', 'BOOKED', null), unit(11010003, 'commercial', 'AVAILABLE', '2026-10-01T12:30:00+03:00')])).toEqual([
      { url: 'https://novostroy.ru/property/11010001', lastModified: '2026-10-01T09:30:00.000Z' },
      { url: 'https://novostroy.ru/store-room/11010002' },
      { url: 'https://novostroy.ru/commercial/11010003', lastModified: '2026-10-01T09:30:00.000Z' },
    ]);
  });
});
