// What a unit costs a month: the mortgage annuity (the same arithmetic as the sales-data service's
// GET /api/monthly_payment, so the two agree to the ruble) and the developer's installment plan
// (a first payment, then equal interest-free payments until the house is completed).

/** The mortgage the site assumes until the visitor says otherwise (the sales-data defaults). */
export const MORTGAGE_DEFAULTS = { rate: 6, years: 20, downPaymentPercent: 20 } as const;
/** The installment plan's first payment, in percent of the price. */
export const INSTALLMENT_DEFAULTS = { firstPaymentPercent: 30 } as const;

export interface MortgageInput {
  price: number;
  /** Rubles; below the price. */
  downPayment: number;
  /** Annual rate in percent. */
  rate: number;
  years: number;
}

export interface MortgageResult {
  loan: number;
  months: number;
  /** Whole rubles, rounded once. */
  monthly: number;
  total: number;
  overpayment: number;
}

export function mortgage({ price, downPayment, rate, years }: MortgageInput): MortgageResult {
  const loan = Math.max(0, Math.round(price) - Math.round(downPayment));
  const months = Math.max(1, Math.round(years * 12));
  const monthlyRate = rate / 100 / 12;
  const exact = monthlyRate === 0 ? loan / months : (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  const monthly = Math.round(exact);
  const total = monthly * months;
  return { loan, months, monthly, total, overpayment: Math.max(0, total - loan) };
}

/** The default mortgage on one price: 20 % down, 6 %, 20 years. */
export function defaultMortgage(price: number): MortgageResult {
  const { rate, years, downPaymentPercent } = MORTGAGE_DEFAULTS;
  return mortgage({ price, downPayment: Math.round((price * downPaymentPercent) / 100), rate, years });
}

/** Whole months from `today` to the end of a completion quarter; at least 1 (a completed house pays at once). */
export function monthsUntilCompletion(completion: { year: number; quarter: number }, today: Date): number {
  const endMonth = completion.year * 12 + completion.quarter * 3; // the month after the quarter's last, counted from 0
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return Math.max(1, endMonth - now - 1);
}

export interface InstallmentResult {
  firstPayment: number;
  months: number;
  monthly: number;
}

/** Interest-free installment: the first payment, then the rest in equal whole-ruble parts. */
export function installment(price: number, months: number, firstPaymentPercent: number = INSTALLMENT_DEFAULTS.firstPaymentPercent): InstallmentResult {
  const firstPayment = Math.round((price * firstPaymentPercent) / 100);
  const term = Math.max(1, Math.round(months));
  return { firstPayment, months: term, monthly: Math.ceil((Math.round(price) - firstPayment) / term) };
}
