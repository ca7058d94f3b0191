// Time from the payer's 确认支付 in the WeChat Pay simulator (which sends the signed notification) until the VIP
// badge shows in the header of the member's payment page, in Chromium against `serve.ts` and the current `dist`
// (run `npm run build` first). Also the time until the notification is applied (the payer page's answer).
// Usage: node_modules/.bin/node tests/bench/vip-badge.mjs [runs=5]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { openDatabase } from '#server/db/client.ts';
import { seedReference } from '#server/db/seed.ts';
import { createSession } from '#server/services/accounts/session.ts';
import { createUser } from '#server/services/accounts/users.ts';

const runs = Number(process.argv[2] ?? 5);
const port = 4386;
const base = `http://127.0.0.1:${port}`;
if (!existsSync('dist/index.html')) throw new Error('no build: run `npm run build` first');

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-badge-'));
const { db, close } = await openDatabase({ dataDir });
await seedReference(db);
const tokens = [];
for (let i = 0; i < runs; i++) {
  const user = await createUser(db, { account: `badge${i}`, nickname: `测速${i}`, regIp: '127.0.0.1' });
  tokens.push(
    await createSession(db, user.uid, {
      remember: true,
      ip: '127.0.0.1',
      userAgent: 'bench',
      now: new Date(),
    }),
  );
}
await close();

const server = spawn(process.execPath, ['src/server/serve.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: '0', NODE_ENV: 'development' },
  stdio: 'ignore',
});
for (let i = 0; i < 600; i++) {
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const badge = [];
const applied = [];
try {
  for (const token of tokens) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
    await context.addCookies([{ name: 'token', value: token, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/user/vip`);
    await page.getByRole('article', { name: '年度VIP' }).getByRole('button', { name: '立即开通' }).click();
    const link = page.getByRole('link', { name: '打开本地支付模拟器' });
    await link.waitFor();
    const payer = await context.newPage();
    await payer.goto(await link.getAttribute('href'));
    await page.bringToFront();
    const started = performance.now();
    await payer.getByRole('button', { name: '确认支付' }).click();
    await payer.getByRole('heading', { name: '支付成功' }).waitFor();
    applied.push(performance.now() - started);
    await page.getByTestId('vip-badge').waitFor({ timeout: 30_000 });
    badge.push(performance.now() - started);
    console.log(
      `run ${badge.length}: applied ${applied.at(-1).toFixed(0)} ms, badge ${badge.at(-1).toFixed(0)} ms`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `median over ${runs} runs: notification applied ${median(applied).toFixed(0)} ms, ` +
    `VIP badge ${median(badge).toFixed(0)} ms after 确认支付`,
);
