/**
 * Public answers cached per publish (issue 12): served again from memory with an ETag, dropped by exactly the
 * publishes that touch them (here and in another process), never shared when they read the caller, never a refusal.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { articles, users } from '#server/db/schema/index.ts';
import { currentUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { cachedPublic } from '#server/http/publicCache.ts';
import { ok } from '#server/http/respond.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';
import { captureLog } from '../logCapture.ts';

let t: TestApp;
let editor: Caller;
/**
 * Statements the app's handlers and its cache sent: every query drizzle runs, a prepared one included (the lists'
 * pages), goes through its prepared query's `execute`, counted here; `failNext` makes the next one fail.
 */
let queries = 0;
let failNext = false;

async function countStatements() {
  const { PglitePreparedQuery } = await import('drizzle-orm/pglite/session');
  const { NodePgPreparedQuery } = await import('drizzle-orm/node-postgres/session');
  for (const proto of [PglitePreparedQuery.prototype, NodePgPreparedQuery.prototype]) {
    const execute = proto.execute;
    vi.spyOn(proto, 'execute').mockImplementation(function (this: typeof proto, ...args) {
      queries++;
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('the database is away'));
      }
      return execute.apply(this, args);
    });
  }
}

beforeAll(async () => {
  // Only this process's own writes make the cache look at the event log within this file's time.
  t = await testApp({ now: () => NOW, cache: { checkEveryMs: 3_600_000 } });
  await countStatements();
  await seedDemoContent(t.db, NOW, { files: t.deps().files });
  ({ call: editor } = await signedIn(t, 'editor01', 'editor'));
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

/** The answer and how many queries it took. */
async function timed(call: () => ReturnType<Caller>) {
  const before = queries;
  const res = await call();
  return { res, queries: queries - before };
}

const newsList = (body: Record<string, unknown> = { pageSize: 10 }) =>
  t.call('/api/article/getNewsList', body);

describe('a cached public answer', () => {
  it('is served again without a query, with the same ETag, and 304 to If-None-Match', async () => {
    const first = await timed(() => newsList({ pageSize: 5 }));
    expect(first.res.json.code).toBe(1);
    expect(first.queries).toBeGreaterThan(0);
    expect(first.res.headers.get('cache-control')).toBe('no-cache');
    const etag = first.res.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);

    const again = await timed(() => newsList({ pageSize: 5 }));
    expect(again.queries).toBe(0);
    expect(again.res.text).toBe(first.res.text);
    expect(again.res.headers.get('etag')).toBe(etag);
    expect(again.res.headers.get('cache-control')).toBe('no-cache');
    // Issue 11's JSON policy stays on cached answers.
    expect(again.res.headers.get('content-security-policy')).toBe(
      first.res.headers.get('content-security-policy'),
    );

    const revalidated = await timed(() => newsList({ pageSize: 5 }));
    expect(revalidated.queries).toBe(0);
    const notModified = await t.call(
      '/api/article/getNewsList',
      { pageSize: 5 },
      { headers: { 'if-none-match': etag! } },
    );
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
  });

  it('a GET detail too: the view of a cached answer is still counted, in a batch', async () => {
    const id = (await newsList()).json.data.list[3].id as number;
    const first = await timed(() => t.call(`/api/article/detail?id=${id}`));
    const etag = first.res.headers.get('etag')!;
    const again = await timed(() =>
      t.call(`/api/article/detail?id=${id}`, undefined, { headers: { 'If-None-Match': etag } }),
    );
    expect(again.queries).toBe(0);
    expect(again.res.status).toBe(304);
    await t.views.flush();
    const [stored] = await t.db.select().from(articles).where(eq(articles.id, id));
    // The first answer and the 304 were both counted in the batch.
    expect(stored!.viewCount).toBe(first.res.json.data.view_count + 2);
    expect((await t.call(`/api/article/detail?id=${id}`)).json.data.view_count).toBe(
      first.res.json.data.view_count,
    );
  });

  it('a search is cached per keyword', async () => {
    const first = await timed(() => t.call('/api/article/search', { keyword: '玉米' }));
    expect(first.res.json.data.keyword).toBe('玉米');
    const other = await timed(() => t.call('/api/article/search', { keyword: '生猪' }));
    expect(other.queries).toBeGreaterThan(0);
    expect(other.res.json.data.keyword).toBe('生猪');
    const again = await timed(() => t.call('/api/article/search', { keyword: '玉米' }));
    expect(again.queries).toBe(0);
    expect(again.res.text).toBe(first.res.text);
  });
});

describe('refusals and errors', () => {
  it('are never cached: each asks the database again, no-store, no ETag', async () => {
    for (let i = 0; i < 2; i++) {
      const gone = await timed(() => t.call('/api/article/detail?id=9999999'));
      expect(gone.res.json).toMatchObject({ code: 0, msg: '文章不存在或已下线' });
      expect(gone.queries).toBeGreaterThan(0);
      expect(gone.res.headers.get('cache-control')).toBe('no-store');
      expect(gone.res.headers.get('etag')).toBeNull();
      const malformed = await t.call('/api/article/detail?id=abc');
      expect(malformed.json.code).toBe(0);
      expect(malformed.headers.get('etag')).toBeNull();
    }
  });

  it('a failed answer (500) is not kept: the next call computes a real one', async () => {
    failNext = true;
    const logged = captureLog();
    const failed = await newsList({ pageSize: 7 });
    logged.stop();
    expect(failed.status).toBe(500);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    const next = await timed(() => newsList({ pageSize: 7 }));
    expect(next.res.json.code).toBe(1);
    expect(next.queries).toBeGreaterThan(0);
  });
});

describe('a publish', () => {
  let id = 0;
  it('of one article drops its list and its neighbour’s detail, not unrelated answers', async () => {
    const before = (await newsList()).json.data.list;
    const newest = before[0];
    const far = before[9];
    await t.call(`/api/article/detail?id=${newest.id}`);
    await t.call(`/api/article/detail?id=${far.id}`);
    await newsList({ kind: 'policy' });
    await t.call('/api/reference/getList', {});
    await t.call('/api/data/getProductList', {});
    await t.call('/api/article/search', { keyword: '缓存测试' });

    const created = await editor('/api/admin/article/create', {
      kind: 'news',
      title: '缓存测试：发布即刷新',
      content_html: '<p>正文</p>',
    });
    id = created.json.data.id;
    expect((await editor('/api/admin/article/publish', { id })).json.code).toBe(1);

    expect((await newsList()).json.data.list[0].id).toBe(id);
    expect((await t.call(`/api/article/detail?id=${newest.id}`)).json.data.next.id).toBe(id);
    expect((await t.call('/api/article/search', { keyword: '缓存测试' })).json.data.total).toBe(1);
    for (const unrelated of [
      () => t.call(`/api/article/detail?id=${far.id}`),
      () => newsList({ kind: 'policy' }),
      () => t.call('/api/reference/getList', {}),
      () => t.call('/api/data/getProductList', {}),
    ])
      expect((await timed(unrelated)).queries).toBe(0);
  });

  it('an editor’s edit shows at once; an unpublish removes the article from the cached list', async () => {
    expect((await t.call(`/api/article/detail?id=${id}`)).json.data.title).toBe('缓存测试：发布即刷新');
    await editor('/api/admin/article/update', { id, title: '缓存测试：改过的标题' });
    expect((await t.call(`/api/article/detail?id=${id}`)).json.data.title).toBe('缓存测试：改过的标题');
    expect((await newsList()).json.data.list[0].title).toBe('缓存测试：改过的标题');

    expect((await editor('/api/admin/article/unpublish', { id })).json.code).toBe(1);
    const list = (await newsList()).json.data.list as { id: number }[];
    expect(list.map((a) => a.id)).not.toContain(id);
    expect((await t.call(`/api/article/detail?id=${id}`)).json.msg).toBe('文章不存在或已下线');
    expect((await t.call('/api/article/search', { keyword: '缓存测试' })).json.data.total).toBe(0);
  });

  it('of a reference drops its detail and the reference lists, not the article lists', async () => {
    const [ref] = (await t.call('/api/reference/getList', {})).json.data.list;
    await t.call(`/api/reference/detail?id=${ref.id}`);
    await newsList();
    await editor('/api/admin/reference/update', { id: ref.id, title: '缓存测试：参考资料改名' });
    expect((await t.call(`/api/reference/detail?id=${ref.id}`)).json.data.title).toBe(
      '缓存测试：参考资料改名',
    );
    const listed = (await t.call('/api/reference/getList', {})).json.data.list as {
      id: number;
      title: string;
    }[];
    expect(listed.find((r) => r.id === ref.id)?.title).toBe('缓存测试：参考资料改名');
    expect((await timed(() => newsList())).queries).toBe(0);
  });

  it('made through another process reaches this one within its look interval', async () => {
    const other = await testApp({
      now: () => NOW,
      database: { db: t.db, driver: t.driver, close: async () => undefined, migrated: [] },
      cache: { checkEveryMs: 100 },
    });
    const listed = (await other.call('/api/article/getNewsList', { pageSize: 10 })).json.data.list;
    const target = listed[2].id as number;
    await editor('/api/admin/article/update', { id: target, title: '缓存测试：另一进程的改动' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const seen = (await other.call('/api/article/getNewsList', { pageSize: 10 })).json.data.list;
    expect(seen[2].title).toBe('缓存测试：另一进程的改动');
  });
});

describe('answers that read the caller', () => {
  const tokens = { vip: '', plain: '' };
  const probe = new Hono<AppEnv>().basePath('/api');

  beforeAll(async () => {
    for (const [name, vipDays] of [
      ['vip', 30],
      ['plain', null],
    ] as const) {
      await signedIn(t, `cache${name}`);
      const vipExpire = vipDays ? new Date(NOW.getTime() + vipDays * 86_400_000) : null;
      await t.db
        .update(users)
        .set({ vipExpire })
        .where(eq(users.account, `cache${name}`));
      const login = await t.call('/api/user/login', { username: `cache${name}`, password: 'secret123' });
      tokens[name] = login.json.data.token;
    }
    // A public call whose answer depends on the caller (what a favourite flag or VIP access would be).
    probe.use(async (c, next) => {
      c.set('deps', { ...t.deps(), publicCache: t.cache });
      c.header('Cache-Control', 'no-store'); // as app.ts sets it for every answer
      await next();
    });
    probe.post('/probe', cachedPublic({ tags: () => [CACHE_TAG.articles] }), async (c) => {
      const user = await currentUser(c);
      return ok(c, { account: user?.account ?? null, vip: Boolean(user?.vipExpire && user.vipExpire > NOW) });
    });
  });

  const ask = async (who: 'vip' | 'plain' | 'visitor') => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (who !== 'visitor') headers.token = tokens[who];
    const res = await probe.request('/api/probe', { method: 'POST', headers, body: '{}' });
    return { res, json: (await res.json()) as { data: { account: string | null; vip: boolean } } };
  };
  const expected = {
    vip: { account: 'cachevip', vip: true },
    plain: { account: 'cacheplain', vip: false },
    visitor: { account: null, vip: false },
  };

  it.each([
    [['visitor', 'vip', 'plain', 'visitor']],
    [['vip', 'plain', 'visitor', 'vip']],
    [['plain', 'visitor', 'vip', 'plain']],
  ] as const)('are never served to another caller: %j', async (order) => {
    for (const who of order) {
      const { res, json } = await ask(who);
      expect(json.data).toEqual(expected[who]);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
    }
  });

  it('a member calling a public call gets the one public answer, not one of their own', async () => {
    const visitor = await newsList({ pageSize: 4 });
    const member = await timed(() => newsList({ pageSize: 4 }));
    const vip = await timed(() =>
      t.call('/api/article/getNewsList', { pageSize: 4 }, { headers: { token: tokens.vip } }),
    );
    expect(vip.queries).toBe(0);
    expect(vip.res.text).toBe(visitor.text);
    expect(member.res.text).toBe(visitor.text);
  });
});

describe('the cache itself', () => {
  it('computes a missing answer once when many callers ask for it at the same moment', async () => {
    const body = { pageSize: 7, page: 2 };
    const alone = await timed(() => newsList({ ...body, page: 3 }));
    expect(alone.queries).toBeGreaterThan(0);
    const before = queries;
    const answers = await Promise.all(Array.from({ length: 12 }, () => newsList(body)));
    // The list's total is kept from the first call, so one computation takes at most what the first took.
    expect(queries - before).toBeGreaterThan(0);
    expect(queries - before).toBeLessThanOrEqual(alone.queries);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.every((a) => a.json.code === 1 && a.headers.get('etag'))).toBe(true);
  });

  it('lets the others compute their own when the first answer is not one to share', async () => {
    const before = queries;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.call('/api/article/detail?id=99999999')),
    );
    expect(answers.every((a) => a.json.code === 0)).toBe(true);
    expect(queries - before).toBeGreaterThanOrEqual(4);
  });

  it('stays within its byte bound, least recently used out first', async () => {
    const { createPublicCache, entryOf, keptBytes } = await import('#server/http/publicCache.ts');
    const one = keptBytes('a', entryOf('x'.repeat(90), ['t']));
    const cache = createPublicCache({
      db: t.db,
      maxBytes: 3 * one + 10,
      lastEvent: async () => 0,
      maxEvent: async () => 0,
      eventsAfter: async () => [],
      tagsOf: async () => [],
    });
    const body = 'x'.repeat(90);
    for (const key of ['a', 'b', 'c']) cache.put(key, body, ['t'], cache.epoch());
    cache.get('a');
    cache.put('d', body, ['t'], cache.epoch());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body.toString()).toBe(body);
    expect(cache.counters()).toMatchObject({ entries: 3, evicted: 1, bytes: 3 * one });
    cache.drop(['t']);
    expect(cache.counters()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('counts the compressed forms of an answer in its bound, made once and dropped with it', async () => {
    const { createPublicCache } = await import('#server/http/publicCache.ts');
    const cache = createPublicCache({
      db: t.db,
      lastEvent: async () => 0,
      maxEvent: async () => 0,
      eventsAfter: async () => [],
      tagsOf: async () => [],
    });
    const body = JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => ({ id: i, title: '蔬菜' })) });
    const entry = cache.put('k', body, ['t'], cache.epoch())!;
    const plain = cache.counters().bytes;
    const br = cache.encoded(entry, 'br')!;
    expect(br.length).toBeLessThan(body.length);
    expect(cache.encoded(entry, 'br')).toBe(br);
    cache.encoded(entry, 'gzip');
    expect(cache.counters().bytes).toBe(plain + br.length + entry.encoded.gzip!.length);
    cache.drop(['t']);
    expect(cache.counters()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('sends an answer under 1 KB as it is, not varying with Accept-Encoding', async () => {
    const res = await t.app.request('/api/article/getNewsList', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ pageSize: 1, page: 999 }),
    });
    const text = await res.text();
    expect(text.length).toBeLessThan(1024);
    expect(JSON.parse(text).code).toBe(1);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
  });
});
