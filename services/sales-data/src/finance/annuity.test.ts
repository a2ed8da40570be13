import { describe, expect, it } from 'vitest';
import { DownPaymentTooLarge, monthlyPayment } from './annuity';

describe('monthlyPayment', () => {
  it('uses the defaults: 6 %, 20 years, 20 % down', () => {
    const result = monthlyPayment(1, 10_000_000, {});
    expect(result).toMatchObject({ initial_payment: 2_000_000, loan_amount: 8_000_000, rate: 6, years: 20, months: 240 });
    // 8 000 000 at 0.5 % a month over 240 months: 57 314.4 rubles.
    expect(result.monthly_payment).toBe(57_314);
    expect(result.total_payment).toBe(57_314 * 240);
    expect(result.overpayment).toBe(57_314 * 240 - 8_000_000);
  });

  it('takes a down payment in rubles or percent, and a zero rate', () => {
    expect(monthlyPayment(1, 6_000_000, { initial_payment: 1_500_000, rate: 0, years: 10 })).toMatchObject({
      loan_amount: 4_500_000,
      initial_payment_percent: 25,
      monthly_payment: 37_500,
      overpayment: 0,
    });
    expect(monthlyPayment(1, 6_000_000, { initial_payment_percent: 50 }).loan_amount).toBe(3_000_000);
  });

  it('never repays less than the loan: at 0 % a payment rounded down leaves the rubles to the last one', () => {
    // 1 000 001 over 12 months: 83 333.42 → 83 333, and twelve of them are 5 rubles short.
    expect(monthlyPayment(1, 1_000_001, { initial_payment: 0, rate: 0, years: 1 })).toMatchObject({ monthly_payment: 83_333, total_payment: 1_000_001, overpayment: 0 });
  });

  it('refuses a down payment that covers the price', () => {
    expect(() => monthlyPayment(1, 1_000_000, { initial_payment: 1_000_000 })).toThrow(DownPaymentTooLarge);
  });
});
