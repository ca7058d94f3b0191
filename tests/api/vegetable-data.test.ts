import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/rows.ts';
import { count, eq, sql } from 'drizzle-orm';
import {
  vegetableClasses,
  vegetableClassIndex,
  vegetableMarketReports,
  vegetableMarkets,
  vegetablePrices,
  vegetableProducts,
} from '#server/db/schema/index.ts';
import { seedDemoVegetables, type SeedVegetableResult } from '#server/db/demo/vegetableSeed.ts';
import { matchKeywords, searchText } from '#server/services/search/match.ts';
import { latestDay } from '#server/services/vegetable/latestDay.ts';
import { testApp, type TestApp } from './support.ts';

const NOW = new Date('2026-11-24T06:00:00Z');
let t: TestApp;
let seeded: SeedVegetableResult | null;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  // ×10 catalogue (520 products, 150 markets), 15 days of prices: the tables at a realistic width, quickly.
  seeded = await seedDemoVegetables(t.db, NOW, { scale: 10, days: 15 });
}, 120_000);
afterAll(() => t.close());

describe('the vegetable tables (migration 0008) on this database', () => {
  it('hold the seeded catalogue, prices, class index and reports, all counted', async () => {
    expect(seeded).toMatchObject({ products: 520, markets: 150 });
    const n = async (table: Parameters<ReturnType<typeof t.db.select>['from']>[0]) =>
      ((await t.db.select({ n: count() }).from(table)) as [{ n: number }])[0].n;
    expect(await n(vegetableClasses)).toBe(8);
    expect(await n(vegetableProducts)).toBe(520);
    expect(await n(vegetableMarkets)).toBe(150);
    expect(await n(vegetablePrices)).toBe(seeded!.prices);
    expect(await n(vegetableClassIndex)).toBe(seeded!.indexRows);
    expect(seeded!.indexRows).toBe(9); // one complete week (16–22 Nov): 8 classes and the whole
    expect(await n(vegetableMarketReports)).toBe(seeded!.reports);
  });

  it('answers the latest day: the seed day in Beijing', async () => {
    expect(await latestDay(t.db)).toBe('2026-11-24');
  });

  it('marks the generated rows as demo and the real markets and products as not', async () => {
    const [xinfadi] = await t.db
      .select()
      .from(vegetableMarkets)
      .where(eq(vegetableMarkets.name, '北京新发地农产品批发市场'));
    expect(xinfadi).toMatchObject({ provinceCode: '11', cityCode: '1101', kind: 'consuming', isDemo: false });
    const [copy] = await t.db
      .select()
      .from(vegetableProducts)
      .where(eq(vegetableProducts.name, '大白菜（演示2）'));
    expect(copy).toMatchObject({
      isDemo: true,
      pinyin: 'dabaicai huangyabai jieqiubaicai',
      initials: 'dbc hyb jqbc',
    });
    const [demoRows] = (await t.db
      .select({ n: count() })
      .from(vegetablePrices)
      .where(eq(vegetablePrices.isDemo, false))) as [{ n: number }];
    expect(demoRows.n).toBe(0);
  });

  it('refuses a second price of one product at one market on one day, and an unknown product', async () => {
    const [row] = await t.db.select().from(vegetablePrices).limit(1);
    await expect(t.db.insert(vegetablePrices).values(row!)).rejects.toThrow();
    await expect(t.db.insert(vegetablePrices).values({ ...row!, productId: 999_999 })).rejects.toThrow();
  });

  it('seeds only into an empty price table', async () => {
    expect(await seedDemoVegetables(t.db, NOW)).toBeNull();
  });
});

describe('product search: name, alias, pinyin and initials', () => {
  const find = async (keyword: string) =>
    (
      await t.db
        .select({ name: vegetableProducts.name })
        .from(vegetableProducts)
        .where(matchKeywords(searchText(vegetableProducts), keyword))
    ).map((r) => r.name);

  it.each(['大白菜', 'dabaicai', 'dbc', '白菜', 'DaBaiCai', '黄芽白'])('%s finds 大白菜', async (keyword) => {
    expect(await find(keyword)).toContain('大白菜');
  });

  it('番茄 and fq find 西红柿 by its alias; a word no product has finds none', async () => {
    expect(await find('番茄')).toContain('西红柿');
    expect(await find('fq')).toContain('西红柿');
    expect(await find('鲟鳇鱼')).toEqual([]);
  });

  const planOf = async (query: ReturnType<typeof sql>, noScan = false) =>
    t.db.transaction(async (tx) => {
      // A few hundred products are cheaper to scan than to look up: forbid it to see the index serve the condition.
      if (noScan) await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf(await tx.execute(sql`explain ${query}`))
        .map((x) => x['QUERY PLAN'])
        .join('\n');
    });

  it.each([
    ['dabaicai', /vegetable_products_search_trgm_idx/],
    ['白菜', /vegetable_products_search_grams_idx/],
  ])('the search for %s can go through its index', async (keyword, index) => {
    const plan = await planOf(
      sql`select id from ${vegetableProducts} where ${matchKeywords(searchText(vegetableProducts), keyword)}`,
      true,
    );
    expect(plan).toMatch(index);
  });

  it('one product’s series, a market’s day and the latest day go through their indexes (75k prices)', async () => {
    expect(
      await planOf(sql`select date, avg from vegetable_prices where product_id = 1 order by date`),
    ).toMatch(/vegetable_prices_product_date_idx/);
    expect(
      await planOf(
        sql`select product_id, avg from vegetable_prices where market_id = 1 and date = '2026-11-24'`,
      ),
    ).toMatch(/vegetable_prices_pkey|vegetable_prices_market_id_date_product_id_pk/);
    expect(await planOf(sql`select max(date) from vegetable_prices`)).toMatch(/vegetable_prices_date_idx/);
  });
});
