/**
 * One freshness signal (issue 12): list totals are kept with the public cache under its tags and dropped by the same
 * content events, here at once and in another process within its look interval; no table generations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { articles } from '#server/db/schema/index.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { queryCounter, statementCounter } from './queryCount.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
const queries = queryCounter();

beforeAll(async () => {
  t = await testApp({ now: () => NOW, db: queries.wrap, cache: { checkEveryMs: 3_600_000 } });
  await seedDemoContent(t.db, NOW, { files: t.deps().files });
  ({ call: editor } = await signedIn(t, 'totals01', 'editor'));
});
afterAll(() => t.close());

const news = (page: number, app: TestApp = t) =>
  app.call('/api/article/getNewsList', { page, pageSize: 5, kind: 'policy' });

async function publishNews(title: string): Promise<number> {
  const created = await editor('/api/admin/article/create', {
    kind: 'policy',
    title,
    content_html: '<p>正文</p>',
  });
  const id = created.json.data.id as number;
  expect((await editor('/api/admin/article/publish', { id })).json.code).toBe(1);
  return id;
}

describe('a list total', () => {
  it('is counted once: a page not yet asked costs one query, its rows', async () => {
    await news(1);
    // The page's rows go through a prepared statement (made at the first page): counted as sent, not as built.
    const statements = await statementCounter();
    try {
      const page = await news(2);
      expect(page.json.code).toBe(1);
      expect(statements.count).toBe(1);
    } finally {
      statements.restore();
    }
  });

  it('changes at once when this process publishes, on every page of the list', async () => {
    const total = (await news(1)).json.data.total as number;
    await news(3);
    await publishNews('列表总数：本进程发布');
    expect((await news(1)).json.data.total).toBe(total + 1);
    expect((await news(3)).json.data.total).toBe(total + 1);
    expect((await news(4)).json.data.total).toBe(total + 1);
  });

  it('changes in another process on the same database within its look interval', async () => {
    const other = await testApp({
      now: () => NOW,
      database: { db: t.db, driver: t.driver, close: async () => undefined, migrated: [] },
      cache: { checkEveryMs: 1000 },
    });
    const total = (await news(5, other)).json.data.total as number;
    await publishNews('列表总数：另一进程发布');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await news(5, other)).json.data.total).toBe(total + 1);
    expect((await news(6, other)).json.data.total).toBe(total + 1);
  });

  it('follows content events only: a write that logs none is not seen (bulk writes must log one)', async () => {
    const total = (await news(7)).json.data.total as number;
    await t.db.execute(sql`update ${articles} set kind = 'news' where id = (
      select id from ${articles} where kind = 'policy' and status = 'published' order by id limit 1)`);
    expect((await news(8)).json.data.total).toBe(total);
  });

  it('has no second signal: no table generations, no triggers on the articles', async () => {
    const table = await t.db.execute(sql`select to_regclass('table_generations') as t`);
    const triggers = await t.db.execute(
      sql`select count(*)::int as n from pg_trigger where tgname like '%_generation_%'`,
    );
    const rows = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: Record<string, unknown>[] }).rows);
    expect(rows(table)[0]!.t).toBeNull();
    expect(rows(triggers)[0]!.n).toBe(0);
  });
});
