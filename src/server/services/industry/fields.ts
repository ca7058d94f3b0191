/** getFieldLists (a domain's indicators, its sub-domains included) and getRelateLists (same domain, same unit). */
import { RELATED_LIMIT } from '#lib/industry/limits.ts';
import { INDUSTRY_MSG } from '#lib/industry/messages.ts';
import type { FieldListAnswer, RelateListAnswer } from '#lib/industry/types.ts';
import type { Db } from '#server/db/client.ts';
import { Refusal } from '#server/core/refusal.ts';
import { domainHit, itemOf, readCatalogue } from './catalogue.ts';

export async function fieldList(db: Db, domain: number): Promise<FieldListAnswer> {
  const c = await readCatalogue(db);
  if (!c.domainById.has(domain)) throw new Refusal(INDUSTRY_MSG.unknownDomain);
  const under = c.subtreeOf(domain);
  return {
    domain: domainHit(c, domain),
    indicators: c.indicators.filter((i) => under.has(i.domainId)).map(itemOf),
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
