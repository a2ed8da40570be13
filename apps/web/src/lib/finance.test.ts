import { describe, expect, it } from 'vitest';
import { defaultMortgage, installment, monthsUntilCompletion, mortgage } from './finance';

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
});
