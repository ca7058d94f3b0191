/**
 * 农业百科 across its parts: an entry's hub panel shows what the other applications know of it; a member comments and
 * deletes the comment; a member's new entry, approved by an editor, goes live through incremental publishing (no full
 * build), shows in 我的百科 as 已发布, and an approved edit shows on the page and in its history.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoMemberPage, editorToken, untilPublished } from './support.ts';

// An approval goes live through the server's incremental rebuild: give it time on a busy machine.
test.setTimeout(240_000);

type Answer = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const post = async (request: APIRequestContext, p: string, data: Record<string, unknown>, token?: string) =>
  (await request.post(p, { data, headers: token ? { token } : {} })).json() as Promise<Answer>;

// 演示百科作者 (a fresh registration would cost one of the address's 30 SMS a day).
const signedInMember = (page: Page, baseURL: string) => demoMemberPage(page, baseURL);

async function entryId(request: APIRequestContext, title: string): Promise<number> {
  const res = await post(request, '/api/baike/getBaikeLists', { keyword: title });
  const hit = (res.data.exact as { id: number; title: string }[]).find((e) => e.title === title);
  expect(hit, title).toBeTruthy();
  return hit!.id;
}

test('an entry’s hub panel shows its price, nutrients, standards, trade and production', async ({
  page,
  request,
}) => {
  await page.goto(`/application/baike/${await entryId(request, '小麦')}`);
  const hub = page.getByTestId('baike-hub');
  await expect(hub.getByRole('heading', { name: '相关数据' })).toBeVisible();
  for (const part of ['food', 'standards', 'trade', 'production'])
    await expect(hub.locator(`[data-hub-part="${part}"]`)).toBeVisible();
  await expect(hub.locator('[data-hub-part="food"]')).toContainText('蛋白质');
  await expect(hub.locator('[data-hub-part="production"] a').first()).toHaveAttribute(
    'href',
    /\/application\/ast/,
  );
  await page.goto(`/application/baike/${await entryId(request, '大白菜')}`);
  const price = page.getByTestId('baike-hub').locator('[data-hub-part="vegetable"]');
  await expect(price).toBeVisible();
  await expect(price.getByRole('img', { name: /全国均价走势/ })).toBeVisible();
  await expect(price).toContainText('演示数据');
});

test('an entry loads its hub panel’s code after the load event and its comments’ code only when they near the viewport', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto(`/application/baike/${await entryId(request, '玉米')}`);
  await page.waitForLoadState('networkidle');
  const status = page.getByTestId('baike-comments').locator('[data-comment-status]');
  await expect(status).toHaveText('加载中…');
  expect(scripts.filter((s) => s.includes('commentsBox'))).toEqual([]);
  // The hub panel's drawing code comes after the load event, not by it.
  const hubBeforeLoad = await page.evaluate(() => {
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventStart;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('hubPanel'))
      .map((e) => e.startTime < load);
  });
  expect(hubBeforeLoad).toEqual([false]);
  await status.scrollIntoViewIfNeeded();
  await expect(status).not.toHaveText('加载中…');
  expect(scripts.filter((s) => s.includes('commentsBox'))).toHaveLength(1);
});

test('a member comments on an entry and deletes the comment', async ({ page, request, baseURL }) => {
  await signedInMember(page, baseURL!);
  await page.goto(`/application/baike/${await entryId(request, '玉米')}`);
  const box = page.getByTestId('baike-comments');
  const text = `玉米品种推荐：${Date.now().toString(36)}`;
  await box.getByRole('textbox').fill(text);
  await box.getByRole('button', { name: '发表评论' }).click();
  const mine = box.locator('li', { hasText: text });
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(mine).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('baike-comments').locator('li', { hasText: text })).toHaveCount(0);
});

test('a member’s entry approved by an editor is live without a full build, 已发布 in 我的百科, and an edit shows in its history', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await signedInMember(page, baseURL!);
  const editor = await editorToken(request);
  const title = `青稞${Date.now().toString(36).slice(-5)}`;
  const body =
    '<h2>形态特征</h2><p>青稞是禾本科大麦属的一种，籽粒与稃壳分离，也叫裸大麦，主要种植在青藏高原海拔较高的地区。</p>';
  const saved = await post(
    request,
    '/api/baike/saveMyBaike',
    {
      title,
      category_id: 1101,
      summary: `${title}：端到端测试写入的词条。`,
      content_html: body,
      submit: true,
    },
    member,
  );
  expect(saved.code, saved.msg).toBe(1);
  const versionId = saved.data.id as number;
  const id = (await post(request, '/api/baike/getMyBaikeVersion', { id: versionId }, member)).data
    .entry_id as number;
  await expect((await page.request.get(`/application/baike/${id}`)).status()).toBe(404);

  expect(
    (
      await post(
        request,
        '/api/admin/baike/approve',
        { id: versionId, revision: saved.data.revision },
        editor,
      )
    ).code,
  ).toBe(1);
  await untilPublished(request, editor);
  await page.goto(`/application/baike/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  // The full build's folder never had this page: the rebuild made it.
  expect(existsSync(path.join(process.env.E2E_DIST ?? 'dist', 'application', 'baike', String(id)))).toBe(
    false,
  );

  await page.goto('/user/baike?state=published');
  const row = page.locator('li', { hasText: title });
  await expect(row).toContainText('已发布');
  await row.getByRole('link', { name: '查看词条' }).click();
  await expect(page).toHaveURL(new RegExp(`/application/baike/${id}$`));

  const content = (await post(request, '/api/baike/getBaikeContent', { id })).data;
  const added = '青稞是藏族群众的主要粮食，可制作糌粑。';
  const edit = await post(
    request,
    '/api/baike/saveMyBaike',
    {
      entry_id: id,
      title,
      category_id: 1101,
      summary: content.summary,
      content_html: `${content.content_html}<p>${added}</p>`,
      note: '补充用途',
      submit: true,
    },
    member,
  );
  expect(edit.code, edit.msg).toBe(1);
  expect(
    (
      await post(
        request,
        '/api/admin/baike/approve',
        { id: edit.data.id, revision: edit.data.revision },
        editor,
      )
    ).code,
  ).toBe(1);
  await untilPublished(request, editor);
  await page.goto(`/application/baike/${id}`);
  await expect(page.locator('main')).toContainText(added);
  await page.goto(`/application/baike/history/${id}`);
  await expect(page.locator('main')).toContainText('补充用途');
  await expect(page.locator('main ins', { hasText: added }).first()).toBeAttached();
});
