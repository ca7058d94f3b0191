/** addMarketData (POST /api/vegetable/addMarketData): who may write which market's day, its rules, what follows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, between, count, eq } from 'drizzle-orm';
import { contentEvents, vegetableClassIndex, vegetablePrices } from '#server/db/schema/index.ts';
import { VEG_MARKET_MSG } from '#lib/vegetable/messages.ts';
import { VEG_PRICE_LIMITS } from '#lib/vegetable/validators.ts';
import { writeClassIndex } from '#server/services/vegetable/writeClassIndex.ts';
import { FIRST_DAY, LAST_DAY, priceWriters, type PriceWorld } from './vegetable-prices-fixtures.ts';
import type { Caller, TestApp } from './support.ts';

let t: TestApp;
let w: PriceWorld;
let editor: Caller;
let reporter: Caller;
let plain: Caller;

beforeAll(async () => {
  ({ t, w, editor, reporter, plain } = await priceWriters());
}, 60_000);
afterAll(() => t.close());

const priceOf = async (marketId: number, productId: number, date: string) => {
  const [row] = await t.db
    .select()
    .from(vegetablePrices)
    .where(
      and(
        eq(vegetablePrices.marketId, marketId),
        eq(vegetablePrices.productId, productId),
        eq(vegetablePrices.date, date),
      ),
    );
  return row;
};

const day = (market: number, date: string, rows: Record<string, unknown>[]) => ({
  market_id: market,
  date,
  rows,
});
const cabbage = (avg: number, more: Record<string, unknown> = {}) => ({
  product: '大白菜',
  low: Math.round(avg * 80) / 100,
  avg,
  high: Math.round(avg * 120) / 100,
  ...more,
});

describe('who may add a day of prices', () => {
  it('an editor writes any market, inserting a new day and replacing an existing one', async () => {
    const res = await editor(
      '/api/vegetable/addMarketData',
      day(w.shouguang, '2026-11-24', [
        cabbage(2.5, { volume: 88.5, origin: '山东' }),
        cabbage(3, { product: '菠菜' }),
      ]),
    );
    expect(res.json).toMatchObject({
      code: 1,
      msg: VEG_MARKET_MSG.added(2),
      data: { inserted: 2, updated: 0 },
    });
    expect(await priceOf(w.shouguang, w.cabbage, '2026-11-24')).toMatchObject({
      low: 2,
      avg: 2.5,
      high: 3,
      volume: 88.5,
      origin: '山东',
      isDemo: false,
    });
    const again = await editor(
      '/api/vegetable/addMarketData',
      day(w.shouguang, '2026-11-24', [cabbage(2.6)]),
    );
    expect(again.json.data).toMatchObject({ inserted: 0, updated: 1 });
    // A blank volume and origin keep the stored ones.
    expect(await priceOf(w.shouguang, w.cabbage, '2026-11-24')).toMatchObject({
      avg: 2.6,
      volume: 88.5,
      origin: '山东',
    });
  });

  it('a reporter writes their own market, by product name or alias', async () => {
    const res = await reporter(
      '/api/vegetable/addMarketData',
      day(w.xinfadi, '2026-11-24', [cabbage(1.9, { product: '黄芽白' })]),
    );
    expect(res.json).toMatchObject({ code: 1, data: { inserted: 1 } });
    expect((await priceOf(w.xinfadi, w.cabbage, '2026-11-24'))!.avg).toBe(1.9);
  });

  it('a reporter writing another market is refused and nothing is written', async () => {
    const before = await t.db.select({ n: count() }).from(vegetablePrices);
    const res = await reporter(
      '/api/vegetable/addMarketData',
      day(w.shouguang, '2026-11-22', [cabbage(9.99)]),
    );
    expect(res.json).toMatchObject({ code: 0, msg: VEG_MARKET_MSG.notYourMarket });
    expect(await t.db.select({ n: count() }).from(vegetablePrices)).toEqual(before);
    expect((await priceOf(w.shouguang, w.cabbage, '2026-11-22'))!.avg).not.toBe(9.99);
  });

  it('a plain member gets 403 and a visitor 401, writing nothing', async () => {
    const body = day(w.xinfadi, '2026-11-23', [cabbage(7.77)]);
    const member = await plain('/api/vegetable/addMarketData', body);
    expect(member.status).toBe(403);
    expect(member.json.msg).toBe(VEG_MARKET_MSG.reporterOnly);
    expect((await t.call('/api/vegetable/addMarketData', body)).status).toBe(401);
    expect((await priceOf(w.xinfadi, w.cabbage, '2026-11-23'))!.avg).not.toBe(7.77);
  });
});

describe('the row rules, in Chinese', () => {
  const refusal = async (caller: Caller, body: Record<string, unknown>) =>
    (await caller('/api/vegetable/addMarketData', body)).json;

  it('refuses a low price above the average', async () => {
    expect(
      await refusal(editor, day(w.xinfadi, '2026-11-20', [{ product: '菠菜', low: 3, avg: 2, high: 4 }])),
    ).toMatchObject({ code: 0, msg: VEG_MARKET_MSG.lowAboveAvg });
    expect(
      await refusal(editor, day(w.xinfadi, '2026-11-20', [{ product: '菠菜', low: 1, avg: 5, high: 4 }])),
    ).toMatchObject({ code: 0, msg: VEG_MARKET_MSG.avgAboveHigh });
  });

  it('refuses a price that is not positive or has three decimals, and an unknown product', async () => {
    expect((await refusal(editor, day(w.xinfadi, '2026-11-20', [cabbage(0)]))).code).toBe(0);
    expect(
      (
        await refusal(
          editor,
          day(w.xinfadi, '2026-11-20', [{ product: '菠菜', low: 1.234, avg: 2, high: 3 }]),
        )
      ).msg,
    ).toBe(VEG_MARKET_MSG.priceDecimals('最低价'));
    expect(
      (await refusal(editor, day(w.xinfadi, '2026-11-20', [cabbage(2, { product: '火龙果' })]))).msg,
    ).toBe(VEG_MARKET_MSG.unknownProductNamed('火龙果'));
  });

  it('refuses a future day for everyone and a day over a year old for a reporter only', async () => {
    expect((await refusal(editor, day(w.xinfadi, '2026-11-25', [cabbage(2)]))).msg).toBe(
      VEG_MARKET_MSG.futureDate,
    );
    expect((await refusal(reporter, day(w.xinfadi, '2025-10-01', [cabbage(2)]))).msg).toBe(
      VEG_MARKET_MSG.tooOld(VEG_PRICE_LIMITS.reporterDays),
    );
    expect((await refusal(editor, day(w.xinfadi, '2025-10-01', [cabbage(2)]))).code).toBe(1);
  });

  it('refuses the same product twice in one day', async () => {
    expect(
      (await refusal(editor, day(w.xinfadi, '2026-11-20', [cabbage(2), cabbage(2, { product: '黄芽白' })])))
        .msg,
    ).toBe(VEG_MARKET_MSG.duplicateProduct('黄芽白'));
  });
});

describe('what follows a write', () => {
  const indexOf = async (from: string, to: string) =>
    t.db
      .select()
      .from(vegetableClassIndex)
      .where(between(vegetableClassIndex.week, from, to))
      .orderBy(asc(vegetableClassIndex.week), asc(vegetableClassIndex.classKey));

  it('recomputes the class index of the week written (and the next one’s change), as a full recomputation would', async () => {
    const before = await indexOf('2026-11-09', '2026-11-09');
    // Tuesday 10 November, a week after the base year: the cabbage triples at one market.
    const res = await reporter('/api/vegetable/addMarketData', day(w.xinfadi, '2026-11-10', [cabbage(9.9)]));
    expect(res.json.data.index_rows).toBe(4); // two weeks × (叶菜类, 总指数)
    const after = await indexOf('2026-11-09', '2026-11-16');
    expect(after.find((r) => r.week === '2026-11-09' && r.classKey === 'leafy')!.value).toBeGreaterThan(
      before.find((r) => r.classKey === 'leafy')!.value,
    );
    await writeClassIndex(t.db, { from: FIRST_DAY, to: LAST_DAY, isDemo: false });
    expect(await indexOf('2026-11-09', '2026-11-16')).toEqual(after);
  });

  it('two writers of one week at once both land, and the week counts both (PostgreSQL: one waits for the other)', async () => {
    const [a, b] = await Promise.all([
      reporter('/api/vegetable/addMarketData', day(w.xinfadi, '2026-11-11', [cabbage(7.7)])),
      editor('/api/vegetable/addMarketData', day(w.shouguang, '2026-11-12', [cabbage(6.6)])),
    ]);
    expect([a.status, a.json.code, b.status, b.json.code]).toEqual([200, 1, 200, 1]);
    const written = await indexOf('2026-11-09', '2026-11-16');
    await writeClassIndex(t.db, { from: FIRST_DAY, to: LAST_DAY, isDemo: false });
    expect(await indexOf('2026-11-09', '2026-11-16')).toEqual(written);
  });

  it('the first write after a week ended computes that week’s index, though it writes today', async () => {
    await t.db.delete(vegetableClassIndex).where(eq(vegetableClassIndex.week, '2026-11-16'));
    const res = await editor('/api/vegetable/addMarketData', day(w.shouguang, '2026-11-24', [cabbage(2.2)]));
    expect(res.json.data.index_rows).toBe(2);
    const written = await indexOf('2026-11-16', '2026-11-16');
    await writeClassIndex(t.db, { from: FIRST_DAY, to: LAST_DAY, isDemo: false });
    expect(await indexOf('2026-11-16', '2026-11-16')).toEqual(written);
    expect(written).toHaveLength(2);
  });

  it('logs a vegetable content event, and a cached market list answers the new day at once', async () => {
    const list = async () =>
      (await t.call('/api/vegetable/getMarketList', {})).json.data.list.find(
        (m: { id: number }) => m.id === w.xinfadi,
      );
    await list();
    expect((await list()).latest_date).toBe('2026-11-24'); // the reporter's day above; the second answer cached
    const events = async () =>
      (await t.db.select({ n: count() }).from(contentEvents).where(eq(contentEvents.entity, 'vegetable')))[0]!
        .n;
    const n = await events();
    await editor(
      '/api/vegetable/addMarketData',
      day(w.xinfadi, '2026-11-24', [cabbage(2, { product: '菠菜' })]),
    );
    expect(await events()).toBe(n + 1);
    expect((await list()).products).toBe(2);
  });
});
