/** getFieldLists (a domain's indicators, its sub-domains included) and getRelateLists (same domain, same unit). */
import { inArray, sql } from 'drizzle-orm';
import { NATIONAL_REGION, RELATED_LIMIT } from '#lib/industry/limits.ts';
import { INDUSTRY_MSG } from '#lib/industry/messages.ts';
import type { FieldListAnswer, HeldSources, RelateListAnswer, SpaceRegion } from '#lib/industry/types.ts';
import type { Db } from '#server/db/client.ts';
import { indicatorObservations as obs } from '#server/db/schema/index.ts';
import { Refusal } from '#server/core/refusal.ts';
import { domainHit, itemOf, readCatalogue } from './catalogue.ts';

const LEVELS: SpaceRegion['level'][] = ['national', 'province', 'city'];

/** Per indicator, the levels of region holding official and demo values: one grouped read of the domain's values. */
async function heldSources(db: Db, ids: number[]): Promise<Map<number, HeldSources>> {
  const out = new Map(ids.map((id) => [id, { official: [], demo: [] } as HeldSources]));
  if (!ids.length) return out;
  // A province's code ends in 0000 (110000), a city's does not (130100).
  const level = sql<number>`case when ${obs.region} = ${NATIONAL_REGION} then 0 when ${obs.region} like '__0000' then 1 else 2 end`;
  const rows = await db
    .select({ id: obs.indicatorId, demo: obs.isDemo, level })
    .from(obs)
    .where(inArray(obs.indicatorId, ids))
    // By position: the level's bound parameters would make a second copy of it a different expression.
    .groupBy(sql`1, 2, 3`);
  for (const r of rows.sort((a, b) => Number(a.level) - Number(b.level)))
    out.get(r.id)![r.demo ? 'demo' : 'official'].push(LEVELS[Number(r.level)]!);
  return out;
}

export async function fieldList(db: Db, domain: number): Promise<FieldListAnswer> {
  const c = await readCatalogue(db);
  if (!c.domainById.has(domain)) throw new Refusal(INDUSTRY_MSG.unknownDomain);
  const under = c.subtreeOf(domain);
  const list = c.indicators.filter((i) => under.has(i.domainId));
  const held = await heldSources(
    db,
    list.map((i) => i.id),
  );
  return {
    domain: domainHit(c, domain),
    indicators: list.map((i) => ({ ...itemOf(i), held: held.get(i.id)! })),
  };
}

export async function relateList(db: Db, indicator: number): Promise<RelateListAnswer> {
  const c = await readCatalogue(db);
  const self = c.indicatorById.get(indicator);
  if (!self) throw new Refusal(INDUSTRY_MSG.unknownIndicator(indicator));
  const others = c.indicators.filter((i) => i.id !== indicator);
  const sameDomain = others.filter((i) => i.domainId === self.domainId);
  const near = new Set(sameDomain.map((i) => i.id));
  return {
    sameDomain: sameDomain.slice(0, RELATED_LIMIT).map(itemOf),
    sameUnit: others
      .filter((i) => i.unit === self.unit && !near.has(i.id))
      .slice(0, RELATED_LIMIT)
      .map(itemOf),
  };
}
