// A unit's discount: how much below its old price it is sold now, when sales-data gives one.

export interface Discount {
  /** Whole percent of the old price. */
  percent: number;
  rubles: number;
}

export function discountOf(unit: { price_value: number; price_old?: number | null }): Discount | null {
  const old = unit.price_old;
  if (old === undefined || old === null || old <= unit.price_value || unit.price_value <= 0) return null;
  return { percent: Math.round(((old - unit.price_value) / old) * 100), rubles: old - unit.price_value };
}
