/**
 * The weekly vegetable price index, after the 寿光蔬菜价格指数: a fixed-base Laspeyres index, base period = 100.
 *
 * - Weekly price P(p,t) of a product: its daily average prices over every market in week t (Monday to Sunday),
 *   weighted by traded volume where known, a plain mean where not (weeklyPrices.ts computes it in SQL).
 * - Base period: a fixed set of weeks (the demo takes its first 52 full weeks). Base price P0(p) is the
 *   volume-weighted mean of P(p,t) over those weeks; the weight Q0(p) is the product's traded volume in them.
 * - Index of a class c in week t: 100 × Σ Q0(p)·P(p,t) / Σ Q0(p)·P0(p) over the products p of c (the overall
 *   index over all products). Fixed base, not chained: the basket and weights never change, so any two weeks compare.
 * - A product not priced in a week keeps its last price (the basket stays whole); before its first price, and
 *   without base price or base volume, it is left out of both sums for that week.
 * - Week-on-week change: the percent change of the rounded index against the week before, two decimals.
 */

/** One product's week: volume-weighted average price (元/公斤) and tonnes traded (null when no market publishes it). */
export interface WeeklyProductPrice {
  /** The Monday, YYYY-MM-DD. */
  week: string;
  productId: number;
  classKey: string;
  price: number;
  volume: number | null;
}

export interface ClassIndexRow {
  week: string;
  /** A class key, or ALL_CLASSES. */
  classKey: string;
  value: number;
  /** Percent against the previous week; null in the first. */
  change: number | null;
}

export const ALL_CLASSES = 'all';

const round2 = (x: number) => Math.round(x * 100) / 100;

interface BaseOfProduct {
  classKey: string;
  price: number;
  weight: number;
}

/** P0 and Q0 of every product priced in the base weeks with a traded volume. */
function baseOf(rows: WeeklyProductPrice[], baseWeeks: Set<string>): Map<number, BaseOfProduct> {
  const sums = new Map<number, { classKey: string; pq: number; q: number; p: number; n: number }>();
  for (const r of rows) {
    if (!baseWeeks.has(r.week)) continue;
    const s = sums.get(r.productId) ?? { classKey: r.classKey, pq: 0, q: 0, p: 0, n: 0 };
    s.pq += r.price * (r.volume ?? 0);
    s.q += r.volume ?? 0;
    s.p += r.price;
    s.n += 1;
    sums.set(r.productId, s);
  }
  const base = new Map<number, BaseOfProduct>();
  for (const [id, s] of sums) {
    if (s.q > 0) base.set(id, { classKey: s.classKey, price: s.pq / s.q, weight: s.q });
  }
  return base;
}

/** The class indices and the overall index of every week in `rows`, base period `baseWeeks`. */
export function classIndex(rows: WeeklyProductPrice[], baseWeeks: readonly string[]): ClassIndexRow[] {
  const base = baseOf(rows, new Set(baseWeeks));
  const byWeek = new Map<string, WeeklyProductPrice[]>();
  for (const r of rows) {
    const list = byWeek.get(r.week);
    if (list) list.push(r);
    else byWeek.set(r.week, [r]);
  }
  const weeks = [...byWeek.keys()].sort();
  const last = new Map<number, number>();
  const previous = new Map<string, number>();
  const out: ClassIndexRow[] = [];
  for (const week of weeks) {
    for (const r of byWeek.get(week)!) last.set(r.productId, r.price);
    const sums = new Map<string, { now: number; base: number }>();
    for (const [id, price] of last) {
      const b = base.get(id);
      if (!b) continue;
      for (const key of [b.classKey, ALL_CLASSES]) {
        const s = sums.get(key) ?? { now: 0, base: 0 };
        s.now += b.weight * price;
        s.base += b.weight * b.price;
        sums.set(key, s);
      }
    }
    for (const [classKey, s] of [...sums].sort(([a], [b]) => a.localeCompare(b))) {
      const value = round2((100 * s.now) / s.base);
      const before = previous.get(classKey);
      out.push({ week, classKey, value, change: before ? round2((value / before - 1) * 100) : null });
      previous.set(classKey, value);
    }
  }
  return out;
}
