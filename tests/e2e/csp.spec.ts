/**
 * The built site under its Content-Security-Policy: representative pages, their islands (hydrated by the portal's
 * own directives), pagefind's search, the PDF viewer, the sign-in frames and popup, and the member centre run with
 * no violation reported, by the page (securitypolicyviolation) or by the browser's console.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { hydrated, openLoginModal } from './support.ts';

let violations: string[] = [];

/** Every frame and popup of the context reports its violations here; so does the console. */
async function watchPolicy(context: BrowserContext): Promise<void> {
  violations = [];
  await context.exposeBinding('reportPolicyViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${e.violatedDirective}: ${e.blockedURI || 'inline'} on ${e.documentURI} ${e.sample}`);
    });
  });
  context.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
}

test.beforeEach(async ({ context }) => watchPolicy(context));

/** Let late reports arrive, then require none. */
async function noViolation(page: Page): Promise<void> {
  await page.waitForTimeout(100);
  expect(violations).toEqual([]);
}

/** Open a page: served with the policy (inline scripts by hash only), and loaded without a violation. */
async function visit(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scripts = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  await noViolation(page);
  return policy;
}

interface Listed {
  id: number;
  title: string;
  vip_only?: boolean;
  price_cents?: number;
}

async function firstOf(
  request: APIRequestContext,
  call: string,
  data: Record<string, unknown>,
): Promise<Listed[]> {
  const res = await request.post(`/api/article/${call}`, { data: { page: 1, pageSize: 50, ...data } });
  const { list } = (await res.json()).data as { list: Listed[] };
  expect(list.length).toBeGreaterThan(0);
  return list;
}

test.describe('the Content-Security-Policy of the built site', () => {
  test('the home page, a list page and an article detail run their inline scripts under it', async ({
    page,
    request,
  }) => {
    const [article] = await firstOf(request, 'getNewsList', { kind: 'news' });
    for (const path of ['/', '/article/news', `/article/detail/${article!.id}`]) {
      const policy = await visit(page, path);
      // Astro's island loader and the portal's hydration directives are inline: allowed by their hashes.
      expect(policy, path).toMatch(/script-src [^;]*'sha256-/);
      await hydrated(page);
      await noViolation(page);
    }
  });

  test('search with a query loads pagefind (WebAssembly, its worker) and shows results', async ({
    page,
    request,
  }) => {
    const [article] = await firstOf(request, 'getNewsList', { kind: 'policy' });
    const words = article!.title.split(/[，,：:（(、；\s]/)[0]!;
    await visit(page, `/search/result?keyword=${encodeURIComponent(words)}`);
    await expect(page.locator('[data-search-result]').first()).toBeVisible({ timeout: 15_000 });
    await noViolation(page);
  });

  test('the login modal hydrates on a click, frames the WeChat panel and QQ closes its own popup', async ({
    page,
  }) => {
    await openLoginModal(page, '/article/news');
    await page.getByRole('button', { name: '微信登录' }).click();
    const qr = page.frameLocator('iframe[title="微信扫码登录"]');
    await expect(qr.getByText('本地模拟器')).toBeVisible();
    await noViolation(page);

    await openLoginModal(page);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'QQ登录' }).click(),
    ]);
    await popup.getByRole('button', { name: '授权并登录' }).click();
    // The callback page's inline script (allowed by its hash) closes the popup.
    await popup.waitForEvent('close', { timeout: 10_000 });
    await noViolation(page);
  });

  test('a report detail and its PDF viewer (pdf.js and its worker) draw the first page', async ({
    page,
    request,
  }) => {
    const reports = await firstOf(request, 'getReportLists', {});
    const free = reports.find((r) => !r.vip_only && r.price_cents === 0);
    await visit(page, `/article/detail/${free!.id}`);
    await hydrated(page);
    await visit(page, `/article/viewPdf?id=${free!.id}`);
    await hydrated(page);
    await expect(page.locator('[data-pdf-viewer]')).toHaveAttribute('data-pdf-viewer', 'ready', {
      timeout: 15_000,
    });
    await expect(page.locator('canvas[data-page-canvas="1"][data-drawn="true"]')).toBeVisible({
      timeout: 15_000,
    });
    await noViolation(page);
  });

  test('the member centre after sign-in', async ({ page, context, request, baseURL }) => {
    const res = await request.post('/api/user/login', {
      data: { username: 'vipdemo', password: 'demo1234' },
    });
    const { token } = (await res.json()).data as { token: string };
    await context.addCookies([{ name: 'token', value: token, url: baseURL! }]);
    await visit(page, '/user/profile');
    await expect(page.getByTestId('profile-nickname')).toHaveText('演示VIP会员');
    await hydrated(page);
    await noViolation(page);
  });
});
