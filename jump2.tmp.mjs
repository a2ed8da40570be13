import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await page.goto('http://localhost:3000/kupit-1-komnatnuyu-kvartiru-ot-zastroishika', { waitUntil: 'networkidle' });
const box = page.getByRole('checkbox', { name: 'Без отделки' }).first();
await box.scrollIntoViewIfNeeded();
await page.waitForTimeout(300);
const info = () => page.evaluate(() => {
  const b = [...document.querySelectorAll('input[name=finishing]')][0].getBoundingClientRect();
  const h = document.querySelector('main h1')?.getBoundingClientRect();
  return { y: scrollY, boxTop: Math.round(b.top), h1: h && Math.round(h.height), docH: document.documentElement.scrollHeight };
});
console.log('before', await info());
const r = await box.boundingBox();
await page.mouse.click(r.x + r.width / 2, r.y + r.height / 2);
for (let i = 0; i < 8; i++) { await page.waitForTimeout(200); console.log(i, await info()); }
await page.evaluate(() => document.documentElement.style.overflowAnchor = 'none');
await browser.close();
