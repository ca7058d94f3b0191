/**
 * 标准查询 on the demo build (the standards of reference/standard/standards.csv): filter by status with the address
 * keeping it, find a standard by a sloppily typed number, follow its lineage through the chain, follow (关注) an
 * upcoming standard and see it in the member centre; the legacy and query addresses answer 301.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshMobile, hydrated, registerViaApi } from './support.ts';

const LIST = '/application/standard/list';
const rows = (page: Page) => page.getByTestId('std-row');

async function settled(page: Page) {
  await hydrated(page);
  await expect(page.locator('[data-testid="standard-list"] table[aria-busy="false"]')).toBeVisible();
}

/** The id of a listed standard by its number (the list call, as the page asks it). */
async function idOf(request: APIRequestContext, number: string): Promise<number> {
  const res = await request.post('/api/standard/getList', { data: { keyword: number } });
  const found = (await res.json()).data.list.find((s: { number: string }) => s.number === number);
  expect(found, number).toBeTruthy();
  return found.id;
}

/** China's calendar day `days` from now (YYYY-MM-DD), as the import reads dates. */
const chinaDay = (days: number) =>
  new Date(Date.now() + (8 * 60 + days * 1440) * 60_000).toISOString().slice(0, 10);

/** This year in China: the imported test standards are numbered in it. */
const YEAR = chinaDay(0).slice(0, 4);

/** The editor's token (the demo editor). */
async function editorToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/user/login', { data: { username: 'editor', password: 'demo1234' } });
  return (await login.json()).data.token as string;
}

/**
 * An editor imports standards (CSV rows under the given header) through the import call; resolves when the import
 * is done and the first row's page is live. Tests make their own dated rows, so they hold whatever day they run on.
 */
async function importStandards(request: APIRequestContext, header: string, rows: string[]): Promise<number> {
  const token = await editorToken(request);
  const upload = await request.post('/api/admin/import/upload', {
    headers: { token },
    multipart: {
      file: {
        name: 'standards.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([header, ...rows].join('\n')),
      },
      family: 'standard',
      mode: 'all_or_nothing',
    },
  });
  const importId = (await upload.json()).data.id as number;
  await expect
    .poll(
      async () =>
        (
          await (
            await request.post('/api/admin/import/status', { headers: { token }, data: { id: importId } })
          ).json()
        ).data.status,
      { timeout: 30_000 },
    )
    .toBe('done');
  const id = await idOf(request, rows[0]!.split(',')[0]!);
  await expect
    .poll(async () => (await request.get(`/application/standard/detail/${id}`)).status(), { timeout: 60_000 })
    .toBe(200);
  return id;
}

test('filters standards by status, the address keeping the filter', async ({ page }) => {
  await page.goto(LIST);
  await settled(page);
  await expect(rows(page)).toHaveCount(20);
  await page.getByTestId('filter-status').getByRole('button', { name: /^废止/ }).click();
  await expect(page).toHaveURL(/status=withdrawn/);
  await settled(page);
  const badges = page.locator('[data-testid="std-row"] [data-status]');
  await expect(badges.first()).toHaveText('废止');
  for (const text of await badges.allTextContents()) expect(text).toBe('废止');
  await page.reload();
  await settled(page);
  await expect(page.getByTestId('filter-status').getByRole('button', { name: /^废止/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(badges.first()).toHaveText('废止');
});

test('the list page loads no zod (its eval probe trips the CSP) and breaks no Content-Security-Policy rule', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeBinding('reportStdViolation', (_s, text: string) => void violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportStdViolation: (t: string) => void }).reportStdViolation(
        `${e.violatedDirective} ${e.blockedURI || 'inline'} ${e.sample}`,
      ),
    ),
  );
  page.on('console', (m) => /Content.Security.Policy/i.test(m.text()) && violations.push(m.text()));
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') bodies.push(r.text().catch(() => ''));
  });
  const res = await page.goto(`${LIST}?status=current`);
  expect(res!.headers()['content-security-policy']).toBeTruthy();
  await settled(page);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((body) => body.includes('ZodError'))).toEqual([]);
  expect(violations).toEqual([]);
});

test('finds a standard by a sloppily typed number and opens its page', async ({ page }) => {
  await page.goto(LIST);
  await settled(page);
  await page.getByRole('searchbox', { name: '搜索标准' }).fill('gbt2763—2021');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/keyword=/);
  await settled(page);
  await expect(page.getByTestId('std-total')).toContainText('按标准号');
  await expect(page.getByTestId('std-number').first()).toHaveText('GB 2763-2021');
  await page.getByTestId('std-number').first().click();
  await expect(page).toHaveURL(/\/application\/standard\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GB 2763-2021');
  await expect(page.getByTestId('std-fields')).toContainText('食品中农药最大残留限量');
  await expect(page.getByTestId('official-link')).toHaveAttribute(
    'href',
    /openstd\.samr\.gov\.cn.*GB%202763-2021/,
  );
  await expect(page.locator('[data-authority]')).toContainText('全国标准信息公共服务平台');
});

test('follows the lineage through the chain, several steps', async ({ page, request }) => {
  await page.goto(`/application/standard/detail/${await idOf(request, 'GB 2763-2021')}`);
  const chain = page.locator('[data-lineage]');
  await expect(chain.locator('[aria-current="page"]')).toContainText('GB 2763-2021');
  await expect(chain.locator('[data-lineage-link="GB 2763-2026"] [data-status]')).toHaveText('现行');
  await chain.getByRole('link', { name: 'GB 2763-2019' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GB 2763-2019');
  await expect(page.getByTestId('std-status')).toHaveText('废止');
  await expect(chain.locator('[data-lineage-link="GB 2763-2021"]')).toBeVisible();
  await chain.getByRole('link', { name: 'GB 2763-2016' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GB 2763-2016');
  // Back up the chain to the newest version.
  await chain.getByRole('link', { name: 'GB 2763-2026' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GB 2763-2026');
  await expect(page.locator('[data-lineage] [aria-current="page"]')).toContainText('GB 2763-2026');
});

test('legacy and query addresses answer 301 to the pages', async ({ request }) => {
  const id = await idOf(request, 'GB 28050-2011');
  const legacy = await request.get(`/home/standard/detail/id/${id}`, { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers().location).toBe(`/application/standard/detail/${id}`);
  const query = await request.get(`/application/standard/detail?id=${id}`, { maxRedirects: 0 });
  expect(query.headers().location).toBe(`/application/standard/detail/${id}`);
  const list = await request.get('/home/standard/lists', { maxRedirects: 0 });
  expect(list.status()).toBe(301);
  expect(list.headers().location).toBe(LIST);
});

test('an upcoming standard counts down; a member follows it and sees it in the centre', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A standard of its own taking effect in 30 days (the real data's upcoming dates pass; this test must not).
  const number = `GB/T 99${String(Date.now() % 1000).padStart(3, '0')}-${chinaDay(0).slice(0, 4)}`;
  const id = await importStandards(request, '标准号,标准名称,发布日期,实施日期', [
    `${number},测试关注 即将实施的标准（浏览器测试）,${chinaDay(-10)},${chinaDay(30)}`,
  ]);

  // A member of its own: nothing followed yet, whatever earlier runs did.
  const token = await registerViaApi(page, freshMobile(), 'secret123');
  await context.addCookies([{ name: 'token', value: token, url: baseURL! }]);

  await page.goto(`/application/standard/detail/${id}`);
  await expect(page.getByTestId('std-status')).toHaveText('即将实施');
  await expect(page.locator('[data-countdown-days]')).toHaveText('30');
  await hydrated(page);
  const follow = page.locator('[data-standard-actions]').getByRole('button', { name: /关注/ });
  await expect(follow).toHaveText('关注');
  await follow.click();
  await expect(follow).toHaveText('已关注');

  await page.goto('/user/favorite');
  const block = page.getByTestId('std-follow-changes');
  await expect(block).toBeVisible();
  const item = block.locator(`[data-std-change="${number}"]`);
  await expect(item).toContainText('30 天后现行');
  await item.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(number);
});

test('a visitor’s standard page loads no React and breaks no Content-Security-Policy rule; its countdown is a small script', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`/application/standard/detail/${await idOf(request, 'GB 1350-2025')}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const renderer = await page.locator('astro-island[renderer-url]').first().getAttribute('renderer-url');
  expect(renderer).toBeTruthy();
  expect(scripts).not.toContain(renderer);
  expect(problems).toEqual([]);
});

test('an editor imports a standard with a sloppy number; its page goes live and its predecessor’s chain names it', async ({
  page,
  request,
}, testInfo) => {
  const token = await editorToken(request);
  await page.context().addCookies([{ name: 'token', value: token, url: testInfo.project.use.baseURL! }]);
  await page.goto('/admin#import');
  await hydrated(page);
  const panel = page.getByTestId('import-panel');
  await panel.getByTestId('import-family').selectOption({ label: '农业与食品标准' });
  const csv = [
    '标准号,标准名称,发布日期,实施日期,代替标准,涉及食物',
    `gbt 99990—${YEAR},测试导入 稻谷质量（浏览器测试）,${chinaDay(-10)},${chinaDay(400)},GB 1350-2025,稻谷`,
  ].join('\n');
  await panel.getByTestId('import-file').setInputFiles({
    name: 'standards.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await panel.getByTestId('import-start').click();
  await expect(panel.getByTestId('import-outcome')).toHaveAttribute('data-status', 'done', {
    timeout: 30_000,
  });

  // Stored under its canonical number; the publisher renders its page and the chain of the one it replaces.
  const id = await idOf(request, `GB/T 99990-${YEAR}`);
  await expect
    .poll(async () => (await request.get(`/application/standard/detail/${id}`)).status(), { timeout: 60_000 })
    .toBe(200);
  const predecessor = await idOf(request, 'GB 1350-2025');
  await expect
    .poll(async () => (await request.get(`/application/standard/detail/${predecessor}`)).text(), {
      timeout: 60_000,
    })
    .toContain(`data-lineage-link="GB/T 99990-${YEAR}"`);
  await page.goto(`/application/standard/detail/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`GB/T 99990-${YEAR}`);
  await expect(page.getByTestId('std-status')).toHaveText('即将实施');
  await expect(page.locator('[data-lineage-link="GB 1350-2025"]')).toBeVisible();
});
