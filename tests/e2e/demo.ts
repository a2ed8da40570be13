// The demo complexes the stack is seeded with (data/demo/complexes.json), for assertions.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface DemoComplex {
  slug: string;
  title: string;
  legacyId: number;
  profitId: number;
}

export const demoComplexes: DemoComplex[] = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'data', 'demo', 'complexes.json'), 'utf8'),
).complexes;

/** "от 5,2 млн ₽" or "от 5 240 000 ₽" (with ordinary or non-breaking spaces). */
export const rublePrice = /от[\s\u00a0\u202f]+[\d\s\u00a0\u202f,]+([\s\u00a0\u202f]*(млн|тыс\.))?[\s\u00a0\u202f]*₽/;
