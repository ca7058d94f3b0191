/** A partner by customs code (502), ISO alpha-2 (US) or Chinese name (美国); the answers' partner shape. */
import type { Db } from '#server/db/client.ts';
import { tradePartners } from '#server/db/schema/index.ts';
import type { TradePartnerRef } from '#lib/trade/types.ts';

export type PartnerRow = typeof tradePartners.$inferSelect;

export const partnerRef = (p: PartnerRow): TradePartnerRef => ({
  code: p.code,
  iso2: p.iso2,
  name: p.nameZh,
  map_name: p.mapName,
  continent: p.continent,
});

/** The one reading of a partner key (the calls' and the imports'): customs code, ISO alpha-2 in any case, or name. */
export function partnerFinder(partners: PartnerRow[]): (key: string) => PartnerRow | undefined {
  const byKey = new Map<string, PartnerRow>();
  for (const p of partners) for (const k of [p.code, p.iso2, p.nameZh, p.mapName]) if (k) byKey.set(k, p);
  return (key) => {
    const k = key.trim();
    return byKey.get(/^[a-z]{2}$/i.test(k) ? k.toUpperCase() : k);
  };
}

/** One partner by key (220 rows read: the answers that name one are cached). */
export async function partnerByKey(db: Db, key: string): Promise<PartnerRow | null> {
  return partnerFinder(await db.select().from(tradePartners))(key) ?? null;
}

/** Every partner by customs code (answers that rank many). */
export async function partnerMap(db: Db): Promise<Map<string, PartnerRow>> {
  return new Map((await db.select().from(tradePartners)).map((p) => [p.code, p]));
}
