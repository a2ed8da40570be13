// Rules for text a visitor types, shared by the site's forms (in the browser), web's routes and
// the sales-data contract, so the three can never disagree about a lead: one e-mail rule and the
// NUL rule. Plain functions without zod, light enough for a browser bundle
// (`@novostroy/contracts/text-rules`).

/** The longest e-mail address a mail server takes (RFC 5321: a 256-octet path less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

// Any character but spaces, control characters and the ones RFC 5322 reserves outside quotes.
const LOCAL_PART = /^[^\s\p{Cc}@"(),:;<>[\]\\]{1,64}$/u;
// A domain label: letters of any script, digits and inner hyphens (пример, xn--e1afmkfd, mail-1).
const LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;
// The top-level domain: two or more letters (ru, рф, com) or its ASCII form (xn--p1ai).
const TOP_LEVEL = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/iu;

/**
 * An e-mail address as a Russian buyer writes one: `anna@example.ru`, `анна@пример.рф` (an
 * internationalised address, RFC 6531) or its ASCII form `anna@xn--e1afmkfd.xn--p1ai`. No quoted
 * local parts, comments or IP-literal domains: no buyer's address needs them.
 */
export function isEmailAddress(text: string): boolean {
  if ([...text].length > EMAIL_MAX_LENGTH) return false;
  const at = text.lastIndexOf('@');
  if (at <= 0) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || [...domain].length > 253) return false;
  return labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1)!);
}

/**
 * Whether the text carries what Postgres cannot store in text or jsonb: U+0000, or half of a
 * surrogate pair (`"\ud800"` is valid JSON, but no character). A lead with one could never be
 * kept; no name, comment or attribution value needs either. Refused, with the field named.
 */
export function containsUnstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

// A high surrogate not followed by a low one, or a low one not after a high one (UTF-16 units: no
// `u` flag; String#isWellFormed is too new for some of the buyers' browsers).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The contract's message for such a character (web shows its own Russian text for the field). */
export const NUL_MESSAGE = 'must not contain the NUL character (U+0000) or an unpaired surrogate';
