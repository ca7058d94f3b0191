import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { articles, dataProducts, periodicals, references, tags } from '#server/db/schema/index.ts';
import { generateDemoContent } from '#server/db/demo/generate.ts';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { NOW } from './content-fixtures.ts';
import { testApp, type TestApp } from './support.ts';

const EIGHTEEN_MONTHS_MS = 545 * 86_400_000;

describe('demo content generator', () => {
  it('is deterministic for the same clock and scale', () => {
    expect(JSON.stringify(generateDemoContent({ now: NOW }))).toBe(
      JSON.stringify(generateDemoContent({ now: NOW })),
    );
  });

  it('has at least the promised sizes, over the last 18 months, without lorem ipsum', () => {
    const c = generateDemoContent({ now: NOW });
    expect(c.articles.length).toBeGreaterThanOrEqual(300);
    for (const kind of ['news', 'policy', 'report'])
      expect(c.articles.filter((a) => a.kind === kind).length).toBeGreaterThanOrEqual(90);
    expect(c.references.length).toBeGreaterThanOrEqual(60);
    expect(c.periodicals.length).toBeGreaterThanOrEqual(24);
    expect(c.products.length).toBeGreaterThanOrEqual(40);
    const times = c.articles.map((a) => a.publishedAt.getTime());
    expect(Math.min(...times)).toBeGreaterThan(NOW.getTime() - EIGHTEEN_MONTHS_MS);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
    const text = JSON.stringify(c);
    expect(text).not.toMatch(/lorem|ipsum/i);
    expect(c.articles.every((a) => a.contentHtml.includes('演示内容'))).toBe(true);
  });

  it('scales articles, references and products by N', () => {
    const c = generateDemoContent({ now: NOW, scale: 3 });
    expect(c.articles.length).toBe(3 * generateDemoContent({ now: NOW }).articles.length);
    expect(c.products.length).toBe(120);
  });
});

describe('seedDemoContent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ now: () => NOW });
  });
  afterAll(() => t.close());
  const n = async (
    table: typeof articles | typeof references | typeof dataProducts | typeof periodicals | typeof tags,
  ) => (await t.db.select({ n: count() }).from(table))[0]!.n;

  it('fills an empty database once, marked demo, and appends a scaled batch on request', async () => {
    expect(await seedDemoContent(t.db, NOW, { files: t.deps().files })).toBe(330);
    expect(await n(articles)).toBe(330);
    expect(await n(references)).toBe(60);
    expect(await n(periodicals)).toBe(24);
    expect(await n(dataProducts)).toBe(40);
    expect(await n(tags)).toBeGreaterThanOrEqual(38);
    expect((await t.db.select().from(articles)).every((a) => a.isDemo)).toBe(true);
    expect(await seedDemoContent(t.db, NOW, { files: t.deps().files })).toBe(0);
    expect(await seedDemoContent(t.db, NOW, { files: t.deps().files, scale: 2, append: true })).toBe(660);
    expect(await n(articles)).toBe(990);
    expect(await n(dataProducts)).toBe(120);
    expect(await n(tags)).toBeGreaterThanOrEqual(38);
    // Each demo report and product gets a PDF of its own (about 30 ms each): 390 here.
  }, 90_000);
});
