// Real-user vitals reach POST /api/vitals from the site's own pages only, carrying no URL, and are
// answered 204 without storing anything.
import { expect, test } from '@playwright/test';

const metric = { name: 'LCP', value: 1234.5, rating: 'good', navigationType: 'navigate', route: '/our-projects/[id]' };

test('a page of the site may report vitals; another site may not; nonsense is refused', async ({ request, baseURL }) => {
  const own = await request.post('/api/vitals', { headers: { origin: new URL(baseURL!).origin }, data: { metrics: [metric] } });
  expect(own.status()).toBe(204);
  const foreign = await request.post('/api/vitals', { headers: { origin: 'https://evil.example' }, data: { metrics: [metric] } });
  expect(foreign.status()).toBe(403);
  const nonsense = await request.post('/api/vitals', { headers: { origin: new URL(baseURL!).origin }, data: { metrics: [{ ...metric, name: 'FID', route: '/our-projects/severnoe?phone=79181234567' }] } });
  expect(nonsense.status()).toBe(400);
});
