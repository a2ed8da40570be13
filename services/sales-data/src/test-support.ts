// Test helpers: a service on a fresh temporary data folder, and authorised requests against it.
import type { LeadPayloadInput } from '@novostroy/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import type { AmoCrmConfig } from './config';
import { buildInventory, type Inventory } from './inventory/inventory';
import { createService, type Service, type ServiceOptions } from './service';

export const TEST_TOKEN = 'test-token-0123456789abcdef';
export const TEST_PUBLIC_URL = 'http://sales.test';

let shared: Inventory | undefined;
/** Built once per test file and never changed: a test that switches statuses builds its own inventory. */
export function testInventory(): Inventory {
  shared ??= buildInventory({ publicUrl: TEST_PUBLIC_URL });
  return shared;
}

export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'sales-data-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function testService(dataDir: string, now?: () => Date, extra: { amocrm?: AmoCrmConfig; forwarder?: ServiceOptions['forwarder'] } = {}): Promise<Service> {
  return createService(
    { token: TEST_TOKEN, dataDir, publicUrl: TEST_PUBLIC_URL, ...(extra.amocrm ? { amocrm: extra.amocrm } : {}) },
    { inventory: testInventory(), ...(now ? { now } : {}), ...(extra.forwarder ? { forwarder: extra.forwarder } : {}) },
  );
}

/** Forwarding to a fake amoCRM with millisecond backoff, so retry tests run quickly. */
export function testAmoConfig(fake: { url: string; token: string }, overrides: Partial<AmoCrmConfig> = {}): AmoCrmConfig {
  return { baseUrl: fake.url, accessToken: fake.token, maxAttempts: 8, ratePerSecond: 7, backoffBaseMs: 5, backoffCapMs: 40, timeoutMs: 2000, ...overrides };
}

export function authorised(init: RequestInit = {}): RequestInit {
  return { ...init, headers: { Authorization: `Bearer ${TEST_TOKEN}`, ...(init.headers as Record<string, string> | undefined) } };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return authorised({ method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });
}

/** Parses a JSON response with a contract schema, so every test also checks the contract. */
export async function expectJson<S extends z.ZodType>(response: Response, status: number, schema: S): Promise<z.infer<S>> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected HTTP ${status}, got ${response.status}: ${text}`);
  return schema.parse(JSON.parse(text));
}

/** A complete lead as the site sends it, for the intake and forwarding tests. */
export const sampleLead: LeadPayloadInput = {
  name: 'Иван Петров',
  phone: '+79181234567',
  email: 'ivan@example.ru',
  comment: 'Интересует двухкомнатная',
  form: 'property',
  property_id: 11010001,
  property_type: 'residential',
  project_id: 1101,
  project_title: 'ЖК «Северное сияние»',
  page_url: 'https://novostroy.example/property/11010001',
  utm: { utm_source: 'yandex', utm_countent: 'banner-1', roistat: '42' },
  consent: { accepted: true, at: '2026-03-01T10:15:00+03:00', text_version: '2026-01' },
};
