/** The daily price import family (vegetable_price) through the import pipeline, for editors and market reporters. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { contentEvents, vegetableClassIndex, vegetablePrices } from '#server/db/schema/index.ts';
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import { IMPORT_LIMITS } from '#lib/imports/model.ts';
import { VEG_MARKET_MSG, VEG_MSG } from '#lib/vegetable/messages.ts';
import { importEnds, uploadAs } from './imports-fixtures.ts';
import { dayAfter, priceWriters, type PriceWorld } from './vegetable-prices-fixtures.ts';
import type { Caller, TestApp } from './support.ts';

const FAMILY = 'vegetable_price';
let t: TestApp;
let w: PriceWorld;
let editor: Caller;
let reporter: Caller;
let plain: Caller;

beforeAll(async () => {
  ({ t, w, editor, reporter, plain } = await priceWriters());
}, 60_000);
afterAll(() => t.close());

async function imported(call: Caller, bytes: Uint8Array | string, name: string, mode = 'good_rows') {
  const res = await uploadAs(call, bytes, name, mode, FAMILY);
  expect(res.json).toMatchObject({ code: 1 });
  return importEnds(call, res.json.data.id);
}

const avgOf = async (marketId: number, productId: number, date: string) =>
  (
    await t.db
      .select({ avg: vegetablePrices.avg })
      .from(vegetablePrices)
      .where(
        and(
          eq(vegetablePrices.marketId, marketId),
          eq(vegetablePrices.productId, productId),
          eq(vegetablePrices.date, date),
        ),
      )
  )[0]?.avg;

const HEADER = '日期,市场,品种,最低价,平均价,最高价,成交量(吨),产地';

describe('good files', () => {
  it('a CSV with the template’s headers writes its rows by market and product name, short name or alias', async () => {
    const csv = [
      HEADER,
      '2026-11-24,北京新发地农产品批发市场,大白菜,1.10,1.30,1.50,120.5,河北',
      '2026-11-24,寿光,黄芽白,0.80,0.90,1.00,,山东',
      '2026-11-20,新发地,菠菜,4.00,4.40,4.80,30,',
    ].join('\n');
    const rec = await imported(editor, csv, '价格.csv');
    expect(rec).toMatchObject({ status: 'done', rows_total: 3, rows_bad: 0, inserted: 2, updated: 1 });
    expect(await avgOf(w.xinfadi, w.cabbage, '2026-11-24')).toBe(1.3);
    expect(await avgOf(w.shouguang, w.cabbage, '2026-11-24')).toBe(0.9);
    expect(await avgOf(w.xinfadi, w.spinach, '2026-11-20')).toBe(4.4);
  });

  it('an XLSX with English headers and number cells writes its rows and recomputes the index weeks touched', async () => {
    const week = async () =>
      (
        await t.db
          .select({ value: vegetableClassIndex.value })
          .from(vegetableClassIndex)
          .where(and(eq(vegetableClassIndex.week, '2026-11-02'), eq(vegetableClassIndex.classKey, 'leafy')))
      )[0]!.value;
    const before = await week();
    const xlsx = await writeXlsxFile([
      ['Date', 'Market', 'Product', 'Low', 'Avg', 'High', 'Volume', 'Origin'],
      ['2026-11-03', '寿光', '大白菜', 5, 6, 7, 100, '山东'],
      ['2026-11-04', '寿光', '大白菜', 5, 6.5, 7, 100, '山东'],
    ]).toBuffer();
    const rec = await imported(editor, new Uint8Array(xlsx), 'prices.xlsx');
    expect(rec).toMatchObject({ status: 'done', rows_bad: 0, updated: 2 });
    expect(await avgOf(w.shouguang, w.cabbage, '2026-11-04')).toBe(6.5);
    expect(await week()).toBeGreaterThan(before);
  });

  it('logs one vegetable content event per import, and the template is the family’s', async () => {
    const events = async () =>
      (await t.db.select({ n: count() }).from(contentEvents).where(eq(contentEvents.entity, 'vegetable')))[0]!
        .n;
    const n = await events();
    await imported(
      editor,
      `${HEADER}\n2026-11-21,新发地,大白菜,1,2,3,,\n2026-11-21,寿光,菠菜,1,2,3,,`,
      'e.csv',
    );
    expect(await events()).toBe(n + 1);
    const families = (await editor('/api/admin/import/families', {})).json.data;
    expect(
      families
        .find((f: { key: string }) => f.key === FAMILY)
        .columns.map((c: { header: string }) => c.header),
    ).toEqual(['日期', '市场', '品种', '最低价', '平均价', '最高价', '成交量(吨)', '产地']);
  });
});

describe('bad rows', () => {
  const bad = [
    HEADER,
    '2026-11-19,新发地,大白菜,1,2,3,,', // 2 good
    '2026-11-19,新发地,菠菜,3,2,4,,', // 3 low above avg
    '2026-11-19,不存在的市场,大白菜,1,2,3,,', // 4 unknown market
    '2026-11-19,新发地,火龙果,1,2,3,,', // 5 unknown product
    '2026-11-30,新发地,菠菜,1,2,3,,', // 6 future day
    '2026-02-30,新发地,菠菜,1,2,3,,', // 7 no such day
    '2026-11-19,新发地,黄芽白,1,2,3,,', // 8 same market, day and product as line 2
    '2026-11-19,寿光,菠菜,1,,3,,', // 9 no average
    '2026-11-19,寿光,大白菜,1.5,2.5,3.5,,', // 10 good
  ].join('\n');

  it('reports every bad row with its line, column and Chinese reason', async () => {
    const rec = await imported(editor, bad, 'bad.csv', 'all_or_nothing');
    expect(rec.problems).toEqual([
      { line: 3, column: '最低价', reason: VEG_MARKET_MSG.lowAboveAvg },
      { line: 4, column: '市场', reason: VEG_MARKET_MSG.unknownMarketNamed('不存在的市场') },
      { line: 5, column: '品种', reason: VEG_MARKET_MSG.unknownProductNamed('火龙果') },
      { line: 6, column: '日期', reason: VEG_MARKET_MSG.futureDate },
      { line: 7, column: '日期', reason: VEG_MSG.badDate },
      { line: 8, column: '品种', reason: IMPORT_MSG.duplicateKey(2) },
      { line: 9, column: '平均价', reason: VEG_MARKET_MSG.priceRequired('平均价') },
    ]);
  });

  it("reports a bad number in the family's own words, as addMarketData answers it, not a generic one", async () => {
    const numbers = [
      HEADER,
      '2026-11-19,新发地,菠菜,1,2,3,很多,', // 2 volume not a number
      '2026-11-19,新发地,生菜,-1,2,3,,', // 3 a negative price
      '2026-11-19,新发地,芹菜,1,两元,3,,', // 4 an average in words
      '2026-11-19,新发地,韭菜,1,2,3,-2,', // 5 a negative volume
    ].join('\n');
    const rec = await imported(editor, numbers, 'numbers.csv', 'all_or_nothing');
    expect(rec.problems).toEqual([
      { line: 2, column: '成交量(吨)', reason: VEG_MARKET_MSG.volumeInvalid },
      { line: 3, column: '最低价', reason: VEG_MARKET_MSG.pricePositive('最低价') },
      { line: 4, column: '平均价', reason: VEG_MARKET_MSG.priceRequired('平均价') },
      { line: 5, column: '成交量(吨)', reason: VEG_MARKET_MSG.volumeInvalid },
    ]);
  });

  it('all_or_nothing writes nothing; good_rows writes the two good rows', async () => {
    const before = await avgOf(w.shouguang, w.cabbage, '2026-11-19');
    const refused = await imported(editor, bad, 'bad.csv', 'all_or_nothing');
    expect(refused).toMatchObject({ status: 'refused', rows_good: 2, rows_bad: 7, inserted: 0, updated: 0 });
    expect(await avgOf(w.shouguang, w.cabbage, '2026-11-19')).toBe(before);
    const partial = await imported(editor, bad, 'bad.csv', 'good_rows');
    expect(partial).toMatchObject({ status: 'done', rows_good: 2, rows_bad: 7, updated: 2 });
    expect(await avgOf(w.shouguang, w.cabbage, '2026-11-19')).toBe(2.5);
    expect(await avgOf(w.xinfadi, w.cabbage, '2026-11-19')).toBe(2);
  });
});

describe('market reporters', () => {
  it('import their own market’s rows; another market’s rows are bad rows, each with its line', async () => {
    const csv = [HEADER, '2026-11-18,新发地,大白菜,1,1.11,2,,', '2026-11-18,寿光,大白菜,1,1.22,2,,'].join(
      '\n',
    );
    const rec = await imported(reporter, csv, 'mine.csv');
    expect(rec).toMatchObject({ status: 'done', rows_good: 1, rows_bad: 1 });
    expect(rec.problems).toEqual([{ line: 3, column: '市场', reason: VEG_MARKET_MSG.notYourMarket }]);
    expect(await avgOf(w.xinfadi, w.cabbage, '2026-11-18')).toBe(1.11);
    expect(await avgOf(w.shouguang, w.cabbage, '2026-11-18')).not.toBe(1.22);
  });

  it('see only the price family and their own imports; other families are refused with 403', async () => {
    expect(
      (await reporter('/api/admin/import/families', {})).json.data.map((f: { key: string }) => f.key),
    ).toEqual([FAMILY]);
    expect((await uploadAs(reporter, '文档编号,标题\nZ1,x', 'p.csv', 'good_rows', 'product')).status).toBe(
      403,
    );
    const theirs = (await reporter('/api/admin/import/list', {})).json.data.list;
    expect(theirs.length).toBe(1);
    const all = (await editor('/api/admin/import/list', {})).json.data.list;
    const editors = all.find((r: { by_uid: number }) => r.by_uid !== theirs[0].by_uid);
    expect((await reporter('/api/admin/import/status', { id: editors.id })).json.msg).toBe(
      IMPORT_MSG.importGone,
    );
    // The rest of /api/admin stays editors' only.
    expect((await reporter('/api/admin/article/list', {})).status).toBe(403);
  });

  it('a plain member gets 403 for the import calls, a visitor 401', async () => {
    expect(
      (await uploadAs(plain, `${HEADER}\n2026-11-18,新发地,大白菜,1,1.5,2,,`, 'x.csv', 'good_rows', FAMILY))
        .status,
    ).toBe(403);
    expect((await plain('/api/admin/import/families', {})).status).toBe(403);
    expect((await uploadAs(t.call, 'x', 'x.csv', 'good_rows', FAMILY)).status).toBe(401);
  });

  it('an editor appoints and removes a reporter through the admin call', async () => {
    const set = await editor('/api/admin/vegetable/reporterSet', {
      account: 'member01',
      market_id: w.shouguang,
    });
    expect(set.json).toMatchObject({ code: 1, msg: VEG_MARKET_MSG.reporterSet });
    expect((await plain('/api/vegetable/reporterMarket', {})).json.data).toMatchObject({
      market_id: w.shouguang,
    });
    expect((await plain('/api/admin/import/families', {})).status).toBe(200);
    const uid = (await editor('/api/admin/vegetable/reporterList', {})).json.data.find(
      (r: { account: string }) => r.account === 'member01',
    ).uid;
    // By uid: a member who signed up by SMS has no account name to give.
    expect((await editor('/api/admin/vegetable/reporterRemove', { uid })).json.msg).toBe(
      VEG_MARKET_MSG.reporterRemoved,
    );
    expect((await plain('/api/vegetable/reporterMarket', {})).json.data).toBeNull();
    expect((await editor('/api/admin/vegetable/reporterSet', { account: 'member01' })).json.msg).toBe(
      VEG_MARKET_MSG.marketRequired,
    );
    expect(
      (await editor('/api/admin/vegetable/reporterSet', { account: 'nobody', market_id: w.xinfadi })).json
        .msg,
    ).toBe(VEG_MARKET_MSG.accountUnknown);
    expect(
      (await plain('/api/admin/vegetable/reporterSet', { account: 'member01', market_id: w.xinfadi })).status,
    ).toBe(403);
  });
});

describe('progress, statistics and the record', () => {
  it('a file of 3,000 rows shows its progress while it runs, is written in bulk, then recorded', async () => {
    const lines = [HEADER];
    for (let i = 0; lines.length <= 3000; i++) {
      const d = dayAfter('2024-09-01', i);
      for (const m of ['新发地', '寿光'])
        for (const p of ['大白菜', '菠菜']) lines.push(`${d},${m},${p},1,2,3,10,`);
    }
    const res = await uploadAs(editor, lines.slice(0, 3001).join('\n'), 'big.csv', 'good_rows', FAMILY);
    const seen: Record<string, number | string>[] = [];
    const rec = await importEnds(editor, res.json.data.id, seen, 0);
    expect(rec).toMatchObject({ status: 'done', rows_total: 3000, rows_bad: 0 });
    expect(rec.inserted + rec.updated).toBe(3000);
    // Rows checked, then rows written: either is progress a caller sees while the file runs.
    const between = (n: unknown) => Number(n) > 0 && Number(n) < 3000;
    const midway = seen.filter(
      (s) => s.status === 'running' && (between(s.rows_done) || between(s.rows_written)),
    );
    expect(midway.length).toBeGreaterThan(0);
    const list = await editor('/api/admin/import/list', { family: FAMILY, pageSize: 5 });
    expect(list.json.data.list[0]).toMatchObject({
      id: res.json.data.id,
      file_name: 'big.csv',
      status: 'done',
    });
  }, 120_000);

  it('refreshes the statistics of the family’s tables only, after a file of a thousand rows or more', async () => {
    const analyzed = async (table: string) =>
      (
        (await t.db.execute(
          sql`select coalesce(vacuum_count, 0) + coalesce(analyze_count, 0) as n from pg_stat_user_tables where relname = ${table}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const prices = await analyzed('vegetable_prices');
    const users = await analyzed('users');
    const lines = [HEADER];
    for (let i = 0; lines.length <= IMPORT_LIMITS.analyzeRows; i++)
      for (const m of ['新发地', '寿光'])
        for (const p of ['大白菜', '菠菜']) lines.push(`${dayAfter('2024-09-01', i)},${m},${p},1,2,3,10,`);
    await imported(editor, lines.slice(0, IMPORT_LIMITS.analyzeRows + 1).join('\n'), 's.csv');
    // PostgreSQL publishes a backend's counters within a second or so: wait for the prices' to move.
    for (let i = 0; i < 50 && Number(await analyzed('vegetable_prices')) === Number(prices); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(Number(await analyzed('vegetable_prices'))).toBeGreaterThan(Number(prices));
    expect(Number(await analyzed('users'))).toBe(Number(users));
  });
});
