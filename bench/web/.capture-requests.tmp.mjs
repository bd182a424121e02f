import puppeteer from 'puppeteer-core';
import { createThrowawayDatabase, dropDatabase } from '../../scripts/lib/mariadb.mjs';
import { register, startApi, stopAll } from '../lib/servers.mjs';
const db = await createThrowawayDatabase('tontine_capture');
let browser;
try {
  const origin = await startApi({ port: 4427, databaseUrl: db.url });
  const { token } = await register(origin, { email: 'cap@bench.test' });
  await fetch(`${origin}/api/auth/onboarding/complete`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ role: 'member' }) });
  browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
  const page = await browser.newPage();
  await page.setViewport({ width: Number(process.env.W ?? 412), height: 823 });
  await page.goto(`${origin}/login`);
  await page.evaluate((t) => localStorage.setItem('tontine.token', t), token);
  const t0 = Date.now();
  page.on('request', (r) => { if (!r.url().startsWith('data:')) console.log(Date.now() - t0, r.resourceType(), r.url().replace(origin, '')); });
  await page.goto(`${origin}/dashboard`, { waitUntil: 'networkidle0' });
} finally { await browser?.close(); stopAll(); await dropDatabase(db.name).catch(() => {}); }
