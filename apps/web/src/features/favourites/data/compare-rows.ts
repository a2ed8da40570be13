// The rows of the comparison: one per attribute, each unit's value as the visitor reads it, and
// whether the values differ (the row is highlighted, and «только различия» keeps only those).
// A row no unit has a value for (living area of parking places) is left out. Pure.
import type { Property } from '@novostroy/contracts';
import { formatArea } from '@/lib/area';
import { defaultMortgage, INSTALLMENT_DEFAULTS, MORTGAGE_DEFAULTS, quotesFlatMortgage, unitInstallment } from '@/lib/finance';
import { formatRubles } from '@/lib/money';
import { formatQuarter } from '@/lib/quarter';
import { STATUS_LABELS } from '@/ui/status-badge';
import { unitTexts } from '@/features/unit';
import { favouritesTexts } from '../texts';

const t = favouritesTexts.compare.rows;

export interface CompareRow {
  key: string;
  label: string;
  /** What the figure assumes (the mortgage's terms). */
  note?: string;
  values: string[];
  differs: boolean;
}

/** The price before a discount, once sales-data sends it (`price_old`); not in the contract yet. */
function oldPrice(unit: Property): number | null {
  const value = (unit as Property & { price_old?: unknown }).price_old;
  return typeof value === 'number' && value > unit.price_value ? value : null;
}

function installmentText(unit: Property, today: Date, released: boolean): string {
  if (released) return t.noInstallmentReleased;
  const plan = unitInstallment(unit, today, released);
  return plan ? t.installmentValue(formatRubles(plan.monthly), plan.months) : t.noInstallment;
}

/** `released`: the houses sales-data calls handed over (their units say «Дом сдан»). */
export function compareRows(units: readonly Property[], today: Date, released: ReadonlySet<number> = new Set()): CompareRow[] {
  const none = t.none;
  const price = (value: number) => (value > 0 ? formatRubles(value) : none);
  const mortgageTerms = t.mortgageNote(MORTGAGE_DEFAULTS.downPaymentPercent, MORTGAGE_DEFAULTS.rate, MORTGAGE_DEFAULTS.years);
  const rows: Array<Omit<CompareRow, 'differs'>> = [
    { key: 'price', label: t.price, values: units.map((unit) => price(unit.price_value)) },
    { key: 'price-per-meter', label: t.pricePerMeter, values: units.map((unit) => price(unit.price_per_meter)) },
    { key: 'old-price', label: t.oldPrice, values: units.map((unit) => (oldPrice(unit) === null ? none : formatRubles(oldPrice(unit)!))) },
    {
      key: 'mortgage',
      label: t.mortgage,
      // The flat programme is not quoted for the others: with one of them compared, the note says
      // why its value is a dash.
      note: units.every(quotesFlatMortgage) ? mortgageTerms : t.mortgageFlatsOnly(mortgageTerms),
      values: units.map((unit) => (unit.price_value > 0 && quotesFlatMortgage(unit) ? formatRubles(defaultMortgage(unit.price_value).monthly) : none)),
    },
    {
      key: 'installment',
      label: t.installment,
      note: t.installmentNote(INSTALLMENT_DEFAULTS.firstPaymentPercent),
      values: units.map((unit) => installmentText(unit, today, released.has(unit.house_id))),
    },
    { key: 'area-total', label: t.areaTotal, values: units.map((unit) => formatArea(unit.area_total)) },
    { key: 'area-living', label: t.areaLiving, values: units.map((unit) => (unit.area_living ? formatArea(unit.area_living) : none)) },
    {
      key: 'area-kitchen',
      label: t.areaKitchen,
      values: units.map((unit) => (unit.area_kitchen ? formatArea(unit.area_kitchen) : unit.type_purpose === 'residential' && unit.studio ? t.studioKitchen : none)),
    },
    {
      key: 'rooms',
      label: t.rooms,
      values: units.map((unit) => (unit.type_purpose !== 'residential' ? none : unit.studio || unit.rooms_amount === 0 ? t.studio : String(unit.rooms_amount))),
    },
    { key: 'floor', label: t.floor, values: units.map((unit) => (unit.floor < 1 ? unitTexts.level(unit.floor) : unitTexts.floorOf(unit.floor, unit.floors_total))) },
    { key: 'complex', label: t.complex, values: units.map((unit) => unit.project_title) },
    { key: 'house', label: t.house, values: units.map((unit) => unit.house_title) },
    { key: 'section', label: t.section, values: units.map((unit) => String(unit.section)) },
    { key: 'completion', label: t.completion, values: units.map((unit) => (released.has(unit.house_id) ? unitTexts.released : formatQuarter(unit.development_end))) },
    {
      key: 'finishing',
      label: t.finishing,
      values: units.map((unit) => (unit.type_purpose === 'residential' || unit.type_purpose === 'commercial' ? unitTexts.finishings[unit.finishing] : none)),
    },
    { key: 'status', label: t.status, values: units.map((unit) => STATUS_LABELS[unit.status]) },
  ];
  return rows
    .filter((row) => row.values.some((value) => value !== none))
    .map((row) => ({ ...row, differs: new Set(row.values).size > 1 }));
}
