/**
 * 农业专题's figures: a topic's year for a set of regions, ranked with their shares of the whole, and a region's
 * series over the years. Reads go by the observations' key (indicator, region, period).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { indicatorObservations } from '#server/db/schema/index.ts';
import type { AstFigure, AstRegionValue, AstSeriesPoint } from '#lib/ast/types.ts';

const o = indicatorObservations;

/** A year's values of the regions named, keyed by region. */
export async function valuesInYear(
  db: Db,
  indicatorId: number,
  regions: string[],
  year: string,
): Promise<Map<string, AstFigure>> {
  if (!regions.length) return new Map();
  // One row back (the embedded database pays per row) and the regions as one array parameter.
  const [row] = await db
    .select({
      cells: sql<
        [string, number, string, boolean][] | null
      >`json_agg(json_build_array(${o.region}, ${o.value}, ${o.flag}, ${o.isDemo}))`,
    })
    .from(o)
    .where(
      and(
        eq(o.indicatorId, indicatorId),
        sql`${o.region} = any(${`{${regions.join(',')}}`}::varchar[])`,
        eq(o.period, year),
      ),
    );
  return new Map((row?.cells ?? []).map(([region, value, flag, demo]) => [region, { value, flag, demo }]));
}

/** One region's yearly series, ascending. */
export async function seriesOf(db: Db, indicatorId: number, region: string): Promise<AstSeriesPoint[]> {
  const rows = await db
    .select({ year: o.period, value: o.value, flag: o.flag, demo: o.isDemo })
    .from(o)
    .where(and(eq(o.indicatorId, indicatorId), eq(o.region, region)))
    .orderBy(asc(o.period));
  return rows.filter((r) => /^\d{4}$/.test(r.year));
}

/**
 * The regions held, highest first, ranked 1…n (equal values share a rank); share of `whole` in percent, two
 * decimals, when the values add up (`additive`) and the whole is known.
 */
export function ranked(
  regions: { adcode: string; name: string }[],
  values: Map<string, AstFigure>,
  whole: number | null,
  additive: boolean,
): AstRegionValue[] {
  const held = regions
    .filter((r) => values.has(r.adcode))
    .map((r) => ({ ...r, ...values.get(r.adcode)! }))
    .sort((a, b) => b.value - a.value || a.adcode.localeCompare(b.adcode));
  let rank = 0;
  return held.map((r, i) => {
    if (i === 0 || held[i - 1]!.value !== r.value) rank = i + 1;
    const share = additive && whole ? Math.round((r.value / whole) * 10_000) / 100 : null;
    return { adcode: r.adcode, name: r.name, value: r.value, flag: r.flag, demo: r.demo, rank, share };
  });
}
