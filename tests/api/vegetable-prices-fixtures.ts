/** Shared by the vegetable price write tests: a small hand-made catalogue with 15 months of daily prices. */
import {
  vegetableClasses,
  vegetableMarkets,
  vegetablePrices,
  vegetableProducts,
  vegetableReporters,
} from '#server/db/schema/index.ts';
import { writeClassIndex } from '#server/services/vegetable/writeClassIndex.ts';
import { signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp, type TestAppOptions } from './support.ts';

/** 2026-11-24 14:00 in Beijing: "today" is 2026-11-24. */
export const NOW = new Date('2026-11-24T06:00:00Z');
export const FIRST_DAY = '2025-09-01';
export const LAST_DAY = '2026-11-23';

const DAY_MS = 86_400_000;
export const dayAfter = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export interface PriceWorld {
  xinfadi: number;
  shouguang: number;
  cabbage: number;
  spinach: number;
}

/** The real catalogue out of the way (seedReference writes it): this world is small and its own. */
export async function emptyCatalogue(t: TestApp): Promise<void> {
  await t.db.delete(vegetableProducts);
  await t.db.delete(vegetableMarkets);
  await t.db.delete(vegetableClasses);
}

/** Two markets, two leafy greens, one class: every day from FIRST_DAY to LAST_DAY priced with its volume. */
export async function priceWorld(t: TestApp): Promise<PriceWorld> {
  await emptyCatalogue(t);
  const [leafy] = await t.db
    .insert(vegetableClasses)
    .values({ key: 'leafy', name: '叶菜类', sort: 1 })
    .returning();
  const [cabbage, spinach] = await t.db
    .insert(vegetableProducts)
    .values([
      { name: '大白菜', aliases: '黄芽白、结球白菜', classId: leafy!.id, sort: 1 },
      { name: '菠菜', aliases: '', classId: leafy!.id, sort: 2 },
    ])
    .returning();
  const [xinfadi, shouguang] = await t.db
    .insert(vegetableMarkets)
    .values([
      {
        name: '北京新发地农产品批发市场',
        shortName: '新发地',
        provinceCode: '11',
        cityCode: '1101',
        kind: 'consuming',
        summary: '北京最大的农产品批发市场',
        sort: 1,
      },
      {
        name: '山东寿光农产品物流园',
        shortName: '寿光',
        provinceCode: '37',
        cityCode: '3707',
        kind: 'producing',
        summary: '全国蔬菜集散中心',
        sort: 2,
      },
    ])
    .returning();
  const rows = [];
  for (let d = FIRST_DAY, i = 0; d <= LAST_DAY; d = dayAfter(d, 1), i++) {
    for (const [m, market] of [xinfadi!, shouguang!].entries()) {
      for (const [p, product] of [cabbage!, spinach!].entries()) {
        const avg = Math.round((1 + p * 2 + m * 0.3 + (i % 7) * 0.05) * 100) / 100;
        rows.push({
          marketId: market.id,
          productId: product.id,
          date: d,
          low: Math.round(avg * 80) / 100,
          avg,
          high: Math.round(avg * 120) / 100,
          volume: 100 + p * 20 + m * 10,
          origin: '河北',
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000)
    await t.db.insert(vegetablePrices).values(rows.slice(i, i + 1000));
  return { xinfadi: xinfadi!.id, shouguang: shouguang!.id, cabbage: cabbage!.id, spinach: spinach!.id };
}

export const appoint = (t: TestApp, uid: number, marketId: number) =>
  t.db.insert(vegetableReporters).values({ uid, marketId, byUid: uid });

export interface PriceWriters {
  t: TestApp;
  w: PriceWorld;
  editor: Caller;
  /** The appointed reporter of 新发地. */
  reporter: Caller;
  /** A member who reports for no market. */
  plain: Caller;
}

/** The world with its index written, an editor, 新发地's reporter and a plain member, signed in. */
export async function priceWriters(
  opts: Pick<TestAppOptions, 'db' | 'publisher'> = {},
): Promise<PriceWriters> {
  const t = await testApp({ now: () => NOW, ...opts });
  const w = await priceWorld(t);
  await writeClassIndex(t.db, { from: FIRST_DAY, to: LAST_DAY, isDemo: false });
  const { call: editor } = await signedIn(t, 'editor01', 'editor');
  const r = await signedIn(t, 'reporter01');
  await appoint(t, r.uid, w.xinfadi);
  const { call: plain } = await signedIn(t, 'member01');
  return { t, w, editor, reporter: r.call, plain };
}
