/** getSupervisePlaceList: designated supervision places by kind, or those a product's imports go through. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tradePorts, tradeSupervisionPlaces } from '#server/db/schema/index.ts';
import { SUPERVISION_KINDS, supervisionKindsOf } from '#lib/trade/rules.ts';
import type { TradeSupervisePlaceList } from '#lib/trade/types.ts';

export async function supervisePlaces(
  db: Db,
  f: { kind?: string; code?: string },
): Promise<TradeSupervisePlaceList> {
  const kinds = f.code ? supervisionKindsOf(f.code) : SUPERVISION_KINDS;
  const wanted = f.kind ? kinds.filter((k) => k === f.kind) : kinds;
  if (!wanted.length) return { kinds, list: [] };
  const rows = await db
    .select({
      name: tradeSupervisionPlaces.name,
      kind: tradeSupervisionPlaces.kind,
      port: tradeSupervisionPlaces.port,
      province: tradeSupervisionPlaces.province,
      port_kind: tradePorts.kind,
    })
    .from(tradeSupervisionPlaces)
    .leftJoin(tradePorts, eq(tradePorts.name, tradeSupervisionPlaces.port))
    .where(and(inArray(tradeSupervisionPlaces.kind, wanted)))
    .orderBy(asc(tradeSupervisionPlaces.id));
  return { kinds, list: rows.map((r) => ({ ...r, port_kind: r.port_kind ?? '' })) };
}
