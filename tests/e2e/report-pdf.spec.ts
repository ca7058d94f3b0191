import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './support';

interface ReportItem {
  id: number;
  title: string;
  page_count: number;
  price_cents: number;
  vip_only: boolean;
}

/** A published free report and a VIP-only one, through the public list call. */
async function reports(request: APIRequestContext): Promise<{ free: ReportItem; vip: ReportItem }> {
  const res = await request.post('/api/article/getReportLists', { data: { page: 1, pageSize: 50 } });
  const list = (await res.json()).data.list as ReportItem[];
  const free = list.find((r) => !r.vip_only && r.price_cents === 0);
  const vip = list.find((r) => r.vip_only);
  if (!free || !vip) throw new Error('demo content has no free or no VIP report');
  return { free, vip };
}

const viewer = (page: Page) => page.locator('[data-pdf-viewer]');
const pageInput = (page: Page) => page.getByRole('textbox', { name: '页码' });

/** The canvas of page `n` has been drawn by pdf.js. */
async function drawn(page: Page, n: number) {
  await expect(page.locator(`canvas[data-page-canvas="${n}"][data-drawn="true"]`)).toBeVisible({
    timeout: 15_000,
  });
}

test.describe('report PDFs in the viewer', () => {
  test('a visitor opens a free report from its detail page and pages through the whole PDF', async ({
    page,
  }) => {
    const { free } = await reports(page.request);
    // The demo file is made from the report: its page count is the record's, its cover the report's title.
    const last = free.page_count;
    expect(last).toBeGreaterThanOrEqual(6);
    await page.goto(`/article/detail/${free.id}`);
    await page.getByRole('link', { name: '在线阅读全文' }).click();
    await expect(page).toHaveURL(new RegExp(`/article/viewPdf\\?id=${free.id}$`));
    await hydrated(page);
    await expect(viewer(page)).toHaveAttribute('data-pdf-viewer', 'ready', { timeout: 15_000 });
    await drawn(page, 1);
    await expect(page.locator('[data-page-count]')).toHaveText(`/ ${last}`);
    await expect(page.locator('[data-access-banner]')).toHaveCount(0);
    await expect(page.getByText(`共 ${last} 页 · 全文阅读`)).toBeVisible();

    await page.getByRole('button', { name: '下一页' }).click();
    await drawn(page, 2);
    await expect(pageInput(page)).toHaveValue('2');
    await pageInput(page).fill(String(last));
    await pageInput(page).press('Enter');
    await drawn(page, last);
    await expect(page.getByRole('button', { name: '下一页' })).toBeDisabled();

    const zoom = page.locator('[data-zoom]');
    const before = await zoom.textContent();
    await page.getByRole('button', { name: '放大' }).click();
    await expect(zoom).not.toHaveText(before!);
    await drawn(page, last);
    await page.getByRole('button', { name: '缩小' }).click();
    await expect(zoom).toHaveText(before!);
    await page.getByRole('button', { name: '适合宽度' }).click();
    await drawn(page, last);
    // Fit width: the page fills the reading area but for its gutter.
    const area = (await page.locator('[data-reading-area]').boundingBox())!;
    const canvas = (await page.locator(`canvas[data-page-canvas="${last}"]`).boundingBox())!;
    expect(canvas.width).toBeGreaterThan(area.width - 40);
    expect(canvas.width).toBeLessThanOrEqual(area.width);
  });

  test('a visitor on a VIP report gets only the preview pages and the call to become VIP', async ({
    page,
  }) => {
    const { vip } = await reports(page.request);
    await page.goto(`/article/viewPdf?id=${vip.id}`);
    await hydrated(page);
    const banner = page.locator('[data-access-banner="vip"]');
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(banner).toContainText('开通VIP阅读全文');
    await expect(banner.getByRole('link', { name: '开通VIP' })).toHaveAttribute('href', '/user/vip');
    await drawn(page, 1);
    // The file itself holds only the first pages: the browser never receives the rest.
    await expect(page.locator('[data-page-count]')).toHaveText('/ 3');
    await pageInput(page).fill('8');
    await pageInput(page).press('Enter');
    await expect(pageInput(page)).toHaveValue('3');
    await drawn(page, 3);
    await expect(page.locator('[data-preview-end]')).toContainText('开通VIP');
    await banner.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
  });

  test('without an id the viewer shows only the not-found state', async ({ page }) => {
    await page.goto('/article/viewPdf');
    await expect(viewer(page)).toHaveAttribute('data-pdf-viewer', 'error');
    await expect(page.getByRole('alert')).toContainText('文件不存在或已下线');
    await expect(page.getByText('正在读取文件信息…')).toHaveCount(0);
    await expect(page.getByText('正在加载文件…')).toHaveCount(0);
    // Asking again cannot find a file that was never named: the way out is offered instead.
    await expect(page.getByRole('button', { name: '重新加载' })).toHaveCount(0);
    await expect(page.getByRole('alert').getByRole('link', { name: '返回首页' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('the legacy address /home/article/viewpdf/fid/{fid} opens the same file', async ({ page }) => {
    const { free } = await reports(page.request);
    const doc = await (await page.request.get(`/api/article/viewDoc?id=${free.id}`)).json();
    const res = await page.goto(`/home/article/viewpdf/fid/${doc.data.fid}`);
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/article/viewPdf\\?fid=${doc.data.fid}$`));
    await drawn(page, 1);
    await expect(page.locator('[data-pdf-title]')).toHaveText(doc.data.title);
  });
});
