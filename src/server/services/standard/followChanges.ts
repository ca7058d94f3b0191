/** A member's followed standards (favourites of model `standard`) whose status changes within `days` of today. */
import { and, eq, sql } from 'drizzle-orm';
import { standardDetailHref } from '#lib/standard/listQuery.ts';
import { nextChange, STANDARD_STATUSES, statusOn } from '#lib/standard/status.ts';
import type { StandardFollowChanges } from '#lib/standard/types.ts';
import type { Db } from '#server/db/client.ts';
import { favorites, standards } from '#server/db/schema/index.ts';

export async function followChanges(
  db: Db,
  uid: number,
  today: string,
  days: number,
): Promise<StandardFollowChanges> {
  const rows = await db
    .select({
      id: standards.id,
      number: standards.number,
      name: standards.name,
      effective: standards.effective,
      withdrawn: standards.withdrawn,
    })
    .from(favorites)
    .innerJoin(standards, sql`${standards.id}::text = ${favorites.recordId}`)
    .where(and(eq(favorites.uid, uid), eq(favorites.model, 'standard')));
  const list = rows
    .flatMap((r) => {
      const change = nextChange(r, today, days);
      if (!change) return [];
      const status = statusOn(r, today);
      return [
        {
          id: r.id,
          number: r.number,
          name: r.name,
          status,
          status_name: STANDARD_STATUSES[status],
          next_status: change.status,
          next_status_name: STANDARD_STATUSES[change.status],
          on: change.on,
          days: change.days,
          href: standardDetailHref(r.id),
        },
      ];
    })
    .sort((a, b) => a.on.localeCompare(b.on) || a.number.localeCompare(b.number));
  return { list, followed: rows.length, days, today };
}
