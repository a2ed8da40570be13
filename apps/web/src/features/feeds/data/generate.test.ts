import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { avitoFormat } from '../formats/avito';
import { cianFormat } from '../formats/cian';
import { yandexFormat } from '../formats/yandex';
import { checkFeed, parseFeed } from '../rules';
import { Utf8Chunks, aheadByOne, feedFile, generateFeed } from './generate';
import type { Property } from '@/upstream/sales';
import { HOSTILE_TITLE, feedContext, feedProject, fixedSources, inventory, salesUnit } from './test-fixtures';

const FORMATS = [yandexFormat, cianFormat, avitoFormat];
const AT = new Date('2026-11-25T04:00:00Z');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'feeds-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Each site's feed, one after the other, from the same sources. */
async function generate(sources = fixedSources(inventory(), { pageSize: 3 })) {
  const feeds = [];
  for (const format of FORMATS) feeds.push(await generateFeed(format, sources, dir, () => AT));
  return feeds;
}
const read = (site: 'yandex' | 'cian' | 'avito') => readFile(feedFile(dir, site), 'utf8');

describe('generateFeed', () => {
  it('writes three feeds that pass their sites\' rules, with the units placed in each site\'s catalogue', async () => {
    const feeds = await generate();
    const ids = Object.fromEntries(await Promise.all(FORMATS.map(async ({ site }) => [site, checkFeed(site, await read(site))] as const)));
    // Flats, commercial and parking of house 11011; house 11012 (flat 6) has only a CIAN id; storage
    // room 5 has no category anywhere; complex 1117 (units 7, 8) has no ids at all.
    expect(ids.yandex).toEqual({ ok: true, ids: [1, 2, 3, 4] });
    expect(ids.cian).toEqual({ ok: true, ids: [1, 2, 3, 4, 6] });
    // Avito takes the complex id when the house has none.
    expect(ids.avito).toEqual({ ok: true, ids: [1, 2, 3, 4, 6] });
    expect(feeds.map((feed) => [feed.site, feed.offers, feed.typeNotListed])).toEqual([
      ['yandex', 4, 1],
      ['cian', 5, 1],
      ['avito', 5, 1],
    ]);
  });

  it('reports the complexes and houses it leaves out, with how many units that drops', async () => {
    const [yandex, cian] = await generate();
    expect(yandex!.leftOut).toEqual([
      { reason: 'house-without-id', projectId: 1101, projectTitle: 'ЖК «Северное сияние»', houseId: 11012, houseTitle: 'Литер 2', units: 1 },
      { reason: 'complex-without-id', projectId: 1117, projectTitle: 'ЖК «Маяк»', houseId: null, houseTitle: null, units: 2 },
    ]);
    expect(cian!.leftOut).toEqual([{ reason: 'complex-without-id', projectId: 1117, projectTitle: 'ЖК «Маяк»', houseId: null, houseTitle: null, units: 2 }]);
  });

  it('maps a flat to each site\'s elements (rooms, areas, floor, price, finishing, completion, plan, page URL, phone)', async () => {
    await generate();
    const yandex = parseFeed(await read('yandex')) as { 'realty-feed': { offer: Array<Record<string, unknown>> } };
    const flat = yandex['realty-feed'].offer[0]!;
    expect(flat).toMatchObject({
      '@_internal-id': '1',
      category: 'квартира',
      url: 'https://novostroy.example/property/1',
      rooms: '2',
      area: { value: '56.4', unit: 'кв. м' },
      'living-space': { value: '30.2', unit: 'кв. м' },
      'kitchen-space': { value: '12.5', unit: 'кв. м' },
      floor: '5',
      'floors-total': '16',
      price: { value: '5240000', currency: 'RUB' },
      renovation: 'чистовая отделка',
      'yandex-building-id': '1801101',
      'yandex-house-id': '3111011',
      'building-state': 'unfinished',
      'built-year': '2027',
      'ready-quarter': '4',
      'sales-agent': { phone: '+78612000000', category: 'застройщик' },
      image: [{ '#text': 'http://127.0.0.1:4010/media/plans/501.svg', '@_tag': 'plan' }],
    });
    const studio = yandex['realty-feed'].offer[1]!;
    expect(studio).toMatchObject({ rooms: '1', studio: 'да', renovation: 'черновая отделка' });
    expect(yandex['realty-feed'].offer[2]).toMatchObject({ category: 'коммерческая', 'commercial-type': 'free purpose', url: 'https://novostroy.example/commercial/3' });
    expect(yandex['realty-feed'].offer[3]).toMatchObject({ category: 'гараж', 'garage-type': 'машиноместо', url: 'https://novostroy.example/parking/4', floor: '-1' });

    const cian = parseFeed(await read('cian')) as { feed: { object: Array<Record<string, unknown>> } };
    expect(cian.feed.object.map((object) => object.Category)).toEqual(['newBuildingFlatSale', 'newBuildingFlatSale', 'freeAppointmentObjectSale', 'garageSale', 'newBuildingFlatSale']);
    expect(cian.feed.object[0]).toMatchObject({
      FlatRoomsCount: '2',
      Decoration: 'fine',
      JKSchema: { Id: '4501101', Name: 'ЖК «Северное сияние»', House: { Id: '5211011', Name: 'Литер 1', Flat: { FlatNumber: '12', SectionNumber: '1' } } },
      Building: { FloorsCount: '16', Deadline: { Quarter: 'fourth', Year: '2027', IsComplete: 'false' } },
      Phones: { PhoneSchema: [{ CountryCode: '+7', Number: '8612000000' }] },
      Url: 'https://novostroy.example/property/1',
    });
    expect(cian.feed.object[1]).toMatchObject({ FlatRoomsCount: '9' });
    expect(cian.feed.object[4]).toMatchObject({ Building: { Deadline: { IsComplete: 'true' } } });

    const avito = parseFeed(await read('avito')) as { Ads: { Ad: Array<Record<string, unknown>> } };
    expect(avito.Ads.Ad.map((ad) => ad.Category)).toEqual(['Квартиры', 'Квартиры', 'Коммерческая недвижимость', 'Гаражи и машиноместа', 'Квартиры']);
    expect(avito.Ads.Ad[0]).toMatchObject({ Rooms: '2', MarketType: 'Новостройка', NewDevelopmentId: '7611011', Decoration: 'Чистовая', ContactPhone: '+78612000000' });
    expect(avito.Ads.Ad[1]).toMatchObject({ Rooms: 'Студия' });
    expect(avito.Ads.Ad[4]).toMatchObject({ NewDevelopmentId: '2901101' });
  });

  it('escapes hostile text (a complex title with < & " and a control character) into well-formed XML that reads back the same', async () => {
    const context = feedContext({ projects: new Map([[1101, feedProject({ title: HOSTILE_TITLE, address: 'ул. <Ленина> & "Мира"' })]]) });
    const units = [salesUnit({ id: 9, project_id: 1101, house_id: 11011, project_title: HOSTILE_TITLE })];
    await generate(fixedSources(units, { context }));
    const clean = 'ЖК «<Север & Юг>» "A\'s" ';
    for (const site of ['yandex', 'cian', 'avito'] as const) {
      const xml = await read(site);
      expect(checkFeed(site, xml)).toEqual({ ok: true, ids: [9] });
      expect(xml).not.toContain('<Север');
      expect(xml).not.toContain('\u0000');
    }
    const yandex = parseFeed(await read('yandex')) as { 'realty-feed': { offer: Array<Record<string, unknown>> } };
    expect(yandex['realty-feed'].offer[0]!['building-name']).toBe(clean.trim());
    expect(yandex['realty-feed'].offer[0]).toMatchObject({ location: { address: 'ул. <Ленина> & "Мира"' } });
  });

  it('leaves the previous feed untouched and no temporary file behind when the inventory fails half-way', async () => {
    await generate();
    const before = await read('yandex');
    let pages = 0;
    const failing = {
      loadContext: async () => feedContext(),
      async *unitPages() {
        yield inventory().slice(0, 2);
        pages += 1;
        throw new Error('sales-data did not answer the AVAILABLE units from offset 2');
      },
    };
    await expect(generateFeed(yandexFormat, failing, dir, () => AT)).rejects.toThrow(/offset 2/);
    expect(pages).toBe(1);
    expect(await read('yandex')).toBe(before);
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('leaves no temporary file behind when the inventory fails before the file has even opened', async () => {
    // The temporary file opens asynchronously; a failure right away used to remove it before the
    // open, which then created it again (about one run in six on this machine): twenty tries.
    const failing = {
      loadContext: async () => feedContext(),
      async *unitPages(): AsyncGenerator<readonly Property[]> {
        throw new Error('sales-data did not answer the AVAILABLE units');
      },
    };
    for (let attempt = 0; attempt < 20; attempt++) {
      await expect(generateFeed(yandexFormat, failing, dir, () => AT)).rejects.toThrow(/did not answer/);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('Utf8Chunks', () => {
  it('hands on exactly the UTF-8 of the pieces, whatever falls on a chunk boundary (ASCII, Cyrillic, emoji, pieces larger than a chunk)', () => {
    const piece = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.constantFrom('<', '</', '>', 'Двухкомнатная', '«ЖК»', '😀'), fc.string({ unit: 'grapheme', minLength: 40, maxLength: 120 }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.integer({ min: 8, max: 64 }), (pieces, size) => {
        const out: Buffer[] = [];
        const chunks = new Utf8Chunks((bytes) => out.push(Buffer.from(bytes)), size);
        for (const text of pieces) chunks.add(text);
        chunks.end();
        expect(Buffer.concat(out).equals(Buffer.from(pieces.join(''), 'utf8'))).toBe(true);
        // Only a piece larger than a chunk makes a chunk larger than the size.
        for (const bytes of out) expect(bytes.length <= size || pieces.some((text) => text.length * 3 > size)).toBe(true);
      }),
    );
  });
});

describe('aheadByOne', () => {
  it('asks for the next item before handing out the current one, and fails at the item that failed', async () => {
    const asked: number[] = [];
    async function* source() {
      for (let item = 1; item <= 3; item += 1) {
        asked.push(item);
        await Promise.resolve();
        if (item === 3) throw new Error('item 3 failed');
        yield item;
      }
    }
    const seen: Array<[number, number[]]> = [];
    await expect(
      (async () => {
        for await (const item of aheadByOne(source())) {
          // Let the request ahead start.
          await new Promise((resolve) => setTimeout(resolve, 0));
          seen.push([item, [...asked]]);
        }
      })(),
    ).rejects.toThrow('item 3 failed');
    expect(seen).toEqual([
      [1, [1, 2]],
      [2, [1, 2, 3]],
    ]);
  });
});
