/** getDataDomainTree: the domain tree with how many indicators each domain holds, its sub-domains included. */
import type { IndicatorDomainNode } from '#lib/industry/types.ts';
import type { Db } from '#server/db/client.ts';
import { readCatalogue } from './catalogue.ts';

export async function domainTree(db: Db): Promise<IndicatorDomainNode[]> {
  const c = await readCatalogue(db);
  const own = new Map<number, number>();
  for (const i of c.indicators) own.set(i.domainId, (own.get(i.domainId) ?? 0) + 1);
  const build = (parentId: number | null): IndicatorDomainNode[] =>
    c.domains
      .filter((d) => d.parentId === parentId)
      .map((d) => {
        const children = build(d.id);
        const count = (own.get(d.id) ?? 0) + children.reduce((n, ch) => n + ch.count, 0);
        return { id: d.id, name: d.name, count, children };
      });
  return build(null);
}
