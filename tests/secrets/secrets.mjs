// The secrets of a test run and where to look for them: the list comes from a JSON file
// (SECRETS_FILE, written by scripts/test.mjs with mode 0600: { "name": "value", ... }). A finding
// names the secret and the place, never the value, since this suite's own output is logged too.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Secrets shorter than this are not searched for: a short value would match by chance. */
const MIN_LENGTH = 12;

export function loadSecrets() {
  const file = process.env.SECRETS_FILE;
  if (!file || !existsSync(file)) throw new Error('SECRETS_FILE must name the JSON file of the run\'s secrets (scripts/test.mjs writes it)');
  const entries = Object.entries(JSON.parse(readFileSync(file, 'utf8'))).filter(([, value]) => typeof value === 'string');
  const short = entries.filter(([, value]) => value.length < MIN_LENGTH).map(([name]) => name);
  if (short.length > 0) throw new Error(`too short to search for reliably: ${short.join(', ')}`);
  return entries.map(([name, value]) => ({ name, value, forms: [...new Set([value, encodeURIComponent(value), Buffer.from(value).toString('base64')])] }));
}

/** The names of the secrets that occur in `text` (as written, %-encoded, or base64). */
export function secretsIn(text, secrets) {
  return secrets.filter((secret) => secret.forms.some((form) => text.includes(form))).map((secret) => secret.name);
}

/** Every file under `dir`, recursively. */
export function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}
