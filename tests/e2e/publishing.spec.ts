import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

// A publish goes live through the server's incremental rebuild, not a full build: give it time on a busy machine.
test.setTimeout(240_000);

type Call = (p: string, data?: Record<string, unknown>) => Promise<{ code: number; msg: string; data: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function editorCalls(request: APIRequestContext): Promise<Call> {
  const login = await (
    await request.post('/api/user/login', { data: { username: 'editor', password: 'demo1234' } })
  ).json();
  expect(login.code).toBe(1);
  return async (p, data = {}) =>
    (await request.post(p, { data, headers: { token: login.data.token as string } })).json();
}

/** Wait until the rebuild carrying everything so far is live, and return it. */
async function untilLive(call: Call) {
  let run: { status: string; toLiveMs: number; error: string | null } | undefined;
  await expect
    .poll(
      async () => {
        const queue = (await call('/api/admin/publish/status')).data;
        run = queue.runs[0];
        return queue.pending.length === 0 && run ? run.status : 'waiting';
      },
      { timeout: 200_000, intervals: [500] },
    )
    .toMatch(/live|failed/);
  expect(run?.error ?? null).toBeNull();
  return run!;
}

test('an editor publishes an article: detail page, news list and search have it without a full build; unpublishing takes it away', async ({
  page,
  request,
}) => {
  const call = await editorCalls(request);
  const word = '蓝靛果';
  const title = `${word}产业链调研：小浆果撬动林下经济`;
  const created = await call('/api/admin/article/create', {
    kind: 'news',
    title,
    summary: '东北林区的新兴特色作物。',
    content_html: `<p>${word}是东北林区的特色浆果，近年种植面积快速扩大。</p>`,
    tags: ['特色农业'],
  });
  expect(created.code).toBe(1);
  const id = created.data.id as number;
  await expect((await page.request.get(`/article/detail/${id}`)).status()).toBe(404);

  expect((await call('/api/admin/article/publish', { id })).code).toBe(1);
  const run = await untilLive(call);
  expect(run.toLiveMs).toBeGreaterThan(0);

  await page.goto(`/article/detail/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goto('/article/news');
  await expect(page.locator('main').getByRole('link', { name: title }).first()).toBeVisible();
  await page.goto(`/search/result?keyword=${encodeURIComponent(word)}`);
  await expect(
    page
      .locator('main')
      .getByRole('link', { name: new RegExp(word) })
      .first(),
  ).toBeVisible({
    timeout: 15_000,
  });
  // The full build's folder never had this page: the rebuild made it.
  const dist = process.env.E2E_DIST ?? 'dist';
  expect(existsSync(path.join(dist, 'article', 'detail', String(id)))).toBe(false);

  const renamed = `${word}产业链调研（修订）`;
  expect((await call('/api/admin/article/update', { id, title: renamed })).code).toBe(1);
  await untilLive(call);
  await page.goto(`/article/detail/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  // Changed twice since the full build: one result, its excerpt from the body, not from its tag.
  await page.goto(`/search/result?keyword=${encodeURIComponent(word)}`);
  const hit = page.locator(`[data-search-result="/article/detail/${id}"]`);
  await expect(hit.getByRole('heading', { level: 2 })).toHaveText(renamed, { timeout: 15_000 });
  await expect(hit).toHaveCount(1);
  await expect(hit.locator('[data-excerpt]')).toContainText('东北林区的特色浆果');
  await expect(hit.locator('[data-excerpt]')).not.toContainText('特色农业');

  expect((await call('/api/admin/article/unpublish', { id })).code).toBe(1);
  await untilLive(call);
  expect((await page.request.get(`/article/detail/${id}`)).status()).toBe(404);
  await page.goto('/article/news');
  await expect(page.locator('main').getByRole('link', { name: renamed })).toHaveCount(0);
  await page.goto(`/search/result?keyword=${encodeURIComponent(word)}`);
  await expect(page.locator('main')).not.toContainText(renamed, { timeout: 10_000 });
});

test('a publish renders pages as the full build did: an article renamed and renamed back is served byte for byte as built', async ({
  request,
}) => {
  const call = await editorCalls(request);
  const dist = process.env.E2E_DIST ?? 'dist';
  const built = JSON.parse(readFileSync(path.join(dist, '_portal', 'pages.json'), 'utf8'));
  // An article from the middle of the full build: no other test opens or edits it.
  const ids = Object.keys(built.pages['article-detail'])
    .map(Number)
    .sort((a, b) => a - b);
  const id = ids[Math.floor(ids.length / 2)]!;
  const file = readFileSync(path.join(dist, 'article', 'detail', String(id), 'index.html'));
  const { title } = (await call('/api/admin/article/get', { id })).data as { title: string };

  expect((await call('/api/admin/article/update', { id, title: `${title}（临时）` })).code).toBe(1);
  await untilLive(call);
  const renamed = await request.get(`/article/detail/${id}`);
  expect(await renamed.text()).toContain(`${title}（临时）`);

  expect((await call('/api/admin/article/update', { id, title })).code).toBe(1);
  await untilLive(call);
  // Rendered again by the warm renderer from the full build's bundle: the same bytes, styles and scripts included.
  const served = await request.get(`/article/detail/${id}`);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(file)).toBe(true);
});
