/**
 * Page views of 农业百科's entries (counted when the hub panel answers, hit or miss): the batched view counter
 * (#server/services/content/views.ts) adds each entry's count of a China day here, one statement per entry and day.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/** Add `n` views of `day` to the entry's day row and to its total (a published entry only). */
export async function addBaikeViews(db: Db, entryId: number, day: string, n: number): Promise<void> {
  await db.execute(sql`
    with counted as (
      update baike_entries set view_count = view_count + ${n}::int
      where id = ${entryId} and status = 'published'
      returning id
    )
    insert into baike_views (entry_id, day, views)
    select id, ${day}::date, ${n}::int from counted
    on conflict (entry_id, day) do update set views = baike_views.views + excluded.views`);
}
