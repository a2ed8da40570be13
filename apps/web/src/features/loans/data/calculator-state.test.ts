import { describe, expect, it } from 'vitest';
import { checkInstallment, checkMortgage, convertDown, convertTerm, fieldsToQuery, mortgageFieldsFromQuery, parseNumber, type MortgageFields } from './calculator-state';

const base: MortgageFields = { price: '5000000', down: '20', downUnit: 'pct', term: '20', termUnit: 'y', rate: '6' };

describe('the calculators read what a visitor types', () => {
  it('takes spaces and a decimal comma, refuses anything else', () => {
    expect(parseNumber('7 350 000')).toBe(7_350_000);
    expect(parseNumber('5,9')).toBe(5.9);
    expect(parseNumber('5,9 %')).toBe(5.9);
    expect(parseNumber('6 262 000 руб.')).toBe(6_262_000);
    expect(parseNumber('6 262 000 ₽')).toBe(6_262_000);
    expect(parseNumber('6 % 5')).toBeNull();
    expect(parseNumber('-5')).toBeNull();
    expect(parseNumber('1e6')).toBeNull();
    expect(parseNumber('')).toBeNull();
  });

  it('turns the default mortgage into the finance input', () => {
    expect(checkMortgage(base)).toEqual({ errors: {}, input: { price: 5_000_000, downPayment: 1_000_000, rate: 6, years: 20 } });
    expect(checkMortgage({ ...base, down: '1 000 000', downUnit: 'rub', term: '18', termUnit: 'm' }).input).toEqual({ price: 5_000_000, downPayment: 1_000_000, rate: 6, years: 1.5 });
  });

  it('says in Russian what is out of range', () => {
    const { errors, input } = checkMortgage({ price: '0', down: '120', downUnit: 'pct', term: '31', termUnit: 'y', rate: '51' });
    expect(input).toBeNull();
    expect(errors).toEqual({
      price: 'Укажите стоимость от 100\u00a0000\u00a0₽ до 1 млрд ₽.',
      down: 'Укажите взнос от 0 до 100 % стоимости.',
      term: 'Укажите срок от 1 месяца до 30 лет.',
      rate: 'Укажите ставку от 0 до 50 % годовых.',
    });
    expect(checkMortgage({ ...base, down: '6000000', downUnit: 'rub' }).errors.down).toBe('Укажите взнос от 0 ₽ до стоимости квартиры.');
    expect(checkMortgage({ ...base, term: '0', termUnit: 'm' }).errors.term).toBeDefined();
    // A price with zeros missing is a slip, not a price: no loan is counted for «7500».
    expect(checkMortgage({ ...base, price: '7500' }).input).toBeNull();
    expect(checkMortgage({ ...base, price: '99999' }).errors.price).toBeDefined();
    expect(checkMortgage({ ...base, price: '100000' }).errors).toEqual({});
    expect(checkMortgage({ ...base, term: '1', termUnit: 'm' }).errors.term).toBeUndefined();
    expect(checkMortgage({ ...base, term: '360', termUnit: 'm' }).errors.term).toBeUndefined();
    expect(checkMortgage({ ...base, rate: '0' }).errors).toEqual({});
    expect(checkMortgage({ ...base, down: '100' }).errors).toEqual({});
  });

  it('keeps the down payment at or above the programme’s least, in percent or in rubles', () => {
    expect(checkMortgage({ ...base, down: '14,99' }, 15).errors.down).toBe('Укажите взнос от 15 до 100 % стоимости.');
    expect(checkMortgage({ ...base, down: '15' }, 15).input?.downPayment).toBe(750_000);
    expect(checkMortgage({ ...base, down: '749999', downUnit: 'rub' }, 15).errors.down).toBe('Укажите взнос от 750\u00a0000\u00a0₽ (15\u00a0% стоимости) до стоимости квартиры.');
    expect(checkMortgage({ ...base, down: '750000', downUnit: 'rub' }, 15).errors).toEqual({});
    // Without a price the rubles cannot be weighed; the price's own message says what to fix.
    expect(checkMortgage({ ...base, price: '', down: '1', downUnit: 'rub' }, 15).errors).toEqual({ price: 'Укажите стоимость от 100\u00a0000\u00a0₽ до 1 млрд ₽.' });
    expect(checkMortgage({ ...base, price: '', down: 'много', downUnit: 'rub' }, 15).errors.down).toBe('Укажите взнос от 15\u00a0% стоимости до стоимости квартиры.');
    const installment = { price: '1000000', first: '29,5', firstUnit: 'pct' as const, months: '12' };
    expect(checkInstallment(installment, null, 30).errors.first).toBe('Укажите взнос от 30 до 100 % стоимости.');
    expect(checkInstallment({ ...installment, first: '30' }, null, 30).input?.firstPayment).toBe(300_000);
  });

  it('keeps the installment within 1 to 36 months unless the unit fixes it', () => {
    const fields = { price: '1000000', first: '30', firstUnit: 'pct' as const, months: '37' };
    expect(checkInstallment(fields, null).errors.months).toBe('Укажите срок рассрочки целым числом месяцев, от 1 до 36.');
    expect(checkInstallment(fields, 40).input).toEqual({ price: 1_000_000, firstPayment: 300_000, months: 40 });
    expect(checkInstallment({ ...fields, months: '3' }, null).input).toEqual({ price: 1_000_000, firstPayment: 300_000, months: 3 });
  });

  it('keeps the down payment the same amount when its unit is switched', () => {
    expect(convertDown('20', 'pct', '5 000 000')).toBe('1000000');
    expect(convertDown('1000000', 'rub', '3000000')).toBe('33,33');
    expect(convertTerm('20', 'y')).toBe('240');
    expect(convertTerm('18', 'm')).toBe('1,5');
  });

  it('reads a shared link and ignores what no input could hold', () => {
    expect(mortgageFieldsFromQuery({ price: '6100000', downIn: 'rub', down: '500000', rate: '<script>' }, base)).toEqual({ ...base, price: '6100000', downUnit: 'rub', down: '500000' });
    expect(fieldsToQuery({ price: '1 000', rate: '5,9' }, { property: '11010305', other: undefined })).toBe('property=11010305&price=1+000&rate=5%2C9');
  });
});
