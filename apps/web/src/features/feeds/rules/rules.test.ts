import { describe, expect, it } from 'vitest';
import { checkFeed } from '.';

const yandex = (offer: string) => `<?xml version="1.0" encoding="UTF-8"?>
<realty-feed xmlns="http://webmaster.yandex.ru/schemas/feed/realty/2010-06"><generation-date>2026-11-25T04:00:00+00:00</generation-date>${offer}</realty-feed>`;

const goodFlat = `<offer internal-id="1"><type>продажа</type><category>квартира</category><url>https://novostroy.example/property/1</url>
<creation-date>2026-11-25T04:00:00+00:00</creation-date><location><country>Россия</country><locality-name>Краснодар</locality-name><address>ул. Стахановская, 15</address></location>
<sales-agent><phone>+78612000000</phone><category>застройщик</category></sales-agent><price><value>5240000</value><currency>RUB</currency></price>
<area><value>56.4</value><unit>кв. м</unit></area><image tag="plan">https://novostroy.example/plan.svg</image><property-type>жилая</property-type><deal-status>первичная продажа</deal-status>
<rooms>2</rooms><floor>5</floor><floors-total>16</floors-total><building-name>ЖК</building-name><yandex-building-id>1801101</yandex-building-id><yandex-house-id>3111011</yandex-house-id>
<building-state>unfinished</building-state><built-year>2027</built-year><ready-quarter>4</ready-quarter></offer>`;

describe('feed rules', () => {
  it('accept a complete new-building flat', () => {
    expect(checkFeed('yandex', yandex(goodFlat))).toEqual({ ok: true, ids: [1] });
  });

  it('refuse what a site would reject: a missing house id, a value outside the set, a repeated id, broken XML', () => {
    expect(checkFeed('yandex', yandex(goodFlat.replace(/<yandex-house-id>.*<\/yandex-house-id>/, ''))).ok).toBe(false);
    expect(checkFeed('yandex', yandex(goodFlat.replace('<currency>RUB</currency>', '<currency>рубли</currency>'))).ok).toBe(false);
    expect(checkFeed('yandex', yandex(goodFlat + goodFlat))).toMatchObject({ ok: false, problems: [expect.stringMatching(/internal-id 1 repeats/)] });
    expect(checkFeed('yandex', yandex(goodFlat).replace('</offer>', ''))).toMatchObject({ ok: false, problems: [expect.stringMatching(/not well-formed/)] });
    expect(checkFeed('cian', '<feed><feed_version>2</feed_version><object><Category>flatSale</Category></object></feed>').ok).toBe(false);
    expect(checkFeed('avito', '<Ads formatVersion="3" target="Avito.ru"><Ad><Id>1</Id><Category>Кладовые</Category></Ad></Ads>').ok).toBe(false);
  });
});
