/**
 * getNewestMonthData / getNewestYearData: the newest month, or January to it, at a glance: totals by direction with
 * the change on the year, top products and every partner (the map). One grouped read of the period and the year
 * before (a few hundred rows), summed here.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { addMonths } from '#lib/trade/months.ts';
import type { TradeAmount, TradeOverview } from '#lib/trade/types.ts';
import { share, yoy } from './figures.ts';
import { bothPeriods, periodSums, valueColumn } from './flowSql.ts';
import { hsNames } from './hsCodes.ts';
import type { FlowQuery } from './originList.ts';
import { partnerMap, partnerRef } from './partners.ts';

interface Row {
  hs6: string;
  partner: string;
  direction: 'import' | 'export';
  value: number;
  value_prev: number;
  demo: boolean;
}

const amount = (value: number, prev: number): TradeAmount => ({
  value,
  value_prev: prev,
  yoy: yoy(value, prev),
});

/** Sums of `key` per direction. */
function byKey(rows: Row[], key: (r: Row) => string) {
  const out = { import: new Map<string, [number, number]>(), export: new Map<string, [number, number]>() };
  for (const r of rows) {
    const m = out[r.direction];
    const k = key(r);
    const [v, p] = m.get(k) ?? [0, 0];
    m.set(k, [v + r.value, p + r.value_prev]);
  }
  return out;
}

export async function overview(db: Db, q: FlowQuery, withMonths: boolean): Promise<TradeOverview> {
  const { range } = q;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select f.hs6, f.partner, f.direction, ${periodSums(range, q.info.currency)}
      from trade_flows f where ${bothPeriods(range)}
      group by f.hs6, f.partner, f.direction`),
  );
  const totals = byKey(rows, () => '');
  const [imp, impPrev] = totals.import.get('') ?? [0, 0];
  const [exp, expPrev] = totals.export.get('') ?? [0, 0];
  const products = byKey(rows, (r) => r.hs6);
  const top = (m: Map<string, [number, number]>, whole: number) =>
    [...m]
      .filter(([, [v]]) => v > 0)
      .sort((a, b) => b[1][0] - a[1][0])
      .slice(0, q.limit)
      .map(([code, [v, p]]) => ({ code, ...amount(v, p), share: share(v, whole) }));
  const topImports = top(products.import, imp);
  const topExports = top(products.export, exp);
  const [names, partners] = await Promise.all([
    hsNames(db, [...new Set([...topImports, ...topExports].map((p) => p.code))]),
    partnerMap(db),
  ]);
  const byPartner = byKey(rows, (r) => r.partner);
  const partnerCodes = new Set([...byPartner.import.keys(), ...byPartner.export.keys()]);
  const partnerRows = [...partnerCodes]
    .map((code) => {
      const [i, iPrev] = byPartner.import.get(code) ?? [0, 0];
      const [e, ePrev] = byPartner.export.get(code) ?? [0, 0];
      return {
        ...partnerRef(partners.get(code)!),
        import: i,
        export: e,
        total: i + e,
        share: share(i + e, imp + exp),
        yoy: yoy(i + e, iPrev + ePrev),
      };
    })
    .filter((p) => p.total > 0)
    .sort((a, b) => b.total - a.total);
  const answer: TradeOverview = {
    ...q.info,
    import: amount(imp, impPrev),
    export: amount(exp, expPrev),
    total: amount(imp + exp, impPrev + expPrev),
    balance: exp - imp,
    top_imports: topImports.map((p) => ({ ...p, name: names.get(p.code) ?? p.code })),
    top_exports: topExports.map((p) => ({ ...p, name: names.get(p.code) ?? p.code })),
    partners: partnerRows,
    demo: rows.some((r) => r.demo),
  };
  if (withMonths) {
    const monthly = rowsOf<{ month: string; direction: 'import' | 'export'; value: number; demo: boolean }>(
      await db.execute(sql`
        select f.month, f.direction, sum(${valueColumn(q.info.currency)})::float8 as value,
          bool_or(f.is_demo) as demo
        from trade_flows f where f.month between ${addMonths(range.from, -12)} and ${range.to}
        group by f.month, f.direction order by f.month`),
    );
    const months = new Map<string, { month: string; import: number; export: number }>();
    for (const r of monthly) {
      const m = months.get(r.month) ?? { month: r.month, import: 0, export: 0 };
      m[r.direction] = r.value;
      months.set(r.month, m);
    }
    answer.months = [...months.values()];
    answer.demo ||= monthly.some((r) => r.demo);
  }
  return answer;
}
