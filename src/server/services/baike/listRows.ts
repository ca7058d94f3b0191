/**
 * Every published entry as getBaikeLists filters, ranks and shows it, and the category tree, kept per version of the
 * 百科 cache tag (a publish, change or withdrawal logs a baike event), so that an answer nobody asked before costs no
 * query: the card, the stored search document, and its place in the list's newest-change order as the database
 * orders it (timestamps are finer than a JavaScript Date). Past MATCH_IN_MEMORY_MAX_ROWS entries nothing is kept.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { baikeCategories, baikeEntries } from '#server/db/schema/index.ts';
import { keptPerVersion } from '#server/services/search/keptPerVersion.ts';
import { searchText } from '#server/services/search/match.ts';
import { MATCH_IN_MEMORY_MAX_ROWS, withinMax } from '#server/services/search/matchInMemory.ts';
import { cardColumns, type CardRow } from './cards.ts';
import { categoryRows, type BaikeCategoryRow } from './tree.ts';

export interface BaikeListRow extends CardRow {
  /** The row's searchable document as the database stores it. */
  doc: string;
  /** Its place in the unsearched list's order (changed_at desc, id desc), 1…n. */
  newest: number;
}

export interface BaikeListRows {
  entries: BaikeListRow[];
  categories: BaikeCategoryRow[];
}

/** The published entries and the tree; null past `max` entries (the list asks its indexes then). */
export async function readBaikeListRows(
  db: Db,
  max = MATCH_IN_MEMORY_MAX_ROWS,
): Promise<BaikeListRows | null> {
  const order = [desc(baikeEntries.changedAt), desc(baikeEntries.id)];
  const [entries, categories] = await Promise.all([
    db
      .select({
        ...cardColumns,
        doc: sql<string>`${searchText(baikeEntries)}`,
        newest:
          sql<number>`row_number() over (order by ${baikeEntries.changedAt} desc, ${baikeEntries.id} desc)`.mapWith(
            Number,
          ),
      })
      .from(baikeEntries)
      .innerJoin(baikeCategories, eq(baikeCategories.id, baikeEntries.categoryId))
      .where(eq(baikeEntries.status, 'published'))
      .orderBy(...order)
      .limit(max + 1),
    categoryRows(db),
  ]);
  const kept = withinMax(entries, max);
  return kept && { entries: kept, categories };
}

/** The rows as of `version` (the public cache's version of CACHE_TAG.baike), read once for it. */
export const baikeListRows = keptPerVersion((db) => readBaikeListRows(db));
