import { describe, expect, it } from 'vitest';
import { unitTexts } from './texts';

describe('a unit named by its type', () => {
  it.each([
    ['residential', 'Заявка на эту квартиру', 'Эта квартира уже продана.', 'Сейчас эта квартира забронирована.', 'Данные о квартире загружаются', 'Отправить квартиру на e-mail'],
    ['commercial', 'Заявка на это помещение', 'Это помещение уже продано.', 'Сейчас это помещение забронировано.', 'Данные о помещении загружаются', 'Отправить помещение на e-mail'],
    ['parking', 'Заявка на это машино-место', 'Это машино-место уже продано.', 'Сейчас это машино-место забронировано.', 'Данные о машино-месте загружаются', 'Отправить машино-место на e-mail'],
    ['storage', 'Заявка на эту кладовую', 'Эта кладовая уже продана.', 'Сейчас эта кладовая забронирована.', 'Данные о кладовой загружаются', 'Отправить кладовую на e-mail'],
  ] as const)('%s', (type, request, sold, booked, unavailable, send) => {
    expect(unitTexts.requestTitle(type)).toBe(request);
    // The unit's own mark on its floor plan: the sold sentence's subject.
    expect(sold.startsWith(`${unitTexts.thisUnit(type)} уже`)).toBe(true);
    expect(unitTexts.sold(type)).toBe(sold);
    expect(unitTexts.booked(type).startsWith(booked)).toBe(true);
    expect(unitTexts.unavailableTitle(type)).toBe(unavailable);
    expect(unitTexts.actions.sendUnitTitle(type)).toBe(send);
  });
});

describe('where a unit is', () => {
  it('names the section as the floor plan and the facade under it do, for every type', () => {
    expect(unitTexts.section(2)).toBe('секция 2');
  });
});
