/** getPortList: ports of entry for agricultural goods, by kind and province if asked. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tradePorts } from '#server/db/schema/index.ts';
import { PORT_KINDS } from '#lib/trade/rules.ts';
import type { TradePortList } from '#lib/trade/types.ts';

export async function portList(db: Db, f: { kind?: string; province?: string }): Promise<TradePortList> {
  const rows = await db
    .select({
      name: tradePorts.name,
      customs: tradePorts.customs,
      province: tradePorts.province,
      kind: tradePorts.kind,
    })
    .from(tradePorts)
    .where(
      and(
        f.kind ? eq(tradePorts.kind, f.kind) : undefined,
        f.province ? eq(tradePorts.province, f.province) : undefined,
      ),
    )
    .orderBy(asc(tradePorts.id));
  return { kinds: PORT_KINDS, list: rows };
}
