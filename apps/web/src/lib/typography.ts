// Editors type ordinary spaces, and a narrow column then starts a line with "%" or "₽", or ends one
// with "№" or "г.". Russian typesetting keeps such a sign with its number, and an address's
// abbreviation or part with what follows it: these rules put a non-breaking space there, in every
// text that comes from the CMS (upstream/content/client.ts).
const NBSP = '\u00a0';

const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // "30 %", "7 500 000 ₽", "3,5 млн ₽", "45 м²".
  [/(\d|млн|млрд|тыс\.) (?=(?:%|₽|м²|млн|млрд|тыс\.))/g, `$1${NBSP}`],
  // "7 500 000": the groups of one number stay on one line.
  [/(\d) (?=\d{3}(?!\d))/g, `$1${NBSP}`],
  // "№ 152-ФЗ", "§ 3".
  [/([№§]) (?=\d)/g, `$1${NBSP}`],
  // "г. Краснодар", "ул. Стахановская", "д. 15": an address's abbreviation stays with its word.
  [/(^|[\s(«,])(г|ул|пр|просп|пер|наб|ш|мкр|д|корп|стр|лит|кв|оф|пом)\. (?=[\dА-ЯЁ])/g, `$1$2.${NBSP}`],
  // "павильон 1", "корпус 2", "офис 301": an address's part stays with its number.
  [/(^|[\s(«,])(корпус|литер|павильон|офис|этаж|секция|подъезд|строение|помещение) (?=\d)/gi, `$1$2${NBSP}`],
];

/** The text with non-breaking spaces where a sign must stay with its number. */
export function keepSignsWithNumbers(text: string): string {
  let result = text;
  for (const [pattern, replacement] of RULES) result = result.replace(pattern, replacement);
  return result;
}

/** A parsed JSON value with the rules applied to every string in it (keys are left as they are). */
export function keepSignsWithNumbersIn(value: unknown): unknown {
  if (typeof value === 'string') return value.includes(' ') ? keepSignsWithNumbers(value) : value;
  if (Array.isArray(value)) return value.map(keepSignsWithNumbersIn);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, keepSignsWithNumbersIn(inner)]));
  }
  return value;
}

/**
 * Prepositions, conjunctions and the particle «не»: in Russian typesetting a line does not end
 * with one of them; it goes to the next line with its word.
 */
const SHORT_WORDS = ['а', 'и', 'в', 'во', 'к', 'ко', 'с', 'со', 'у', 'о', 'об', 'обо', 'но', 'на', 'по', 'за', 'из', 'от', 'до', 'под', 'над', 'при', 'без', 'для', 'про', 'не', 'ни'];
const SHORT_WORD = new RegExp(`(?<=^|[\\s(«„"—–])(${SHORT_WORDS.join('|')}) (?=\\S|$)`, 'giu');

/** The text with a non-breaking space after each short preposition or conjunction (prose: RichText); one that ends the text is kept with what follows it (an emphasised word). */
export function keepShortWordsWithNext(text: string): string {
  return text.includes(' ') ? text.replace(SHORT_WORD, `$1${NBSP}`) : text;
}
