/** getCountrySeries: China's imports from and exports to one partner month by month, and the balance. */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { monthsBetween } from '#lib/trade/months.ts';
import type { TradeCountrySeries } from '#lib/trade/types.ts';
import type { TradeCurrency } from '#lib/trade/validators.ts';
import { valueColumn } from './flowSql.ts';
import { partnerRef, type PartnerRow } from './partners.ts';

export async function countrySeries(
  db: Db,
  partner: PartnerRow,
  q: { from: string; to: string; currency: TradeCurrency; currencyUnit: string },
): Promise<TradeCountrySeries> {
  const rows = rowsOf<{ month: string; direction: 'import' | 'export'; value: number; demo: boolean }>(
    await db.execute(sql`
      select f.month, f.direction, sum(${valueColumn(q.currency)})::float8 as value, bool_or(f.is_demo) as demo
      from trade_flows f where f.partner = ${partner.code} and f.month between ${q.from} and ${q.to}
      group by f.month, f.direction`),
  );
  const value = (month: string, direction: string) =>
    rows.find((r) => r.month === month && r.direction === direction)?.value ?? 0;
  return {
    partner: partnerRef(partner),
    currency: q.currency,
    currency_unit: q.currencyUnit,
    from: q.from,
    to: q.to,
    months: monthsBetween(q.from, q.to).map((month) => {
      const i = value(month, 'import');
      const e = value(month, 'export');
      return { month, import: i, export: e, balance: e - i };
    }),
    demo: rows.some((r) => r.demo),
  };
}
