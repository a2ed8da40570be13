'use client';
// «Как оплатить»: one unit paid three ways, side by side: a mortgage on the site's default terms,
// the developer's installment until completion, and trade-in (the visitor's flat into the down
// payment, the rest by mortgage). The flat's value is the one input; it is kept in the query.
import { useState } from 'react';
import { INSTALLMENT_DEFAULTS, MORTGAGE_DEFAULTS, installmentOption, mortgageOption, percentToRubles, tradeIn, type PaymentOption } from '@/lib/finance';
import { formatRubles } from '@/lib/money';
import { parseNumber } from '../data/calculator-state';
import { loansTexts, termText } from '../texts';
import styles from './comparison.module.css';
import { NumberField } from './fields';
import { useQuerySync } from './use-query-sync';

const c = loansTexts.compare;

export interface PaymentComparisonProps {
  price: number;
  /** The unit's title («2-комнатная квартира № 52»). */
  unitTitle: string;
  monthsToCompletion: number;
  initialFlatValue: string;
  property: string;
  /** Each way's own page for this unit; none for the page the comparison is on. */
  details: { mortgage?: string; installment?: string; tradein?: string };
}

function Option({ title, note, option, unavailable, extra, href }: { title: string; note: string; option: PaymentOption | null; unavailable?: string; extra?: string; href?: string }) {
  return (
    <li className={styles.option}>
      <h3 className={styles.optionTitle}>{title}</h3>
      <p className={styles.optionNote}>{note}</p>
      {option ? (
        <dl className={styles.rows}>
          <div>
            <dt>{c.firstPayment}</dt>
            <dd>{formatRubles(option.firstPayment)}</dd>
          </div>
          <div data-main="">
            <dt>{c.monthly}</dt>
            <dd>{option.monthly > 0 ? formatRubles(option.monthly) : c.noMonthly}</dd>
          </div>
          <div>
            <dt>{c.term}</dt>
            <dd>{option.months > 0 ? termText(option.months) : c.noLoan}</dd>
          </div>
          <div>
            <dt>{c.overpayment}</dt>
            <dd>{formatRubles(option.overpayment)}</dd>
          </div>
          <div>
            <dt>{c.total}</dt>
            <dd>{formatRubles(option.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.unavailable}>{unavailable}</p>
      )}
      {extra || (href && option) ? (
        <div className={styles.optionTail}>
          {extra ? <p className={styles.optionNote}>{extra}</p> : null}
          {href && option ? (
            <a href={href} className={styles.details} aria-label={c.detailsLabel(title)}>
              {c.details}
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** A flat worth more than this is a typing slip, not a trade-in: the option asks again. */
const FLAT_VALUE_MAX = 1_000_000_000;

export function PaymentComparison({ price, unitTitle, monthsToCompletion, initialFlatValue, property, details }: PaymentComparisonProps) {
  const [flat, setFlat] = useState(initialFlatValue);
  useQuerySync({ flat }, { property });
  const { rate, years, downPaymentPercent } = MORTGAGE_DEFAULTS;
  const flatValue = parseNumber(flat);
  const flatError = flatValue === null || flatValue > FLAT_VALUE_MAX ? c.flatValueError : undefined;

  const viaMortgage = mortgageOption({ price, downPayment: percentToRubles(price, downPaymentPercent), rate, years });
  // A house completed or completing this month leaves no months to spread the payments over.
  const viaInstallment = monthsToCompletion > 1 ? installmentOption(price, monthsToCompletion, percentToRubles(price, INSTALLMENT_DEFAULTS.firstPaymentPercent)) : null;
  const viaTradeIn = flatValue === null || flatError ? null : tradeIn({ price, flatValue, rate, years, minDownPercent: downPaymentPercent });

  return (
    <section id="kak-platit" className={styles.section} aria-labelledby="kak-platit-title">
      <div className={styles.head}>
        <h2 id="kak-platit-title" className={styles.title}>
          {c.title}
        </h2>
        <p className={styles.lead}>{c.lead(unitTitle)}</p>
      </div>
      <div className={styles.flat}>
        <NumberField name="flat" label={c.flatValue} value={flat} onChange={setFlat} error={flatError} inputMode="numeric" grouped />
      </div>
      <ul className={styles.options}>
        <Option title={c.mortgage} note={c.mortgageNote(downPaymentPercent, rate, years)} option={viaMortgage} href={details.mortgage} />
        <Option title={c.installment} note={c.installmentNote(INSTALLMENT_DEFAULTS.firstPaymentPercent)} option={viaInstallment} unavailable={c.installmentUnavailable} href={details.installment} />
        <Option
          href={details.tradein}
          title={c.tradein}
          note={c.tradeinNote(rate, years)}
          option={viaTradeIn}
          unavailable={c.flatValueError}
          extra={
            viaTradeIn && viaTradeIn.surplus > 0
              ? c.surplus(formatRubles(viaTradeIn.surplus))
              : viaTradeIn && viaTradeIn.topUp > 0
                ? c.topUp(downPaymentPercent, formatRubles(viaTradeIn.topUp))
                : undefined
          }
        />
      </ul>
    </section>
  );
}
