// Renders an nginx template of this folder: every {{NAME}} becomes values[NAME]. A token without a
// value is an error rather than an empty string, so a half-configured file never reaches nginx.
// A value may be a list: the line holding its token is repeated once per item (the web instances
// of the `upstream` block). On the command line WEB_UPSTREAM takes a comma-separated list.
// CLI (production): EDGE_SECRET=… node deploy/nginx/render.mjs deploy/nginx/site.conf LISTEN=80 \
//   LISTEN_TLS=443 TLS_CERTIFICATE=/etc/ssl/novostroy/fullchain.pem TLS_CERTIFICATE_KEY=/etc/ssl/novostroy/privkey.pem \
//   SERVER_NAME=novostroy.ru WEB_UPSTREAM=10.0.0.11:3000,10.0.0.12:3000 CMS_UPSTREAM=10.0.0.20:1337 \
//   SALES_DATA_UPSTREAM=10.0.0.21:4010 CACHE_DIR=/var/cache/nginx/novostroy > site.conf
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const TOKEN = /\{\{([A-Z][A-Z0-9_]*)\}\}/g;

/**
 * The nonce placeholder web renders for the cache layer: derived from EDGE_SECRET so nobody without
 * it can write markup that nginx would turn into a valid nonce. Must stay equal to
 * edgeNoncePlaceholder() in apps/web/src/platform/security/edge.ts (both tests assert one vector).
 */
export function edgeNoncePlaceholder(secret) {
  return `edge${createHash('sha256').update(`novostroy-edge-nonce:${secret}`).digest('hex').slice(0, 40)}`;
}

/** Two years: what the HSTS preload list asks for, and well above the Observatory's six months. */
export const DEFAULT_HSTS_MAX_AGE = 63072000;

/** The port of an nginx `listen` value: `443`, `127.0.0.1:8443`, `[::]:443`. */
export function portOf(listen) {
  const match = /(?:^|:)(\d+)$/.exec(String(listen ?? '').trim());
  if (!match) throw new Error(`LISTEN_TLS must end with a port, e.g. 443 or 127.0.0.1:8443 (got "${listen ?? ''}")`);
  return match[1];
}

/**
 * The values a site template needs besides the ones given: the placeholder of the secret, the
 * HTTPS port of the redirect (from LISTEN_TLS) and the HSTS max-age (two years unless given).
 */
export function withDerivedValues(values) {
  const secret = values.EDGE_SECRET ?? '';
  if (secret.trim().length < 16) throw new Error('EDGE_SECRET must be at least 16 characters (web ignores a shorter one)');
  const hsts = values.HSTS_MAX_AGE ?? String(DEFAULT_HSTS_MAX_AGE);
  // 0 only for a site on this machine (npm run start:cluster): a browser keeps HSTS for the host
  // whatever the port, and would then force https on every local server of localhost.
  if (!/^\d+$/.test(hsts) || (Number(hsts) < 15768000 && hsts !== '0')) {
    throw new Error('HSTS_MAX_AGE must be a whole number of seconds, at least 15768000 (six months), or 0 on a local machine');
  }
  return {
    ...values,
    EDGE_NONCE_PLACEHOLDER: edgeNoncePlaceholder(secret.trim()),
    HTTPS_PORT: values.HTTPS_PORT ?? (values.LISTEN_TLS ? portOf(values.LISTEN_TLS) : undefined),
    HSTS_MAX_AGE: hsts,
  };
}

/** The names of the tokens a template uses, each once. */
export function templateTokens(template) {
  return [...new Set([...template.matchAll(TOKEN)].map((match) => match[1]))];
}

/** Values the command line splits on commas into a list. */
const LIST_VALUES = new Set(['WEB_UPSTREAM']);

export function renderTemplate(template, values) {
  const empty = (value) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  const missing = templateTokens(template).filter((name) => empty(values[name]));
  if (missing.length > 0) throw new Error(`nginx template: no value for ${missing.join(', ')}`);
  for (const [name, value] of Object.entries(values)) {
    // A quote, a semicolon or a line break would end the directive and let a value add its own.
    for (const item of [value].flat()) {
      if (/["';{}\n\r\\]/.test(String(item))) throw new Error(`nginx template: ${name} contains a character nginx would interpret`);
    }
  }
  const fill = (line, list, item) => line.replace(TOKEN, (_, name) => String(name === list ? item : values[name]));
  return template
    .split('\n')
    .flatMap((line) => {
      const lists = [...new Set([...line.matchAll(TOKEN)].map((match) => match[1]).filter((name) => Array.isArray(values[name])))];
      if (lists.length > 1) throw new Error(`nginx template: at most one list per line (${lists.join(', ')})`);
      return lists.length === 0 ? [fill(line)] : values[lists[0]].map((item) => fill(line, lists[0], item));
    })
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, ...pairs] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node deploy/nginx/render.mjs TEMPLATE NAME=value… (EDGE_SECRET from the environment)');
    process.exit(2);
  }
  const values = { EDGE_SECRET: process.env.EDGE_SECRET };
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
    values[name] = LIST_VALUES.has(name) ? value.split(',').map((item) => item.trim()).filter(Boolean) : value;
  }
  process.stdout.write(renderTemplate(readFileSync(file, 'utf8'), withDerivedValues(values)));
}
