/** A partner by customs code (502), ISO alpha-2 (US) or Chinese name (美国); the answers' partner shape. */
import { eq, or } from 'drizzle-orm';
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

export async function partnerByKey(db: Db, key: string): Promise<PartnerRow | null> {
  const k = key.trim();
  const where = /^\d{3}$/.test(k)
    ? eq(tradePartners.code, k)
    : /^[A-Za-z]{2}$/.test(k)
      ? eq(tradePartners.iso2, k.toUpperCase())
      : or(eq(tradePartners.nameZh, k), eq(tradePartners.mapName, k));
  const [row] = await db.select().from(tradePartners).where(where).limit(1);
  return row ?? null;
}

/** Every partner by customs code (answers that rank many). */
export async function partnerMap(db: Db): Promise<Map<string, PartnerRow>> {
  return new Map((await db.select().from(tradePartners)).map((p) => [p.code, p]));
}
