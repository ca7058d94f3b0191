/**
 * The entry pages a change of 农业百科 entries touches (FAMILY.baikeEntry: an entry page and its history page): the
 * entry's own, those whose related list names it (they show its title), and those of its category, old and new (their
 * "same category" list names it). A withdrawn entry's key is planned and not built again, so its pages are removed.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { baikeEntries, baikeVersions, type ContentScope } from '#server/db/schema/index.ts';

export async function baikePlanKeys(
  db: Db,
  events: { entityId: number; before: ContentScope | null }[],
): Promise<number[]> {
  if (!events.length) return [];
  const ids = [...new Set(events.map((e) => e.entityId))];
  const before = events.flatMap((e) => (e.before?.categoryId ? [e.before.categoryId] : []));
  const categories = db
    .select({ c: baikeEntries.categoryId })
    .from(baikeEntries)
    .where(inArray(baikeEntries.id, ids));
  const [sameCategory, naming] = await Promise.all([
    db
      .select({ id: baikeEntries.id })
      .from(baikeEntries)
      .where(
        and(
          eq(baikeEntries.status, 'published'),
          before.length
            ? or(inArray(baikeEntries.categoryId, categories), inArray(baikeEntries.categoryId, before))
            : inArray(baikeEntries.categoryId, categories),
        ),
      ),
    db
      .select({ id: baikeEntries.id })
      .from(baikeEntries)
      .innerJoin(baikeVersions, eq(baikeVersions.id, baikeEntries.currentVersionId))
      .where(
        and(
          eq(baikeEntries.status, 'published'),
          or(...ids.map((id) => sql`${baikeVersions.related} @> ${JSON.stringify([id])}::jsonb`)),
        ),
      ),
  ]);
  return [...new Set([...ids, ...sameCategory.map((r) => r.id), ...naming.map((r) => r.id)])].sort(
    (a, b) => a - b,
  );
}
