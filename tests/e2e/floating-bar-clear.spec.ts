/**
 * The floating bar at the right never covers the main column (issue "the house": ~37 px covered at 1366 px); on a
 * phone it shows 反馈 and 返回顶部, small, and the page's last line scrolls clear of it (issue 29).
 */
import { expect, test, type Page } from '@playwright/test';

async function articlePath(page: Page): Promise<string> {
  const html = await (await page.request.get('/article/news')).text();
  const id = /href="\/article\/detail\/(\d+)"/.exec(html)?.[1];
  expect(id).toBeTruthy();
  return `/article/detail/${id}`;
}

/** The horizontal overlap in px between the floating bar and the main column (0: none). */
async function overlap(page: Page): Promise<number> {
  const bar = (await page.locator('#floating-bar').boundingBox())!;
  const main = (await page.locator('#content').boundingBox())!;
  expect(bar.width).toBeGreaterThan(0);
  return Math.max(0, Math.min(bar.x + bar.width, main.x + main.width) - Math.max(bar.x, main.x));
}

for (const width of [1280, 1366, 1536]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the floating bar does not cover an article', async ({ page }) => {
      await page.goto(await articlePath(page));
      expect(await overlap(page)).toBe(0);
    });

    test('the floating bar does not cover a member’s /user/score', async ({ page }) => {
      const res = await page.request.post('/api/user/login', {
        data: { username: 'demo', password: 'demo1234' },
      });
      const token = (await res.json()).data.token as string;
      await page
        .context()
        .addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
      await page.goto('/user/score');
      await expect(page.locator('#content table').first()).toBeVisible();
      expect(await overlap(page)).toBe(0);
      const table = (await page.locator('#content table').first().boundingBox())!;
      const bar = (await page.locator('#floating-bar').boundingBox())!;
      expect(table.x + table.width).toBeLessThanOrEqual(bar.x);
    });
  });
}

test.describe('at 390 px on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('反馈 and 返回顶部 show after scrolling, inside the screen, and the page’s last line is not under them', async ({
    page,
  }) => {
    await page.goto(await articlePath(page));
    const bar = page.locator('#floating-bar');
    await expect(bar.getByRole('button', { name: '意见反馈' })).toBeVisible();
    await expect(bar.getByRole('button', { name: '关注我们' })).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    await expect(bar.getByRole('button', { name: '返回顶部' })).toBeVisible();
    await expect(bar).toBeInViewport({ ratio: 1 });
    const box = (await bar.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(44);
    // Every piece of text of the footer, the page's last lines, lies clear of the bar.
    const covered = await page.locator('footer').evaluate((footer, b) => {
      const texts = [...footer.querySelectorAll('p, a, button, span')].map((el) =>
        el.getBoundingClientRect(),
      );
      return texts.filter(
        (r) =>
          r.width > 0 && r.right > b.x && r.left < b.x + b.width && r.bottom > b.y && r.top < b.y + b.height,
      ).length;
    }, box);
    expect(covered).toBe(0);
    const last = (await page.locator('footer p').last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(844);
  });
});
