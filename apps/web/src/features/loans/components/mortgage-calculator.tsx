'use client';
// The mortgage calculator: price, down payment in rubles or percent (the other unit shown under
// it), term in years or months, rate with the CMS programmes as presets; the monthly payment,
// loan, overpayment and total, then the debt year by year (a chart loaded on view, and the table).
import { useState } from 'react';
import { mortgage, mortgageSchedule } from '@/lib/finance';
import { formatRubles } from '@/lib/money';
import { checkMortgage, convertDown, convertTerm, parseNumber, type DownUnit, type MortgageFields, type TermUnit } from '../data/calculator-state';
import { loansTexts, termText } from '../texts';
import styles from './calculator.module.css';
import { Figure, NumberField, RecountWithoutScript, UnitSwitch, otherUnitHint } from './fields';
import { LazyScheduleChart } from './lazy-schedule-chart';
import { MortgageScheduleTable } from './schedule-tables';
import { useQuerySync } from './use-query-sync';

const f = loansTexts.form;
const r = loansTexts.result;

export interface MortgageCalculatorProps {
  initial: MortgageFields;
  presets: ReadonlyArray<{ name: string; rate: number }>;
  /** The programme's least down payment, in percent (the CMS loan's); 0: none. */
  minDownPercent: number;
  /** The unit id kept in the query (?property=). */
  property?: string;
  /** The price field's label when the unit is not a flat; else «Стоимость квартиры, ₽». */
  priceLabel?: string;
}

const DOWN_UNITS = [
  { value: 'rub' as const, label: f.rubShort, title: f.inRubles },
  { value: 'pct' as const, label: f.pctShort, title: f.inPercent },
];
const TERM_UNITS = [
  { value: 'y' as const, label: 'лет', title: f.inYears },
  { value: 'm' as const, label: 'мес.', title: f.inMonths },
];

export function MortgageCalculator({ initial, presets, minDownPercent, property, priceLabel }: MortgageCalculatorProps) {
  const [fields, setFields] = useState<MortgageFields>(initial);
  const [tableOpen, setTableOpen] = useState(false);
  useQuerySync({ price: fields.price, down: fields.down, downIn: fields.downUnit, term: fields.term, termIn: fields.termUnit, rate: fields.rate }, { property });
  const set = (patch: Partial<MortgageFields>) => setFields((current) => ({ ...current, ...patch }));
  const { errors, input } = checkMortgage(fields, minDownPercent);
  const result = input ? mortgage(input) : null;
  const schedule = input && result && result.loan > 0 ? mortgageSchedule(input) : null;
  const rate = parseNumber(fields.rate);

  const downHint = otherUnitHint(fields.price, fields.down, fields.downUnit, Boolean(errors.down ?? errors.price));

  return (
    <div className={styles.calculator}>
      <form className={styles.inputs} onSubmit={(event) => event.preventDefault()} aria-label={loansTexts.mortgageCalculator.title} noValidate>
        <NumberField name="price" label={priceLabel ?? f.price} value={fields.price} onChange={(price) => set({ price })} error={errors.price} inputMode="numeric" grouped />
        <NumberField
          name="down"
          grouped
          label={f.downPayment}
          value={fields.down}
          onChange={(down) => set({ down })}
          error={errors.down}
          hint={downHint}
          addon={
            <UnitSwitch<DownUnit>
              legend={f.unitLegend}
              name="downIn"
              value={fields.downUnit}
              options={DOWN_UNITS}
              onChange={(downUnit) => set({ downUnit, down: convertDown(fields.down, fields.downUnit, fields.price) })}
            />
          }
        />
        <NumberField
          name="term"
          label={f.term}
          value={fields.term}
          onChange={(term) => set({ term })}
          error={errors.term}
          addon={
            <UnitSwitch<TermUnit> legend={f.termIn} name="termIn" value={fields.termUnit} options={TERM_UNITS} onChange={(termUnit) => set({ termUnit, term: convertTerm(fields.term, fields.termUnit) })} />
          }
        />
        <NumberField name="rate" label={f.rate} value={fields.rate} onChange={(rate) => set({ rate })} error={errors.rate} />
        {presets.length > 0 ? (
          <div className={styles.presets} role="group" aria-label={f.programmes}>
            {presets.map((preset) => (
              <button
                key={`${preset.name}-${preset.rate}`}
                type="button"
                className={styles.preset}
                aria-pressed={rate === preset.rate}
                onClick={() => set({ rate: String(preset.rate).replace('.', ',') })}
              >
                {preset.name} · {loansTexts.percent(preset.rate)}
              </button>
            ))}
          </div>
        ) : null}
        <RecountWithoutScript property={property} />
      </form>

      <section className={styles.results} aria-labelledby="mortgage-result">
        <h3 id="mortgage-result" className={styles.resultsTitle}>
          {r.title}
        </h3>
        {result ? (
          result.loan > 0 ? (
            <dl className={styles.figures}>
              <Figure label={r.monthly} value={formatRubles(result.monthly)} main />
              <Figure label={r.loan} value={formatRubles(result.loan)} />
              <Figure label={r.overpayment} value={formatRubles(result.overpayment)} />
              <Figure label={r.total} value={formatRubles(result.total)} />
              <Figure label={f.term} value={termText(result.months)} />
            </dl>
          ) : (
            <p className={styles.note}>{r.noLoan}</p>
          )
        ) : (
          <p className={styles.note}>{loansTexts.errors.fix}</p>
        )}
        <p className="visually-hidden" aria-live="polite">
          {result && result.loan > 0 ? `${r.monthly}: ${formatRubles(result.monthly)}` : ''}
        </p>
      </section>

      {schedule ? (
        <section className={styles.schedule} aria-labelledby="mortgage-schedule">
          <h3 id="mortgage-schedule" className={styles.resultsTitle}>
            {loansTexts.schedule.mortgageTitle}
          </h3>
          <LazyScheduleChart rows={schedule} />
          <MortgageScheduleTable rows={schedule} open={tableOpen} onOpenChange={setTableOpen} />
        </section>
      ) : null}
    </div>
  );
}
