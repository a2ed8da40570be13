// Completion dates as Russian buyers read them: "IV кв. 2027".

const ROMAN = ['I', 'II', 'III', 'IV'] as const;

/** "IV кв.": a quarter without its year (the completion filter's options). */
export function formatQuarterOnly(quarter: number): string {
  return `${ROMAN[quarter - 1] ?? String(quarter)}\u00a0кв.`;
}

export function formatQuarter(date: { year: number; quarter: number }): string {
  return `${formatQuarterOnly(date.quarter)}\u00a0${date.year}`;
}
