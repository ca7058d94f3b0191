/**
 * Views are counted one way (issue 12): every successful detail answer, computed or from the public cache, goes to
 * the batched counter (`views.ts`); no detail writes on the request path, and N reads add N after a flush.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import type { Db } from '#server/db/client.ts';
import { articles, dataProducts, references } from '#server/db/schema/index.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { NOW } from './content-fixtures.ts';
import { testApp, type TestApp } from './support.ts';

let t: TestApp;
let writes = 0;
const WRITES = new Set(['insert', 'update', 'delete']);

/** Counts the row writes the app's handlers start. */
function counting(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      if (typeof prop === 'string' && WRITES.has(prop)) writes++;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

beforeAll(async () => {
  t = await testApp({ now: () => NOW, db: counting, cache: { checkEveryMs: 3_600_000 } });
  await seedDemoContent(t.db, NOW, { files: t.deps().files });
});
afterAll(() => t.close());

const published = <T extends { status: unknown }>(table: T) => eq(table.status as never, 'published');

const DETAILS = [
  {
    name: 'an article',
    first: async () =>
      (
        await t.db
          .select()
          .from(articles)
          .where(and(published(articles), eq(articles.kind, 'news')))
          .limit(1)
      )[0]!,
    read: (id: number) => t.call(`/api/article/detail?id=${id}`),
    stored: async (id: number) =>
      (await t.db.select().from(articles).where(eq(articles.id, id)))[0]!.viewCount,
    tag: CACHE_TAG.article,
  },
  {
    name: 'a reference',
    first: async () => (await t.db.select().from(references).where(published(references)).limit(1))[0]!,
    read: (id: number) => t.call(`/api/reference/detail?id=${id}`),
    stored: async (id: number) =>
      (await t.db.select().from(references).where(eq(references.id, id)))[0]!.viewCount,
    tag: CACHE_TAG.reference,
  },
  {
    name: 'a data product',
    first: async () => (await t.db.select().from(dataProducts).where(published(dataProducts)).limit(1))[0]!,
    read: (id: number) => t.call('/api/data/getProductDetail', { id }),
    stored: async (id: number) =>
      (await t.db.select().from(dataProducts).where(eq(dataProducts.id, id)))[0]!.viewCount,
    tag: CACHE_TAG.product,
  },
];

describe.each(DETAILS)('the detail of $name', (d) => {
  it('costs no write on the request path, first visit included', async () => {
    const { id } = await d.first();
    t.cache.drop([d.tag(id)]);
    const before = writes;
    const miss = await d.read(id);
    const hit = await d.read(id);
    expect(miss.json.code).toBe(1);
    expect(hit.json.code).toBe(1);
    expect(writes - before).toBe(0);
    await t.views.flush();
  });

  it('N reads, misses and hits mixed, add N to the row after a flush', async () => {
    const { id } = await d.first();
    await t.views.flush();
    const start = await d.stored(id);
    const N = 7;
    for (let i = 0; i < N; i++) {
      // Every third read finds the answer dropped (as a publish would) and computes it again.
      if (i % 3 === 0) t.cache.drop([d.tag(id)]);
      expect((await d.read(id)).json.code).toBe(1);
    }
    expect(await d.stored(id)).toBe(start);
    await t.views.flush();
    expect(await d.stored(id)).toBe(start + N);
  });
});

it('a refused detail (not published) counts nothing', async () => {
  const [draft] = await t.db.select().from(articles).where(eq(articles.status, 'draft')).limit(1);
  expect((await t.call(`/api/article/detail?id=${draft!.id}`)).json.code).toBe(0);
  await t.views.flush();
  const [row] = await t.db.select().from(articles).where(eq(articles.id, draft!.id));
  expect(row!.viewCount).toBe(draft!.viewCount);
});
