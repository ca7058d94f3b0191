/**
 * The list page's price table (vegList): one day's prices with filters, a sort and a page, and for the page's rows
 * only their day-on-day and week-on-week change and a 14-day sparkline.
 *
 * - The day's rows come through the (date) index, or the primary key (market, date, product) with a market filter;
 *   a keyword goes through the products' search_text indexes (matchKeywords), never ilike.
 * - Day-on-day: against the same market and product on the previous price day (the latest day before it with any
 *   price); week-on-week: on the same weekday seven days before. Missing either way: null.
 * - Change and sparkline figures are read for the page's rows only, by primary-key probes (pairs × days); only a
 *   sort by change joins the previous day to every filtered row (one more primary-key probe per row).
 */
import { addDays } from '#lib/chinaTime.ts';
import { sql, type SQL } from 'drizzle-orm';
import { arrayLiteral } from '#server/db/arrays.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { vegetableProducts } from '#server/db/schema/index.ts';
import { changePercent } from '#lib/figures/format.ts';
import { VEG_SPARK_DAYS, type VegList, type VegPriceRow } from '#lib/vegetable/types.ts';
import type { VegOrder, VegSort } from '#lib/vegetable/validators.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { matchKeywords, searchText } from '#server/services/search/match.ts';
import { cachedTotal, type ListTotals } from '#server/services/search/totals.ts';
import { provinceName } from './provinceName.ts';

export interface VegListQuery {
  date: string;
  type?: string;
  market?: number;
  province?: string;
  keyword?: string;
  sort: VegSort;
  order: VegOrder;
  page: number;
  pageSize: number;
}

const num = (v: unknown): number => Number(v);

/** The previous day with any price before `day` (the (date) index, backwards), or null. */
export async function previousPriceDay(db: Db, day: string): Promise<string | null> {
  const [row] = rowsOf<{ day: string | null }>(
    await db.execute(
      sql`select to_char(max(date), 'YYYY-MM-DD') as day from vegetable_prices where date < ${day}`,
    ),
  );
  return row?.day ?? null;
}

function whereOf(q: VegListQuery): SQL {
  const parts: SQL[] = [sql`p.date = ${q.date}`];
  if (q.type) parts.push(sql`c.key = ${q.type}`);
  if (q.market) parts.push(sql`p.market_id = ${q.market}`);
  if (q.province) parts.push(sql`m.province_code = ${q.province}`);
  if (q.keyword !== undefined) {
    // A keyword that folds to nothing finds nothing, rather than every row.
    parts.push(matchKeywords(searchText(vegetableProducts), q.keyword) ?? sql`false`);
  }
  return sql.join(parts, sql` and `);
}

/** The order of the rows: the asked column first, then product and market as they are listed. */
function orderOf(sort: VegSort, order: VegOrder): SQL {
  const dir = order === 'desc' ? sql.raw('desc') : sql.raw('asc');
  const product = sql`c.sort ${dir}, vegetable_products.sort ${dir}, vegetable_products.id ${dir}`;
  const market = sql`m.sort ${dir}, m.id ${dir}`;
  const byProduct = sql`c.sort, vegetable_products.sort, vegetable_products.id, m.sort, m.id`;
  switch (sort) {
    case 'product':
      return sql`${product}, m.sort, m.id`;
    case 'market':
      return sql`${market}, c.sort, vegetable_products.sort, vegetable_products.id`;
    case 'avg':
    case 'low':
    case 'high':
      return sql`p.${sql.raw(sort)} ${dir}, ${byProduct}`;
    case 'change':
      return sql`p.avg / nullif(d.avg, 0) ${dir} nulls last, ${byProduct}`;
    case 'weekChange':
      return sql`p.avg / nullif(w.avg, 0) ${dir} nulls last, ${byProduct}`;
  }
}

interface DayRow {
  market_id: number;
  product_id: number;
  low: string;
  avg: string;
  high: string;
  origin: string | null;
  is_demo: boolean;
  product_name: string;
  unit: string;
  class_key: string;
  class_name: string;
  short_name: string;
  province_code: string;
}

/** The filtered rows of the day, sorted, one page (exported for the plan checks). */
export function dayPageSql(q: VegListQuery, prev: string | null, week: string): SQL {
  // Only a sort by change needs the earlier figures of every filtered row.
  const joins =
    q.sort === 'change'
      ? sql`left join vegetable_prices d on d.market_id = p.market_id and d.product_id = p.product_id and d.date = ${prev}`
      : q.sort === 'weekChange'
        ? sql`left join vegetable_prices w on w.market_id = p.market_id and w.product_id = p.product_id and w.date = ${week}`
        : sql``;
  return sql`
      select p.market_id, p.product_id, p.low, p.avg, p.high, p.origin, p.is_demo,
        vegetable_products.name as product_name, vegetable_products.unit, c.key as class_key, c.name as class_name,
        m.short_name, m.province_code
      from vegetable_prices p
      join vegetable_products on vegetable_products.id = p.product_id
      join vegetable_classes c on c.id = vegetable_products.class_id
      join vegetable_markets m on m.id = p.market_id
      ${joins}
      where ${whereOf(q)}
      order by ${orderOf(q.sort, q.order)}
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
}

async function countOf(db: Db, q: VegListQuery): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await db.execute(sql`
      select count(*) as n from vegetable_prices p
      join vegetable_products on vegetable_products.id = p.product_id
      join vegetable_classes c on c.id = vegetable_products.class_id
      join vegetable_markets m on m.id = p.market_id
      where ${whereOf(q)}`),
  );
  return num(row?.n ?? 0);
}

/** The avg of each (market, product) pair on each of `days`: one primary-key probe per pair and day. */
export const pairDaysSql = (pairs: { market: number; product: number }[], days: string[]): SQL => sql`
      select x.market_id, x.product_id, to_char(x.date, 'YYYY-MM-DD') as day, x.avg
      from unnest(${arrayLiteral(pairs.map((p) => p.market))}::int[], ${arrayLiteral(pairs.map((p) => p.product))}::int[]) as k(m, p)
      cross join unnest(${arrayLiteral(days)}::date[]) as d(day)
      join vegetable_prices x on x.market_id = k.m and x.date = d.day and x.product_id = k.p`;

async function pairDays(
  db: Db,
  pairs: { market: number; product: number }[],
  days: string[],
): Promise<Map<string, number>> {
  const found = rowsOf<{ market_id: number; product_id: number; day: string; avg: string }>(
    await db.execute(pairDaysSql(pairs, days)),
  );
  return new Map(found.map((r) => [`${r.market_id}:${r.product_id}:${r.day}`, num(r.avg)]));
}

/** The day's list; `date` is the day to show (the latest by default, chosen by the caller); `totals` the app's cache. */
export async function priceList(db: Db, q: VegListQuery, totals?: ListTotals): Promise<VegList> {
  const prev = await previousPriceDay(db, q.date);
  const week = addDays(q.date, -7);
  // The total is counted once per filter and day until a vegetable event: paging and sorting reuse it.
  const key = `vegetable:day:${q.date}:${q.type ?? ''}:${q.market ?? ''}:${q.province ?? ''}:${q.keyword ?? ''}`;
  const [rows, total] = await Promise.all([
    db.execute(dayPageSql(q, prev, week)).then((r) => rowsOf<DayRow>(r)),
    cachedTotal(totals, [CACHE_TAG.vegetable], key, () => countOf(db, q)),
  ]);
  const sparkDays = Array.from({ length: VEG_SPARK_DAYS }, (_, i) => addDays(q.date, i - VEG_SPARK_DAYS + 1));
  const days = prev && !sparkDays.includes(prev) ? [prev, ...sparkDays] : sparkDays;
  const pairs = rows.map((r) => ({ market: Number(r.market_id), product: Number(r.product_id) }));
  const avgs = pairs.length ? await pairDays(db, pairs, days) : new Map<string, number>();
  const list: VegPriceRow[] = rows.map((r) => {
    const key = `${r.market_id}:${r.product_id}:`;
    const avg = num(r.avg);
    return {
      product: {
        id: Number(r.product_id),
        name: r.product_name,
        class_key: r.class_key,
        class_name: r.class_name,
      },
      market: {
        id: Number(r.market_id),
        short_name: r.short_name,
        province_code: r.province_code,
        province_name: provinceName(r.province_code),
      },
      low: num(r.low),
      avg,
      high: num(r.high),
      unit: r.unit,
      origin: r.origin,
      change_day: prev ? changePercent(avg, avgs.get(key + prev)) : null,
      change_week: changePercent(avg, avgs.get(key + week)),
      spark: sparkDays.map((d) => avgs.get(key + d) ?? null),
      is_demo: Boolean(r.is_demo),
    };
  });
  return {
    list,
    total,
    page: q.page,
    pageSize: q.pageSize,
    date: q.date,
    prev_date: prev,
    week_date: week,
    demo: list.some((r) => r.is_demo),
  };
}
