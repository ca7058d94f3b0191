/**
 * The directory search (/api/trade/search) matches the kept codes in memory (trade/search.ts): its answers are the
 * ones the query it replaced gave (the indexes' LIKE and grams over search_text, has_data by codeHasFlows), byte for
 * byte, for names, trade names, pinyin, initials, code prefixes and pages; has_data follows an import's event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, like, sql, type SQL } from 'drizzle-orm';
import { searchKeywords } from '#lib/search/normalise.ts';
import type { Db } from '#server/db/client.ts';
import { tradeFlows, tradeHsCodes } from '#server/db/schema/index.ts';
import { matchKeywords, searchText } from '#server/services/search/match.ts';
import { codeHasFlows } from '#server/services/trade/flowSql.ts';
import { logTradeChange } from '#server/services/trade/tradeEvent.ts';
import { TRADE_NOW, tradeApp } from './trade-fixtures.ts';
import type { TestApp } from './support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await tradeApp();
});
afterAll(() => t.close());

/** The search as one query, as it was asked before it moved to memory. */
async function askedAsQuery(db: Db, keyword: string, page: number, pageSize: number) {
  const words = searchKeywords(keyword.replace(/\./g, ''));
  const codes = words.filter((w) => /^\d{1,6}$/.test(w));
  const names = words.filter((w) => !/^\d{1,6}$/.test(w));
  const where: (SQL | undefined)[] = codes.map((c) => like(tradeHsCodes.code, `${c}%`));
  if (names.length) where.push(matchKeywords(searchText(tradeHsCodes), names.join(' ')));
  const rows = await db
    .select({
      code: tradeHsCodes.code,
      nameZh: tradeHsCodes.nameZh,
      nameEn: tradeHsCodes.nameEn,
      aliases: tradeHsCodes.aliases,
      level: tradeHsCodes.level,
      parent: tradeHsCodes.parent,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      hasData: codeHasFlows(tradeHsCodes.code).mapWith(Boolean),
    })
    .from(tradeHsCodes)
    .where(and(...where))
    .orderBy(asc(tradeHsCodes.level), asc(tradeHsCodes.code))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    list: rows.map((r) => ({
      code: r.code,
      name: r.nameZh || r.nameEn,
      name_en: r.nameEn,
      level: r.level,
      parent: r.parent,
      has_data: r.hasData,
      aliases: r.aliases ? r.aliases.split(' ') : [],
    })),
    total: rows[0]?.total ?? 0,
    page,
    pageSize,
  };
}

const KEYWORDS = [
  '豆粕',
  '大豆',
  '1201',
  '12019',
  '120190',
  '12.01',
  '02',
  'xiaomai',
  '小麦',
  '玉米',
  '猪肉',
  '葡萄酒',
  '08 葡萄',
  'dadou',
  'dd',
  'ＤＡＤＯＵ',
  '油',
  'a',
  '牛 肉',
  '大豆 1507',
  '%',
  '_',
  '...',
  '榴莲',
  '车厘子',
];
const PAGES = [
  [1, 10],
  [2, 5],
  [1, 50],
  [60, 20],
] as const;

describe('the directory search in memory', () => {
  it('answers as the query did, byte for byte', async () => {
    let found = 0;
    for (const keyword of KEYWORDS)
      for (const [page, pageSize] of PAGES) {
        const served = await t.call('/api/trade/search', { keyword, page, pageSize });
        expect(served.json.code, keyword).toBe(1);
        const asked = await askedAsQuery(t.db, keyword, page, pageSize);
        expect(JSON.stringify(served.json.data), `${keyword} ${page}/${pageSize}`).toBe(
          JSON.stringify(asked),
        );
        if (asked.list.some((r) => r.has_data)) found++;
      }
    // Codes with flows and without are both in the answers compared.
    expect(found).toBeGreaterThan(10);
  });

  it('marks a code has_data once an import of its flows logged its event', async () => {
    // A subheading the demo flows leave empty.
    const [empty] = await t.db
      .select({ code: tradeHsCodes.code })
      .from(tradeHsCodes)
      .where(sql`${tradeHsCodes.level} = 6 and not ${codeHasFlows(tradeHsCodes.code)}`)
      .orderBy(asc(tradeHsCodes.code))
      .limit(1);
    const code = empty!.code;
    const hit = async (body: Record<string, unknown>) =>
      (await t.call('/api/trade/search', { keyword: code, ...body })).json.data.list[0];
    expect(await hit({})).toMatchObject({ code, has_data: false });
    await t.db.insert(tradeFlows).values({
      month: '2026-10',
      hs6: code,
      partner: '502',
      direction: 'import',
      valueUsd: 1_000,
      valueRmb: 7_100,
      quantity: 100,
    });
    await logTradeChange(t.db, { uid: 0, now: TRADE_NOW });
    // The cache looks at the event log within checkEveryMs: stale() as after this process's own write.
    t.cache.stale();
    expect(await hit({ page: 1 })).toMatchObject({ code, has_data: true });
  });
});
