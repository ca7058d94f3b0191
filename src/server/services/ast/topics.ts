/** 农业专题's published topics with their indicators, and the years each holds at national or provincial level. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { arrayLiteral } from '#server/db/arrays.ts';
import type { Db } from '#server/db/client.ts';
import { astTopics, indicatorObservations, indicators } from '#server/db/schema/index.ts';
import { isAdditiveUnit } from '#lib/ast/additive.ts';
import type { AstCategory, AstTopic, AstTopicHead } from '#lib/ast/types.ts';
import { PROVINCES } from '#server/services/industry/regions.ts';

/** The provinces: the years they hold make a topic's slider (the map needs them). */
export const PROVINCE_CODES: string[] = PROVINCES.map((p) => p.code);

export interface TopicRow extends AstTopicHead {
  category: string;
  description: string;
  indicatorId: number;
}

const topicColumns = {
  id: astTopics.id,
  category: astTopics.category,
  name: astTopics.name,
  description: astTopics.description,
  indicatorId: astTopics.indicatorId,
  indicator: indicators.name,
  unit: indicators.unit,
  source: indicators.source,
};

const withAdditive = <T extends { unit: string }>(t: T) => ({ ...t, additive: isAdditiveUnit(t.unit) });

const provinceArray = () => sql`${arrayLiteral(PROVINCE_CODES)}::varchar[]`;

/** A published topic with the years its provinces hold, ascending, in one statement; or undefined. */
export async function topicById(db: Db, id: number): Promise<(TopicRow & { years: string[] }) | undefined> {
  const o = indicatorObservations;
  const [row] = await db
    .select({
      ...topicColumns,
      years: sql<
        string[]
      >`(select coalesce(json_agg(s.p order by s.p), '[]'::json) from (select distinct ${o.period} as p
        from ${o} where ${o.indicatorId} = ${astTopics.indicatorId} and ${o.region} = any(${provinceArray()})) s)`,
    })
    .from(astTopics)
    .innerJoin(indicators, eq(indicators.id, astTopics.indicatorId))
    .where(and(eq(astTopics.id, id), eq(astTopics.published, true)));
  return row && { ...withAdditive(row), years: row.years.filter((y) => /^\d{4}$/.test(y)) };
}

export const topicHead = (t: TopicRow): AstTopicHead => ({
  id: t.id,
  name: t.name,
  indicator: t.indicator,
  unit: t.unit,
  source: t.source,
  additive: t.additive,
});

/** The years an indicator holds for a province, ascending (a range per region on the key). */
export async function yearsHeld(db: Db, indicatorIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(indicatorIds.map((id) => [id, []]));
  if (!indicatorIds.length) return out;
  const o = indicatorObservations;
  const rows = await db
    .selectDistinct({ id: o.indicatorId, period: o.period })
    .from(o)
    .where(and(inArray(o.indicatorId, indicatorIds), sql`${o.region} = any(${provinceArray()})`))
    .orderBy(asc(o.indicatorId), asc(o.period));
  for (const r of rows) if (/^\d{4}$/.test(r.period)) out.get(r.id)!.push(r.period);
  return out;
}

/** getAgriSpecialTopicCatagory: categories in the order of their first topic, topics by sort. */
export async function topicCatalogue(db: Db): Promise<AstCategory[]> {
  const rows = await db
    .select(topicColumns)
    .from(astTopics)
    .innerJoin(indicators, eq(indicators.id, astTopics.indicatorId))
    .where(eq(astTopics.published, true))
    .orderBy(asc(astTopics.sort), asc(astTopics.id));
  const years = await yearsHeld(db, [...new Set(rows.map((r) => r.indicatorId))]);
  const categories = new Map<string, AstTopic[]>();
  for (const r of rows) {
    const held = years.get(r.indicatorId) ?? [];
    const topic: AstTopic = {
      id: r.id,
      name: r.name,
      description: r.description,
      indicatorId: r.indicatorId,
      indicator: r.indicator,
      unit: r.unit,
      source: r.source,
      firstYear: held[0] ?? null,
      lastYear: held.at(-1) ?? null,
    };
    const list = categories.get(r.category) ?? [];
    list.push(topic);
    categories.set(r.category, list);
  }
  return [...categories].map(([name, topics]) => ({ name, topics }));
}
