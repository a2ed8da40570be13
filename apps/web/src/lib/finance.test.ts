import { describe, expect, it } from 'vitest';
import {
  defaultMortgage,
  installment,
  installmentOption,
  installmentPlan,
  monthsUntilCompletion,
  mortgage,
  mortgageOption,
  mortgageSchedule,
  percentToRubles,
  rublesToPercent,
  tradeIn,
  unitInstallment,
} from './finance';

describe('mortgage', () => {
  it('gives the annuity payment of the sales-data service for the same inputs', () => {
    // 4 000 000 over 20 years at 6 %: the textbook 28 657.24, rounded once.
    expect(mortgage({ price: 5_000_000, downPayment: 1_000_000, rate: 6, years: 20 })).toEqual({ loan: 4_000_000, months: 240, monthly: 28_657, total: 6_877_680, overpayment: 2_877_680 });
    expect(defaultMortgage(5_000_000).monthly).toBe(28_657);
  });

  it('divides the loan evenly at a zero rate and never reports a negative overpayment', () => {
    expect(mortgage({ price: 1_200_000, downPayment: 0, rate: 0, years: 1 })).toEqual({ loan: 1_200_000, months: 12, monthly: 100_000, total: 1_200_000, overpayment: 0 });
  });
});

describe('installment', () => {
  it('counts the months to the end of the completion quarter, at least one', () => {
    const today = new Date(Date.UTC(2026, 10, 24)); // November 2026
    expect(monthsUntilCompletion({ year: 2026, quarter: 4 }, today)).toBe(1);
    expect(monthsUntilCompletion({ year: 2027, quarter: 4 }, today)).toBe(13);
    expect(monthsUntilCompletion({ year: 2024, quarter: 2 }, today)).toBe(1);
  });

  it('takes 30 % first and splits the rest into equal parts rounded up to the ruble', () => {
    expect(installment(10_000_000, 14)).toEqual({ firstPayment: 3_000_000, months: 14, monthly: 500_000 });
    expect(installment(1_000_000, 3)).toEqual({ firstPayment: 300_000, months: 3, monthly: 233_334 });
  });

  it("quotes a unit's plan until its house is completed, and none where no months are left or there is no price", () => {
    const today = new Date(Date.UTC(2026, 10, 24)); // November 2026
    const unit = (price: number, year: number, quarter: number) => ({ price_value: price, development_end: { year, quarter } });
    expect(unitInstallment(unit(1_300_000, 2027, 4), today, false)).toEqual({ firstPayment: 390_000, months: 13, monthly: 70_000 });
    expect(unitInstallment(unit(1_300_000, 2027, 4), today, true)).toBeNull(); // handed over: paid at once
    expect(unitInstallment(unit(1_300_000, 2026, 4), today, false)).toBeNull(); // completing this month
    expect(unitInstallment(unit(1_300_000, 2026, 2), today, false)).toBeNull(); // past its quarter
    expect(unitInstallment(unit(0, 2027, 4), today, false)).toBeNull();
  });
});

// Expected values computed apart from this code: the annuity PMT = L·r / (1 − (1 + r)^−n) with
// r = rate / 12, in 50-digit decimals (Python's decimal module, as a spreadsheet's PMT would),
// rounded half up once; total = monthly · n; overpayment = max(0, total − loan).
const REFERENCE: Array<{ price: number; down: number; rate: number; months: number; monthly: number; total: number; overpayment: number; why: string }> = [
  { price: 5_000_000, down: 1_000_000, rate: 6, months: 240, monthly: 28_657, total: 6_877_680, overpayment: 2_877_680, why: 'the textbook case, 28 657.24' },
  { price: 1_200_000, down: 0, rate: 0, months: 12, monthly: 100_000, total: 1_200_000, overpayment: 0, why: 'rate 0 divides evenly' },
  { price: 1_000, down: 0, rate: 0, months: 3, monthly: 333, total: 1_000, overpayment: 0, why: 'rate 0, 333.33 rounds down: the last payment makes up the rubles, the loan is repaid in full' },
  { price: 1_000, down: 0, rate: 0, months: 6, monthly: 167, total: 1_002, overpayment: 2, why: 'rate 0, 166.67 rounds up' },
  { price: 12_000_000, down: 2_400_000, rate: 6, months: 360, monthly: 57_557, total: 20_720_520, overpayment: 11_120_520, why: '30 years, 57 556.85' },
  { price: 1_000_000, down: 0, rate: 12, months: 1, monthly: 1_010_000, total: 1_010_000, overpayment: 10_000, why: 'one month: the loan and one month of interest' },
  { price: 7_350_000, down: 1_102_500, rate: 5.9, months: 180, monthly: 52_383, total: 9_428_940, overpayment: 3_181_440, why: 'a fractional rate, 52 383.02' },
  { price: 4_500_000, down: 2_250_000, rate: 16.5, months: 120, monthly: 38_395, total: 4_607_400, overpayment: 2_357_400, why: '38 394.52 rounds up' },
  { price: 2_000_000, down: 0, rate: 0.1, months: 360, monthly: 5_640, total: 2_030_400, overpayment: 30_400, why: 'a tiny rate, 5 639.54' },
  { price: 9_990_000, down: 999_000, rate: 49.9, months: 36, monthly: 485_984, total: 17_495_424, overpayment: 8_504_424, why: 'the top of the range' },
  { price: 3_333_333, down: 666_667, rate: 6, months: 240, monthly: 19_105, total: 4_585_200, overpayment: 1_918_534, why: 'an odd price, 19 104.82' },
  { price: 1, down: 0, rate: 6, months: 12, monthly: 0, total: 1, overpayment: 0, why: 'one ruble: the payment rounds to 0, the last one pays the ruble' },
  { price: 3_000_000, down: 3_000_000, rate: 6, months: 240, monthly: 0, total: 0, overpayment: 0, why: '100 % down payment: nothing to borrow' },
  { price: 2_750_000, down: 412_500, rate: 12.25, months: 300, monthly: 25_052, total: 7_515_600, overpayment: 5_178_100, why: '15 % down, 25 years, 25 052.01' },
];

describe('mortgage: the reference table', () => {
  it.each(REFERENCE)('$why', ({ price, down, rate, months, monthly, total, overpayment }) => {
    const result = mortgage({ price, downPayment: down, rate, years: months / 12 });
    expect(result).toEqual({ loan: price - down, months, monthly, total, overpayment });
  });

  it.each(REFERENCE)('the yearly schedule adds up: $why', ({ price, down, rate, months, total, overpayment }) => {
    const rows = mortgageSchedule({ price, downPayment: down, rate, years: months / 12 });
    const loan = price - down;
    expect(rows).toHaveLength(Math.ceil(months / 12));
    expect(rows.reduce((sum, row) => sum + row.payments, 0)).toBe(months);
    expect(rows.reduce((sum, row) => sum + row.principal, 0)).toBe(loan);
    expect(rows.reduce((sum, row) => sum + row.interest, 0)).toBe(overpayment);
    if (total >= loan) expect(rows.reduce((sum, row) => sum + row.principal + row.interest, 0)).toBe(total);
    expect(rows.at(-1)?.remaining).toBe(0);
    for (const row of rows) {
      expect(row.principal).toBeGreaterThanOrEqual(0);
      expect(row.interest).toBeGreaterThanOrEqual(0);
    }
    // The debt only goes down.
    expect(rows.map((row) => row.remaining)).toEqual([...rows.map((row) => row.remaining)].sort((a, b) => b - a));
  });

  it('splits the first year of the textbook case as a bank statement would', () => {
    // Year 1 of 4 000 000 at 6 %: 12 × 28 657 = 343 884; interest Σ B·0.005 over the year = 237 095.04 (computed apart).
    const [first] = mortgageSchedule({ price: 5_000_000, downPayment: 1_000_000, rate: 6, years: 20 });
    expect(first).toEqual({ year: 1, payments: 12, interest: 237_095, principal: 106_789, remaining: 3_893_211 });
  });
});

describe('the down payment in percent and in rubles', () => {
  it('converts both ways, rounding rubles to the ruble and percent to two decimals', () => {
    expect(percentToRubles(7_350_000, 15)).toBe(1_102_500);
    expect(percentToRubles(3_333_333, 20)).toBe(666_667);
    expect(percentToRubles(5_000_000, 100)).toBe(5_000_000);
    expect(rublesToPercent(3_000_000, 1_000_000)).toBe(33.33);
    expect(rublesToPercent(5_000_000, 1_000_000)).toBe(20);
    expect(rublesToPercent(0, 1_000)).toBe(0);
  });
});

describe('installment plan and trade-in', () => {
  it('pays the price exactly: equal parts rounded up, a smaller last one', () => {
    const plan = installmentPlan({ price: 1_000_000, firstPayment: 300_000, months: 3 });
    expect(plan.monthly).toBe(233_334);
    expect(plan.schedule).toEqual([
      { month: 1, payment: 233_334, remaining: 466_666 },
      { month: 2, payment: 233_334, remaining: 233_332 },
      { month: 3, payment: 233_332, remaining: 0 },
    ]);
    expect(plan.firstPayment + plan.schedule.reduce((sum, row) => sum + row.payment, 0)).toBe(1_000_000);
    expect(installment(1_000_000, 3).monthly).toBe(plan.monthly);
    expect(installmentOption(1_000_000, 3, 300_000)).toEqual({ firstPayment: 300_000, monthly: 233_334, months: 3, overpayment: 0, total: 1_000_000 });
  });

  it('puts the whole flat into the down payment and borrows the rest', () => {
    // 8 000 000 − 5 000 000 = 3 000 000 at 6 % for 20 years: PMT 21 492.93 → 21 493.
    expect(tradeIn({ price: 8_000_000, flatValue: 5_000_000, rate: 6, years: 20, minDownPercent: 20 })).toEqual({
      firstPayment: 5_000_000,
      monthly: 21_493,
      months: 240,
      overpayment: 2_158_320,
      total: 10_158_320,
      surplus: 0,
      topUp: 0,
    });
    // A flat worth less than the least down payment (20 % of 8 000 000): the rest of it in cash.
    const small = tradeIn({ price: 8_000_000, flatValue: 1_000_000, rate: 6, years: 20, minDownPercent: 20 });
    expect(small).toMatchObject({ firstPayment: 1_600_000, topUp: 600_000 });
    expect(small.monthly).toBe(mortgageOption({ price: 8_000_000, downPayment: 1_600_000, rate: 6, years: 20 }).monthly);
    expect(tradeIn({ price: 8_000_000, flatValue: 0, rate: 6, years: 20, minDownPercent: 20 })).toMatchObject({ firstPayment: 1_600_000, topUp: 1_600_000 });
    // A flat worth more than the new one: nothing to borrow, the difference is paid out.
    expect(tradeIn({ price: 8_000_000, flatValue: 9_000_000, rate: 6, years: 20, minDownPercent: 20 })).toEqual({ firstPayment: 8_000_000, monthly: 0, months: 0, overpayment: 0, total: 8_000_000, surplus: 1_000_000, topUp: 0 });
    expect(mortgageOption({ price: 5_000_000, downPayment: 1_000_000, rate: 6, years: 20 })).toEqual({ firstPayment: 1_000_000, monthly: 28_657, months: 240, overpayment: 2_877_680, total: 7_877_680 });
  });
});
