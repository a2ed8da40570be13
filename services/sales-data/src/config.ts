// Reads and validates the service's environment once at start; a bad value stops the service
// with one message that lists every bad variable.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const DEFAULT_TOKEN = 'dev-sales-data-token';

// Both src/config.ts and the bundle dist/server.mjs sit two folders below services/sales-data's parent.
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

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
});

export interface Config {
  host: string;
  port: number;
  token: string;
  dataDir: string;
  /** Base of every absolute media and PDF URL, without a trailing slash. */
  publicUrl: string;
}

export class ConfigError extends Error {}

/** Empty strings count as unset, so `SALES_DATA_PORT=` in a shell falls back to the default. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([key, value]) => key.startsWith('SALES_DATA_') && value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '(environment)');
      const value = present[name];
      return `  ${name}: ${issue.message}${value === undefined ? '' : ` (got ${JSON.stringify(name === 'SALES_DATA_TOKEN' ? '***' : value)})`}`;
    });
    throw new ConfigError(`Invalid sales-data environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  return {
    host: e.SALES_DATA_HOST,
    port: e.SALES_DATA_PORT,
    token: e.SALES_DATA_TOKEN,
    dataDir: path.resolve(e.SALES_DATA_DIR ?? path.join(REPO_ROOT, '.data', 'sales-data')),
    publicUrl: (e.SALES_DATA_PUBLIC_URL ?? `http://localhost:${e.SALES_DATA_PORT}`).replace(/\/+$/, ''),
  };
}
