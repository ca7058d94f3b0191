import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { contentEvents, publishRuns } from '#server/db/schema/index.ts';
import { buildToken } from '#server/services/publish/token.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
let member: Caller;
let notified = 0;
let watermark = 0;

beforeAll(async () => {
  // A stand-in publisher: counts the notifications and answers the watermark a test sets.
  t = await testApp({
    now: () => NOW,
    publisher: () => ({
      notify: () => {
        notified++;
      },
      watermark: () => watermark,
    }),
  });
  ({ call: editor } = await signedIn(t, 'editor02', 'editor'));
  ({ call: member } = await signedIn(t, 'member02'));
});
afterAll(() => t.close());

const publisherAt = (mark: number) => {
  watermark = mark;
};

async function draft(title: string, tags: string[] = []): Promise<number> {
  const res = await editor('/api/admin/article/create', {
    kind: 'policy',
    title,
    tags,
    content_html: '<p>正文</p>',
  });
  expect(res.json.code).toBe(1);
  return res.json.data.id as number;
}

describe('editor writes reach the rebuild queue', () => {
  it('a publish, an edit of a published article and a delete each notify the publisher once', async () => {
    publisherAt(0);
    const id = await draft('队列测试：耕地保护政策解读', ['耕地']);
    expect(notified).toBe(0);
    await editor('/api/admin/article/publish', { id });
    await editor('/api/admin/article/update', { id, title: '队列测试：耕地保护政策解读（修订）' });
    await editor('/api/admin/article/delete', { id });
    expect(notified).toBe(3);
    await editor('/api/admin/article/list', { page: 1 });
    expect(notified).toBe(3);
  });

  it('logs where the article was listed before each change, for the pages it leaves', async () => {
    const id = await draft('队列测试：高标准农田建设', ['农田', '水利']);
    await editor('/api/admin/article/publish', { id });
    await editor('/api/admin/article/delete', { id });
    const logged = (await t.db.select().from(contentEvents).orderBy(asc(contentEvents.id))).filter(
      (e) => e.entityId === id,
    );
    expect(logged.map((e) => e.action)).toEqual(['publish', 'delete']);
    // Before publishing it was a draft (no date); before the delete it was listed with its date and two tags.
    expect(logged[0]!.before).toMatchObject({ kind: 'policy', publishedAt: null });
    expect(logged[1]!.before).toMatchObject({ kind: 'policy', publishedAt: NOW.toISOString() });
    expect(logged[1]!.before!.tagIds).toHaveLength(2);
  });
});

describe('POST /api/admin/publish/status', () => {
  it('lists the runs with the changes they carried, and nothing pending when the live site has everything', async () => {
    const id = await draft('队列测试：种业振兴行动');
    await editor('/api/admin/article/publish', { id });
    const all = await t.db.select().from(contentEvents).orderBy(asc(contentEvents.id));
    const last = all.at(-1)!;
    publisherAt(last.id);
    const [run] = await t.db
      .insert(publishRuns)
      .values({
        status: 'failed',
        firstEventId: last.id,
        lastEventId: last.id,
        startedAt: NOW,
        error: '构建失败',
      })
      .returning();
    await t.db.update(contentEvents).set({ runId: run!.id }).where(eq(contentEvents.id, last.id));
    const res = await editor('/api/admin/publish/status', {});
    expect(res.json.code).toBe(1);
    expect(res.json.data.runs[0]).toMatchObject({
      id: run!.id,
      status: 'failed',
      error: '构建失败',
      changes: [{ eventId: last.id, entity: 'article', entityId: id, action: 'publish' }],
    });
    expect(res.json.data.pending).toEqual([]);
  });

  it('shows pending changes when a rebuild has not carried them', async () => {
    const all = await t.db.select().from(contentEvents);
    publisherAt(Math.max(...all.map((e) => e.id)));
    const id = await draft('队列测试：农产品质量安全');
    await editor('/api/admin/article/publish', { id });
    const res = await editor('/api/admin/publish/status', {});
    expect(res.json.data.pending).toMatchObject([{ entity: 'article', entityId: id, action: 'publish' }]);
  });

  it('is for editors only', async () => {
    expect((await member('/api/admin/publish/status', {})).status).toBe(403);
    expect((await t.browser()('/api/admin/publish/status', {})).status).toBe(401);
  });
});

describe('POST /api/internal/build/{name}', () => {
  it('answers build queries only with this process’s token', async () => {
    const anonymous = await t.call('/api/internal/build/popularTags', [5] as unknown as Record<
      string,
      unknown
    >);
    expect(anonymous.status).toBe(404);
    const forged = await t.call(
      '/api/internal/build/popularTags',
      [5] as unknown as Record<string, unknown>,
      {
        headers: { 'x-build-token': 'f'.repeat(64) },
      },
    );
    expect(forged.status).toBe(404);
    const res = await t.app.request('/api/internal/build/articlesOfKind', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-build-token': buildToken() },
      body: JSON.stringify(['policy']),
    });
    expect(res.status).toBe(200);
    const { result } = (await res.json()) as { result: { title: string }[] };
    expect(result.map((a) => a.title)).toContain('队列测试：农产品质量安全');
  });

  it('knows only the build queries', async () => {
    const res = await t.app.request('/api/internal/build/constructor', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-build-token': buildToken() },
      body: '[]',
    });
    expect(res.status).toBe(404);
  });
});
