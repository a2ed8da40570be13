// The mortgage calculator's arithmetic: an annuity (equal monthly payments) on the price less
// the down payment. Whole rubles, rounded once at the end.
import { MONTHLY_PAYMENT_DEFAULTS, type MonthlyPayment, type MonthlyPaymentQuery } from '@novostroy/contracts';

export class DownPaymentTooLarge extends Error {}

export function monthlyPayment(propertyId: number, price: number, query: MonthlyPaymentQuery): MonthlyPayment {
  const rate = query.rate ?? MONTHLY_PAYMENT_DEFAULTS.rate;
  const years = query.years ?? MONTHLY_PAYMENT_DEFAULTS.years;
  const initial =
    query.initial_payment !== undefined ? Math.round(query.initial_payment) : Math.round((price * (query.initial_payment_percent ?? MONTHLY_PAYMENT_DEFAULTS.initial_payment_percent)) / 100);
  if (initial >= price) throw new DownPaymentTooLarge(`initial_payment must be below the price (${price} rubles)`);
  const loan = price - initial;
  const months = years * 12;
  const monthlyRate = rate / 100 / 12;
  const exact = monthlyRate === 0 ? loan / months : (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  const payment = Math.round(exact);
  // A payment rounded down (a zero rate's odd division) would repay less than the loan: the last
  // payment makes up the few rubles.
  const total = Math.max(payment * months, loan);
  return {
    property_id: propertyId,
    price_value: price,
    initial_payment: initial,
    initial_payment_percent: Math.round((initial / price) * 10_000) / 100,
    loan_amount: loan,
    rate,
    years,
    months,
    monthly_payment: payment,
    total_payment: total,
    overpayment: total - loan,
  };
}
