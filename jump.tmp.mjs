import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await page.goto('http://localhost:3000/' + (process.argv[2] ?? 'kupit-1-komnatnuyu-kvartiru-ot-zastroishika'), { waitUntil: 'networkidle' });
const box = page.getByRole('checkbox', { name: new RegExp(process.argv[3] ?? 'Без отделки') }).first();
await box.scrollIntoViewIfNeeded();

await page.waitForTimeout(500);
const before = await page.evaluate(() => scrollY);
const r = await box.boundingBox();
await page.mouse.click(r.x + r.width / 2, r.y + r.height / 2);
const samples = [];
for (let i = 0; i < 20; i++) { await page.waitForTimeout(150); samples.push(await page.evaluate(() => scrollY)); }
console.log('before', before, 'after', samples.join(','), page.url());
console.log(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 150)));
await browser.close();
