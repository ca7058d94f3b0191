/**
 * getProductSeries reads its grouped rows through a statement prepared once per shape (trade/productSeries.ts): the
 * rows are the ones the query it replaced gave (built per call), for 6-digit codes, headings and chapters, both
 * currencies, with and without a partner, over ranges that reach before the data; and the served answers follow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { codeCondition, unitSums, valueColumn } from '#server/services/trade/flowSql.ts';
import { seriesRows, type SeriesQuery } from '#server/services/trade/productSeries.ts';
import { TRADE_CURRENCY_UNIT } from '#lib/trade/messages.ts';
import type { TradeCurrency } from '#lib/trade/validators.ts';
import { AU, EXAMPLE_CODE, FIRST, NEWEST, US, tradeApp } from './trade-fixtures.ts';
import type { TestApp } from './support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await tradeApp();
});
afterAll(() => t.close());

/** The grouped read as it was built per call before it was prepared. */
async function askedAsQuery(db: Db, code: string, readFrom: string, q: SeriesQuery) {
  return rowsOf(
    await db.execute(
      sql`
      select f.month, f.direction, sum(${valueColumn(q.currency)})::float8 as value,
        sum(f.quantity)::float8 as quantity, ${unitSums()},
        bool_or(f.is_demo) as demo
      from trade_flows f
      where ${codeCondition(code)} and f.month between ${readFrom} and ${q.to}
        ${q.partner ? sql`and f.partner = ${q.partner.code}` : sql``}
      group by f.month, f.direction`,
    ),
  );
}

const byKey = (rows: Record<string, unknown>[]) =>
  rows
    .map((r) => ({ ...r }))
    .sort((a, b) => `${a.month}${a.direction}`.localeCompare(`${b.month}${b.direction}`));

describe('the product series read prepared once per shape', () => {
  it('gives the rows the query built per call gave', async () => {
    const codes = rowsOf<{ hs6: string }>(
      await t.db.execute(sql`select distinct hs6 from trade_flows order by hs6 limit 8`),
    ).map((r) => r.hs6);
    const CODES = [
      EXAMPLE_CODE,
      ...codes,
      ...codes.map((c) => c.slice(0, 4)),
      ...codes.map((c) => c.slice(0, 2)),
    ];
    const PARTNERS = [null, US, AU];
    const RANGES = [
      [FIRST, NEWEST],
      ['2023-01', NEWEST],
      ['2025-03', '2025-11'],
    ];
    let rowsSeen = 0;
    for (const code of new Set(CODES))
      for (const partner of PARTNERS)
        for (const currency of ['usd', 'rmb'] as TradeCurrency[])
          for (const [from, to] of RANGES) {
            const q: SeriesQuery = {
              from: from!,
              to: to!,
              period: 'month',
              currency,
              currencyUnit: TRADE_CURRENCY_UNIT[currency],
              partner: partner ? { code: partner } : null,
            } as SeriesQuery;
            const label = JSON.stringify({ code, partner, currency, from });
            const served = await seriesRows(t.db, code, from!, q);
            const asked = await askedAsQuery(t.db, code, from!, q);
            expect(JSON.stringify(byKey(served as never)), label).toBe(JSON.stringify(byKey(asked)));
            rowsSeen += asked.length;
          }
    // Equal reads are not all equally empty ones.
    expect(rowsSeen).toBeGreaterThan(500);
  });
});
