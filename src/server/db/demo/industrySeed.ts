/**
 * Writes the 数据检索 demo values (marked is_demo) around the official national figures the reference seeded: only
 * into a store holding no demo value yet, unless `replace`, which first removes the demo values. Never in production
 * (prepare.ts); API tests opt in.
 */
import { eq, sql } from 'drizzle-orm';
import type { Frequency } from '#lib/industry/periods.ts';
import { citiesOfProvince, PROVINCES } from '#server/services/industry/regions.ts';
import { analyze } from '#server/services/search/analyze.ts';
import { arrayLiteral } from '#server/db/arrays.ts';
import type { Db } from '#server/db/client.ts';
import { indicatorObservations, indicators } from '#server/db/schema/index.ts';
import { seedIndicatorReference } from '#server/db/industryReference.ts';
import { AST_REFERENCE_INDICATORS } from '#server/db/astReference.ts';
import { generateIndicatorDemo } from './industryGenerate.ts';

export interface SeedIndicatorOptions {
  /** Only these indicators (tests). */
  only?: number[];
  firstYear?: number;
  lastYear?: number;
  replace?: boolean;
}

/** Indicators whose every province gets its cities: 农业专题's reference topics (粮食产量 among them). */
export const CITY_INDICATORS: readonly number[] = AST_REFERENCE_INDICATORS;

const CHUNK = 5_000;

export async function seedDemoIndicators(db: Db, opts: SeedIndicatorOptions = {}): Promise<number | null> {
  const [any] = await db
    .select({ id: indicatorObservations.indicatorId })
    .from(indicatorObservations)
    .where(eq(indicatorObservations.isDemo, true))
    .limit(1);
  if (any && !opts.replace) return null;
  if (opts.replace) await db.delete(indicatorObservations).where(eq(indicatorObservations.isDemo, true));
  await seedIndicatorReference(db);
  const list = (
    await db.select({ id: indicators.id, frequency: indicators.frequency }).from(indicators)
  ).filter((i) => !opts.only || opts.only.includes(i.id));
  const official = new Map(
    (
      await db
        .select({
          id: indicatorObservations.indicatorId,
          period: indicatorObservations.period,
          value: indicatorObservations.value,
        })
        .from(indicatorObservations)
        .where(eq(indicatorObservations.region, '000000'))
    ).map((o) => [`${o.id}|${o.period}`, o.value]),
  );
  const rows = generateIndicatorDemo({
    indicators: list.map((i) => ({ id: i.id, frequency: i.frequency as Frequency })),
    official,
    provinces: PROVINCES.map((p) => p.code),
    cities: new Map(PROVINCES.map((p) => [p.code, (citiesOfProvince(p.code) ?? []).map((c) => c.code)])),
    cityIndicators: CITY_INDICATORS,
    firstYear: opts.firstYear ?? 2005,
    lastYear: opts.lastYear ?? 2024,
    firstMonthYear: Math.max(opts.firstYear ?? 2005, 2015),
  });
  // One statement per chunk with the columns as arrays, unnested in SQL (a bound value per cell costs PGlite seconds).
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    await db.execute(sql`insert into indicator_observations (indicator_id, region, period, value, is_demo)
      select i, r, p, v, true from unnest(
        ${arrayLiteral(part.map((o) => o.indicatorId))}::int[],
        ${arrayLiteral(part.map((o) => o.region))}::varchar[],
        ${arrayLiteral(part.map((o) => o.period))}::varchar[],
        ${arrayLiteral(part.map((o) => o.value))}::float8[]) as t(i, r, p, v)
      on conflict do nothing`);
  }
  await analyze(db, ['indicator_observations']);
  return rows.length;
}
