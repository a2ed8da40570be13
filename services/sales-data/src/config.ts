// Reads and validates the service's environment once at start; a bad value stops the service
// with one message that lists every bad variable.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SYNTHETIC_UNITS_MAX, SYNTHETIC_UNITS_MIN } from './inventory/synthetic';

export const DEFAULT_TOKEN = 'dev-sales-data-token';

// Both src/config.ts and the bundle dist/server.mjs sit two folders below services/sales-data's parent.
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** A whole number within bounds, given as a decimal string; the message names the bounds. */
function wholeNumber(min: number, max: number, fallback: number) {
  const message = `must be a whole number ${min}-${max}`;
  return z.string().trim().regex(/^\d{1,9}$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message)).default(fallback);
}

function optionalId() {
  return z.string().trim().regex(/^\d{1,12}$/, 'must be a positive whole number').transform(Number).pipe(z.number().min(1, 'must be a positive whole number')).optional();
}

const envSchema = z.object({
  SALES_DATA_HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  SALES_DATA_PORT: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'must be a port number 0-65535')
    .transform(Number)
    .pipe(z.number().max(65535, 'must be a port number 0-65535'))
    .default(4010),
  SALES_DATA_TOKEN: z.string().min(16, 'must be at least 16 characters').regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces').default(DEFAULT_TOKEN),
  SALES_DATA_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  SALES_DATA_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  AMOCRM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://example.amocrm.ru' }).optional(),
  AMOCRM_ACCESS_TOKEN: z.string().regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces').optional(),
  AMOCRM_PIPELINE_ID: optionalId(),
  AMOCRM_STATUS_ID: optionalId(),
  AMOCRM_LEAD_ID_FIELD_ID: optionalId(),
  AMOCRM_MAX_ATTEMPTS: wholeNumber(1, 100, 8),
  AMOCRM_RATE_PER_SECOND: wholeNumber(1, 50, 7),
  AMOCRM_BACKOFF_BASE_MS: wholeNumber(1, 3_600_000, 2000),
  AMOCRM_BACKOFF_CAP_MS: wholeNumber(1, 86_400_000, 300_000),
  AMOCRM_TIMEOUT_MS: wholeNumber(100, 300_000, 15_000),
  SALES_DATA_TEST_CONTROLS: z
    .string()
    .trim()
    .regex(/^(0|1|true|false)$/, 'must be 1 or true (on), 0 or false (off)')
    .transform((value) => value === '1' || value === 'true')
    .default(false),
  SALES_DATA_SYNTHETIC_UNITS: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, `must be a whole number ${SYNTHETIC_UNITS_MIN}-${SYNTHETIC_UNITS_MAX} (the demo alone has 9878 units)`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(SYNTHETIC_UNITS_MIN, `must be a whole number ${SYNTHETIC_UNITS_MIN}-${SYNTHETIC_UNITS_MAX} (the demo alone has 9878 units)`)
        .max(SYNTHETIC_UNITS_MAX, `must be a whole number ${SYNTHETIC_UNITS_MIN}-${SYNTHETIC_UNITS_MAX} (the demo alone has 9878 units)`),
    )
    .optional(),
});

/** Where and how leads are forwarded to amoCRM; absent when forwarding is off. */
export interface AmoCrmConfig {
  /** Account address without a trailing slash, e.g. https://example.amocrm.ru. */
  baseUrl: string;
  /** Long-lived access token; a secret: never logged, never echoed in an error. */
  accessToken: string;
  pipelineId?: number;
  statusId?: number;
  /**
   * The id of a text field of the account's leads that holds the site's lead id (the lead is
   * looked up by it after a lost answer); without it, the id ends the lead's name.
   */
  leadIdFieldId?: number;
  /** Calls to create one lead (and, separately, to add its note) before giving up. */
  maxAttempts: number;
  /** Requests per second across the whole service (amoCRM allows 7). */
  ratePerSecond: number;
  /** Exponential backoff with full jitter: a retry waits random(0, min(cap, base * 2^(n-1))). */
  backoffBaseMs: number;
  backoffCapMs: number;
  /** One request's time limit; a request that takes longer counts as a network error. */
  timeoutMs: number;
}

export interface Config {
  host: string;
  port: number;
  token: string;
  dataDir: string;
  /** Base of every absolute media and PDF URL, without a trailing slash. */
  publicUrl: string;
  /** Lead forwarding to amoCRM; undefined (off) unless both its URL and token are set. */
  amocrm: AmoCrmConfig | undefined;
  /**
   * The end-to-end tests' controls (PUT /api/test/property/:id/status), off unless
   * SALES_DATA_TEST_CONTROLS=1; only the test stack of `npm test` turns them on.
   */
  testControls: boolean;
  /**
   * SALES_DATA_SYNTHETIC_UNITS: the demo inventory grown to this many units inside the same
   * houses, for benchmarks (feeds over a developer's full inventory); undefined: the demo as it is.
   */
  syntheticUnits: number | undefined;
}

const SECRET_VARIABLES = new Set(['SALES_DATA_TOKEN', 'AMOCRM_ACCESS_TOKEN']);

export class ConfigError extends Error {}

/** Empty strings count as unset, so `SALES_DATA_PORT=` in a shell falls back to the default. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([key, value]) => (key.startsWith('SALES_DATA_') || key.startsWith('AMOCRM_')) && value !== ''));
  const result = envSchema.safeParse(present);
  const lines = result.success
    ? []
    : result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '(environment)');
        const value = present[name];
        return `  ${name}: ${issue.message}${value === undefined ? '' : ` (got ${JSON.stringify(SECRET_VARIABLES.has(name) ? '***' : value)})`}`;
      });
  // Checked by hand so the message also appears next to other bad variables.
  if ((present.AMOCRM_BASE_URL === undefined) !== (present.AMOCRM_ACCESS_TOKEN === undefined)) {
    const missing = present.AMOCRM_BASE_URL === undefined ? 'AMOCRM_BASE_URL' : 'AMOCRM_ACCESS_TOKEN';
    lines.push(`  ${missing}: AMOCRM_BASE_URL and AMOCRM_ACCESS_TOKEN must be set together to forward leads to amoCRM (or neither, to keep leads in the inbox)`);
  }
  if (!result.success || lines.length > 0) throw new ConfigError(`Invalid sales-data environment:\n${lines.join('\n')}`);
  const e = result.data;
  const amocrm: AmoCrmConfig | undefined =
    e.AMOCRM_BASE_URL !== undefined && e.AMOCRM_ACCESS_TOKEN !== undefined
      ? {
          baseUrl: e.AMOCRM_BASE_URL.replace(/\/+$/, ''),
          accessToken: e.AMOCRM_ACCESS_TOKEN,
          ...(e.AMOCRM_PIPELINE_ID !== undefined ? { pipelineId: e.AMOCRM_PIPELINE_ID } : {}),
          ...(e.AMOCRM_STATUS_ID !== undefined ? { statusId: e.AMOCRM_STATUS_ID } : {}),
          ...(e.AMOCRM_LEAD_ID_FIELD_ID !== undefined ? { leadIdFieldId: e.AMOCRM_LEAD_ID_FIELD_ID } : {}),
          maxAttempts: e.AMOCRM_MAX_ATTEMPTS,
          ratePerSecond: e.AMOCRM_RATE_PER_SECOND,
          backoffBaseMs: e.AMOCRM_BACKOFF_BASE_MS,
          backoffCapMs: Math.max(e.AMOCRM_BACKOFF_CAP_MS, e.AMOCRM_BACKOFF_BASE_MS),
          timeoutMs: e.AMOCRM_TIMEOUT_MS,
        }
      : undefined;
  return {
    host: e.SALES_DATA_HOST,
    port: e.SALES_DATA_PORT,
    token: e.SALES_DATA_TOKEN,
    dataDir: path.resolve(e.SALES_DATA_DIR ?? path.join(REPO_ROOT, '.data', 'sales-data')),
    publicUrl: (e.SALES_DATA_PUBLIC_URL ?? `http://localhost:${e.SALES_DATA_PORT}`).replace(/\/+$/, ''),
    amocrm,
    testControls: e.SALES_DATA_TEST_CONTROLS,
    syntheticUnits: e.SALES_DATA_SYNTHETIC_UNITS,
  };
}
