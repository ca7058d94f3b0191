/**
 * The detail pages a change of foods touches: their own and those of every food in their category, whose related
 * lists name them; for a food moved to another category (its event's `before`), the old category's too.
 */
import { inArray, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { foods, type ContentScope } from '#server/db/schema/index.ts';

export async function foodPlanKeys(
  db: Db,
  events: { entityId: number; before: ContentScope | null }[],
): Promise<number[]> {
  if (!events.length) return [];
  const ids = events.map((e) => e.entityId);
  const before = events.flatMap((e) => (e.before?.categoryId ? [e.before.categoryId] : []));
  const now = db.select({ c: foods.categoryId }).from(foods).where(inArray(foods.id, ids));
  const rows = await db
    .select({ id: foods.id })
    .from(foods)
    .where(
      before.length
        ? or(inArray(foods.categoryId, now), inArray(foods.categoryId, before))
        : inArray(foods.categoryId, now),
    );
  return [...new Set([...ids, ...rows.map((r) => r.id)])].sort((a, b) => a - b);
}
