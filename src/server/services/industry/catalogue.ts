/** The domain tree and the indicators, read whole (a few hundred rows; the answers are cached per publish). */
import { asc } from 'drizzle-orm';
import type { Frequency } from '#lib/industry/periods.ts';
import type { DomainHit, IndicatorItem } from '#lib/industry/types.ts';
import type { Db } from '#server/db/client.ts';
import { indicatorDomains, indicators } from '#server/db/schema/index.ts';

export interface CatalogueIndicator extends IndicatorItem {
  pinyin: string;
  initials: string;
}

export interface Catalogue {
  domains: { id: number; parentId: number | null; name: string }[];
  domainById: Map<number, { id: number; parentId: number | null; name: string }>;
  indicators: CatalogueIndicator[];
  indicatorById: Map<number, CatalogueIndicator>;
  /** A domain's path of names from the first level down. */
  pathOf: (domainId: number) => string[];
  /** A domain and every domain under it. */
  subtreeOf: (domainId: number) => Set<number>;
}

// The catalogue changes only when this process seeds a new reference version (seedIndicatorReference forgets it), so
// one read per database serves every call: a computed query no longer pays two catalogue reads.
const memo = new WeakMap<Db, Promise<Catalogue>>();

export function readCatalogue(db: Db): Promise<Catalogue> {
  let p = memo.get(db);
  if (!p) {
    p = loadCatalogue(db);
    memo.set(db, p);
    p.catch(() => memo.delete(db));
  }
  return p;
}

/** Drop the memo after the domains or indicators were written. */
export const forgetCatalogue = (db: Db): void => void memo.delete(db);

async function loadCatalogue(db: Db): Promise<Catalogue> {
  const domains = await db
    .select({ id: indicatorDomains.id, parentId: indicatorDomains.parentId, name: indicatorDomains.name })
    .from(indicatorDomains)
    .orderBy(asc(indicatorDomains.sort), asc(indicatorDomains.id));
  const domainById = new Map(domains.map((d) => [d.id, d]));
  const pathOf = (id: number): string[] => {
    const out: string[] = [];
    for (let d = domainById.get(id); d; d = d.parentId === null ? undefined : domainById.get(d.parentId))
      out.unshift(d.name);
    return out;
  };
  const subtreeOf = (id: number): Set<number> => {
    const out = new Set([id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const d of domains)
        if (d.parentId !== null && out.has(d.parentId) && !out.has(d.id)) {
          out.add(d.id);
          grew = true;
        }
    }
    return out;
  };
  const rows = await db.select().from(indicators).orderBy(asc(indicators.sort), asc(indicators.id));
  const list: CatalogueIndicator[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    unit: r.unit,
    frequency: r.frequency as Frequency,
    source: r.source,
    definition: r.definition,
    domainId: r.domainId,
    path: pathOf(r.domainId),
    pinyin: r.pinyin,
    initials: r.initials,
  }));
  return {
    domains,
    domainById,
    indicators: list,
    indicatorById: new Map(list.map((i) => [i.id, i])),
    pathOf,
    subtreeOf,
  };
}

/** An indicator as the answers give it (without the search columns). */
export const itemOf = ({ pinyin: _p, initials: _i, ...item }: CatalogueIndicator): IndicatorItem => item;

export const domainHit = (c: Catalogue, id: number): DomainHit => ({
  id,
  name: c.domainById.get(id)!.name,
  path: c.pathOf(id),
});
