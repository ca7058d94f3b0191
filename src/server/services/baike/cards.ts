/** The columns of an entry as lists show it (a card, an exact match, a reference) and their answer shapes. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { baikeCategories, baikeEntries } from '#server/db/schema/index.ts';
import { baikeEntryHref } from '#lib/baike/href.ts';
import type { BaikeCard, BaikeEntryRef } from '#lib/baike/types.ts';

export const cardColumns = {
  id: baikeEntries.id,
  title: baikeEntries.title,
  qualifier: baikeEntries.qualifier,
  summary: baikeEntries.summary,
  aliases: baikeEntries.aliases,
  categoryId: baikeEntries.categoryId,
  categoryName: baikeCategories.name,
  changedAt: baikeEntries.changedAt,
  views: baikeEntries.viewCount,
  isDemo: baikeEntries.isDemo,
};

/** Entries with their category's name: add `where`, order and paging. */
export const selectCards = (db: Db) =>
  db
    .select(cardColumns)
    .from(baikeEntries)
    .innerJoin(baikeCategories, eq(baikeCategories.id, baikeEntries.categoryId));

/** The same with the total of the query beside each row (one query for a page and its total). */
export const selectCardsCounted = (db: Db) =>
  db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()` })
    .from(baikeEntries)
    .innerJoin(baikeCategories, eq(baikeCategories.id, baikeEntries.categoryId));

export type CardRow = {
  id: number;
  title: string;
  qualifier: string;
  summary: string;
  aliases: string[];
  categoryId: number;
  categoryName: string;
  changedAt: Date | null;
  views: number;
  isDemo: boolean;
};

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export const toRef = (r: { id: number; title: string; qualifier: string }): BaikeEntryRef => ({
  id: r.id,
  title: r.title,
  qualifier: r.qualifier,
  href: baikeEntryHref(r.id),
});

export const toCard = (r: CardRow): BaikeCard => ({
  ...toRef(r),
  summary: r.summary,
  aliases: r.aliases,
  category: { id: r.categoryId, name: r.categoryName },
  changed_at: iso(r.changedAt),
  views: Number(r.views),
  is_demo: r.isDemo,
});
