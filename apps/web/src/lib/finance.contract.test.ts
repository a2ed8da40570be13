// Contract: the site's mortgage arithmetic (lib/finance, used by the compare view and the
// calculators) gives the same monthly payment, loan, total and overpayment as the sales-data
// service's GET /api/monthly_payment/{id} for the same inputs, over real units of several prices.
import { buildPropertyQuery, inFilter, salesDataPaths as paths, salesDataResponses as schemas } from '@novostroy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectServiceUp, liveConfig } from '@/test/live-services';
import { MORTGAGE_DEFAULTS, defaultMortgage, mortgage, mortgageSchedule } from './finance';

const base = () => liveConfig().salesData.url;
const auth = () => ({ Authorization: `Bearer ${liveConfig().salesData.token}` });

interface Case {
  rate?: number;
  years?: number;
  initial_payment?: number;
  initial_payment_percent?: number;
}

/** Rates with and without interest, short and long terms, the down payment in percent and in rubles. */
const CASES: Case[] = [
  {},
  { rate: 0, years: 1 },
  { rate: 0, years: 30, initial_payment_percent: 0 },
  { rate: 6, years: 20, initial_payment_percent: 20 },
  { rate: 2, years: 30, initial_payment_percent: 15 },
  { rate: 5.5, years: 15, initial_payment_percent: 30 },
  { rate: 16.5, years: 10, initial_payment_percent: 50 },
  { rate: 12.25, years: 25, initial_payment_percent: 10 },
  { rate: 49.9, years: 3, initial_payment_percent: 99 },
  { rate: 8, years: 7, initial_payment: 150_000 },
  { rate: 3.7, years: 12, initial_payment: 0 },
  { rate: 20, years: 1, initial_payment_percent: 90 },
];

let prices: Array<{ id: number; price: number }> = [];

beforeAll(async () => {
  await expectServiceUp('The sales-data service', `${base()}/health`);
  // The cheapest unit (a storage room or a parking place), a flat from the middle, the dearest flat.
  const pick = async (filter: string, sort: string, offset: number) => {
    const response = await fetch(`${base()}${paths.properties}?${filter}&sort=${sort}&limit=1&offset=${offset}`, { headers: auth() });
    const unit = schemas.properties.parse(await response.json()).data[0];
    if (!unit) throw new Error(`no unit for ${filter}`);
    return { id: unit.id, price: unit.price_value };
  };
  const available = buildPropertyQuery({ filter: { status: inFilter(['AVAILABLE']) } });
  const flats = buildPropertyQuery({ filter: { status: inFilter(['AVAILABLE']), type_purpose: inFilter(['residential']) } });
  prices = [await pick(available, 'price_value', 0), await pick(flats, 'price_value', 500), await pick(flats, '-price_value', 0)];
  expect(new Set(prices.map((p) => p.price)).size).toBe(3);
});

async function service(id: number, query: Case) {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const response = await fetch(`${base()}${paths.monthlyPayment(id)}?${search}`, { headers: auth() });
  expect(response.status, `monthly payment of ${id} for ${search}`).toBe(200);
  return schemas.monthlyPayment.parse(await response.json()).data;
}

describe('lib/finance against GET /api/monthly_payment/{id}', () => {
  it(`agrees to the ruble on ${CASES.length} inputs for each of three prices`, async () => {
    for (const { id, price } of prices) {
      for (const query of CASES) {
        const expected = await service(id, query);
        const rate = query.rate ?? MORTGAGE_DEFAULTS.rate;
        const years = query.years ?? MORTGAGE_DEFAULTS.years;
        const downPayment = query.initial_payment ?? Math.round((price * (query.initial_payment_percent ?? MORTGAGE_DEFAULTS.downPaymentPercent)) / 100);
        const ours = mortgage({ price, downPayment, rate, years });
        expect({ case: query, price, ...ours }).toEqual({
          case: query,
          price,
          loan: expected.loan_amount,
          months: expected.months,
          monthly: expected.monthly_payment,
          total: expected.total_payment,
          overpayment: expected.overpayment,
        });
        // The calculator's yearly schedule adds up to the service's loan and overpayment.
        const rows = mortgageSchedule({ price, downPayment, rate, years });
        expect({ case: query, price, principal: rows.reduce((sum, row) => sum + row.principal, 0), interest: rows.reduce((sum, row) => sum + row.interest, 0) }).toEqual({
          case: query,
          price,
          principal: expected.loan_amount,
          interest: expected.overpayment,
        });
      }
    }
  });

  it('takes the same defaults as the service (20 % down, 6 %, 20 years)', async () => {
    const { id, price } = prices[0]!;
    expect(defaultMortgage(price).monthly).toBe((await service(id, {})).monthly_payment);
  });
});
