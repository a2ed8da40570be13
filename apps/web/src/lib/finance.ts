// What a unit costs a month: the mortgage annuity (the same arithmetic as the sales-data service's
// GET /api/monthly_payment, so the two agree to the ruble) and the developer's installment plan
// (a first payment, then equal interest-free payments until the house is completed).

/** The mortgage the site assumes until the visitor says otherwise (the sales-data defaults). */
export const MORTGAGE_DEFAULTS = { rate: 6, years: 20, downPaymentPercent: 20 } as const;
/** The installment plan's first payment, in percent of the price. */
export const INSTALLMENT_DEFAULTS = { firstPaymentPercent: 30 } as const;

/**
 * Whether a unit is quoted the monthly payment of MORTGAGE_DEFAULTS, the flat programme's terms:
 * flats only; premises, parking places and storerooms are bought on other terms.
 */
export const quotesFlatMortgage = (unit: { type_purpose: string }): boolean => unit.type_purpose === 'residential';

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
  // A payment rounded down (a zero rate's odd division) would repay less than the loan: the last
  // payment makes up the few rubles, as a bank's schedule does.
  const total = Math.max(monthly * months, loan);
  return { loan, months, monthly, total, overpayment: total - loan };
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

/**
 * The installment the site quotes for one unit: INSTALLMENT_DEFAULTS, paid monthly until its
 * house's completion quarter. Null where there is none to offer: no price, a house handed over,
 * or one completing this month or past its quarter and not yet handed over (no months to spread over).
 */
export function unitInstallment(unit: { price_value: number; development_end: { year: number; quarter: number } }, today: Date, released: boolean): InstallmentResult | null {
  if (released || unit.price_value <= 0) return null;
  const months = monthsUntilCompletion(unit.development_end, today);
  return months <= 1 ? null : installment(unit.price_value, months);
}

// ---- the calculators' arithmetic (features/loans) ----------------------------------------------

/** The calculators' limits (the Russian messages are in features/loans/texts.ts). */
export const LIMITS = {
  /** Below any unit the developer sells (the cheapest storeroom is about 200 000 ₽): a price of
   * «75» or «7500» is a slip, not a price to count a loan for. */
  minPrice: 100_000,
  maxPrice: 1_000_000_000,
  maxRate: 50,
  minMonths: 1,
  maxMonths: 360,
  /** The installment plan lasts until the house is completed, at most three years. */
  maxInstallmentMonths: 36,
} as const;

/** A down payment given in percent of the price, in whole rubles. */
export function percentToRubles(price: number, percent: number): number {
  return Math.round((price * percent) / 100);
}

/** A down payment given in rubles, in percent of the price, to two decimals (0 for a zero price). */
export function rublesToPercent(price: number, rubles: number): number {
  if (price <= 0) return 0;
  return Math.round((rubles / price) * 10_000) / 100;
}

export interface ScheduleYear {
  /** 1 for the first twelve months of the loan. */
  year: number;
  /** How many payments fall in the year (12, fewer in the last one). */
  payments: number;
  /** Whole rubles paid off the debt this year. */
  principal: number;
  /** Whole rubles of interest this year. */
  interest: number;
  /** The debt left at the year's end. */
  remaining: number;
}

/**
 * The mortgage year by year. Each month pays the rounded annuity; interest accrues on the exact
 * balance and is rounded once per year (cumulatively, so no ruble is lost between years). The
 * principal column sums to the loan and the interest column to the overpayment, so the columns
 * sum to the total.
 */
export function mortgageSchedule(input: MortgageInput): ScheduleYear[] {
  const { loan, months, monthly, overpayment } = mortgage(input);
  const monthlyRate = input.rate / 100 / 12;
  const rows: ScheduleYear[] = [];
  let balance = loan;
  let exactInterest = 0;
  let interestSoFar = 0;
  let principalSoFar = 0;
  for (let start = 0; start < months; start += 12) {
    const payments = Math.min(12, months - start);
    for (let m = 0; m < payments; m += 1) {
      const interest = balance * monthlyRate;
      exactInterest += interest;
      balance = Math.max(0, balance - (monthly - interest));
    }
    const last = start + payments >= months;
    const interest = last ? overpayment - interestSoFar : Math.min(overpayment - interestSoFar, Math.round(exactInterest) - interestSoFar);
    const principal = last ? loan - principalSoFar : Math.min(loan - principalSoFar, monthly * payments - interest);
    interestSoFar += interest;
    principalSoFar += principal;
    rows.push({ year: start / 12 + 1, payments, principal, interest, remaining: loan - principalSoFar });
  }
  return rows;
}

export interface InstallmentMonth {
  month: number;
  payment: number;
  remaining: number;
}

export interface InstallmentPlan extends InstallmentResult {
  /** The price: an installment costs nothing extra. */
  total: number;
  schedule: InstallmentMonth[];
}

/**
 * The installment with the first payment in rubles: equal parts rounded up to the ruble, the last
 * one smaller so the payments add up to the price exactly.
 */
export function installmentPlan({ price, firstPayment, months }: { price: number; firstPayment: number; months: number }): InstallmentPlan {
  const total = Math.round(price);
  const first = Math.min(total, Math.max(0, Math.round(firstPayment)));
  const term = Math.max(1, Math.round(months));
  const rest = total - first;
  const monthly = Math.ceil(rest / term);
  const schedule: InstallmentMonth[] = [];
  let remaining = rest;
  for (let month = 1; month <= term; month += 1) {
    const payment = month === term ? remaining : Math.min(monthly, remaining);
    remaining -= payment;
    schedule.push({ month, payment, remaining });
  }
  return { firstPayment: first, months: term, monthly, total, schedule };
}

/** One way to pay for a unit, as the «Как оплатить» comparison shows it. */
export interface PaymentOption {
  /** Paid at the start (down payment, first payment, the old flat's value). */
  firstPayment: number;
  /** 0 when nothing is left to pay monthly. */
  monthly: number;
  months: number;
  overpayment: number;
  /** Everything paid, the first payment included. */
  total: number;
}

/** A mortgage as a way to pay: the down payment, then the annuity. */
export function mortgageOption(input: MortgageInput): PaymentOption {
  const result = mortgage(input);
  const firstPayment = Math.min(Math.round(input.price), Math.round(input.downPayment));
  return { firstPayment, monthly: result.loan > 0 ? result.monthly : 0, months: result.loan > 0 ? result.months : 0, overpayment: result.overpayment, total: firstPayment + (result.loan > 0 ? result.total : 0) };
}

/** The installment as a way to pay: interest-free, the total is the price. */
export function installmentOption(price: number, months: number, firstPayment: number): PaymentOption {
  const plan = installmentPlan({ price, firstPayment, months });
  return { firstPayment: plan.firstPayment, monthly: plan.monthly, months: plan.firstPayment >= plan.total ? 0 : plan.months, overpayment: 0, total: plan.total };
}

export interface TradeInInput {
  price: number;
  /** What the visitor's current flat is worth; it all goes to the down payment. */
  flatValue: number;
  rate: number;
  years: number;
  /** The programme's least down payment, in percent: a cheaper flat is topped up in cash. */
  minDownPercent: number;
}

/**
 * Trade-in with a mortgage: the current flat pays the down payment (up to the price), the rest is
 * borrowed. A flat worth less than the programme's least down payment is topped up in cash
 * (`topUp`): no bank lends the rest. `surplus` is what the flat is worth above the price (paid out
 * to the visitor).
 */
export function tradeIn({ price, flatValue, rate, years, minDownPercent }: TradeInInput): PaymentOption & { surplus: number; topUp: number } {
  const value = Math.max(0, Math.round(flatValue));
  const least = percentToRubles(price, minDownPercent);
  const option = mortgageOption({ price, downPayment: Math.min(Math.max(value, least), Math.round(price)), rate, years });
  return { ...option, surplus: Math.max(0, value - Math.round(price)), topUp: Math.max(0, least - value) };
}
