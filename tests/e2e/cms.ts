// What the CMS holds, read as the site reads it (the read-only token of CMS_API_TOKEN_FILE), so a
// spec can compare a page with its editors' content instead of with a copy of the seed.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';

export const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

function cmsToken(): string {
  const file = process.env.CMS_API_TOKEN_FILE;
  return file ? readFileSync(file, 'utf8').trim() : '';
}

/** One CMS list or single type: its `data`. */
export async function cms<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = cmsToken();
  const response = await request.get(`${cmsUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}
