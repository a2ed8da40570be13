// Completion dates as Russian buyers read them: "IV кв. 2027".

const ROMAN = ['I', 'II', 'III', 'IV'] as const;

export function formatQuarter(date: { year: number; quarter: number }): string {
  const roman = ROMAN[date.quarter - 1] ?? String(date.quarter);
  return `${roman}\u00a0кв.\u00a0${date.year}`;
}
