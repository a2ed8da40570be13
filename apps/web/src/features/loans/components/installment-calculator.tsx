'use client';
// The installment calculator: price, first payment in rubles or percent, the months until the
// house is completed (the unit's own when the page is for one unit, else chosen, 1 to 36), the
// monthly amount and the month-by-month schedule. Interest-free: the payments add up to the price.
import { useState } from 'react';
import { installmentPlan } from '@/lib/finance';
import { formatRubles } from '@/lib/money';
import { checkInstallment, convertDown, type DownUnit, type InstallmentFields } from '../data/calculator-state';
import { loansTexts, termText } from '../texts';
import styles from './calculator.module.css';
import { Figure, NumberField, RecountWithoutScript, UnitSwitch, otherUnitHint } from './fields';
import { InstallmentScheduleTable } from './schedule-tables';
import { useQuerySync } from './use-query-sync';

const f = loansTexts.form;
const r = loansTexts.result;

export interface InstallmentCalculatorProps {
  initial: InstallmentFields;
  /** The unit's months until completion, with the quarter's text; null: the visitor chooses. */
  fixedTerm: { months: number; quarter: string } | null;
  /** The programme's least first payment, in percent (the CMS loan's); 0: none. */
  minFirstPercent: number;
  property?: string;
  /** The price field's label when the unit is not a flat; else «Стоимость квартиры, ₽». */
  priceLabel?: string;
}

const UNITS = [
  { value: 'rub' as const, label: f.rubShort, title: f.inRubles },
  { value: 'pct' as const, label: f.pctShort, title: f.inPercent },
];

export function InstallmentCalculator({ initial, fixedTerm, minFirstPercent, property, priceLabel }: InstallmentCalculatorProps) {
  const [fields, setFields] = useState<InstallmentFields>(initial);
  // null: as the plan suggests (open for a short one), until the visitor folds or opens the table.
  const [tableOpen, setTableOpen] = useState<boolean | null>(null);
  const query: Record<string, string> = { price: fields.price, first: fields.first, firstIn: fields.firstUnit };
  // The unit's own term is not the visitor's to share.
  if (!fixedTerm) query.months = fields.months;
  useQuerySync(query, { property });
  const set = (patch: Partial<InstallmentFields>) => setFields((current) => ({ ...current, ...patch }));
  const { errors, input } = checkInstallment(fields, fixedTerm?.months ?? null, minFirstPercent);
  const plan = input ? installmentPlan(input) : null;

  const firstHint = otherUnitHint(fields.price, fields.first, fields.firstUnit, Boolean(errors.first ?? errors.price));

  return (
    <div className={styles.calculator}>
      <form className={styles.inputs} onSubmit={(event) => event.preventDefault()} aria-label={loansTexts.installmentCalculator.title} noValidate>
        <NumberField name="price" label={priceLabel ?? f.price} value={fields.price} onChange={(value) => set({ price: value })} error={errors.price} inputMode="numeric" grouped />
        <NumberField
          name="first"
          grouped
          label={f.firstPayment}
          value={fields.first}
          onChange={(value) => set({ first: value })}
          error={errors.first}
          hint={firstHint}
          addon={
            <UnitSwitch<DownUnit>
              legend={f.unitLegend}
              name="firstIn"
              value={fields.firstUnit}
              options={UNITS}
              onChange={(firstUnit) => set({ firstUnit, first: convertDown(fields.first, fields.firstUnit, fields.price) })}
            />
          }
        />
        {fixedTerm ? (
          <p className={styles.fixedTerm}>{f.monthsFromUnit(fixedTerm.months, fixedTerm.quarter)}</p>
        ) : (
          <NumberField name="months" label={f.months} value={fields.months} onChange={(value) => set({ months: value })} error={errors.months} inputMode="numeric" />
        )}
        <RecountWithoutScript property={property} />
      </form>

      <section className={styles.results} aria-labelledby="installment-result">
        <h3 id="installment-result" className={styles.resultsTitle}>
          {r.title}
        </h3>
        {plan ? (
          plan.firstPayment < plan.total ? (
            <dl className={styles.figures}>
              <Figure label={r.monthly} value={formatRubles(plan.monthly)} main />
              <Figure label={r.firstPayment} value={formatRubles(plan.firstPayment)} />
              <Figure label={r.rest} value={formatRubles(plan.total - plan.firstPayment)} />
              <Figure label={r.installmentTerm} value={termText(plan.months)} />
              <Figure label={r.overpayment} value={formatRubles(0)} />
            </dl>
          ) : (
            <p className={styles.note}>{r.nothingLeft}</p>
          )
        ) : (
          <p className={styles.note}>{loansTexts.errors.fix}</p>
        )}
        <p className="visually-hidden" aria-live="polite">
          {plan && plan.firstPayment < plan.total ? `${r.monthly}: ${formatRubles(plan.monthly)}` : ''}
        </p>
      </section>

      {plan && plan.firstPayment < plan.total ? (
        <section className={styles.schedule} aria-labelledby="installment-schedule">
          <h3 id="installment-schedule" className={styles.resultsTitle}>
            {loansTexts.schedule.installmentTitle}
          </h3>
          <InstallmentScheduleTable rows={plan.schedule} open={tableOpen ?? plan.schedule.length <= 12} onOpenChange={setTableOpen} />
        </section>
      ) : null}
    </div>
  );
}
