/**
 * Every food as the search (search.ts) matches, ranks and shows it, kept per version of the food cache tag, so that an
 * answer nobody asked before costs no query: the list row, its stored search document, and the parts of its names the
 * ranking compares, cut by the database as the query cuts them (the name without its state in brackets, the first
 * pinyin and initials). Foods change only with an import, which logs a food event.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { foods } from '#server/db/schema/index.ts';
import { keptPerVersion } from '#server/services/search/keptPerVersion.ts';
import { searchText } from '#server/services/search/match.ts';
import { selectItems } from './rows.ts';

const read = (db: Db) =>
  selectItems(db, {
    /** The row's searchable document as the database stores it. */
    doc: sql<string>`${searchText(foods)}`,
    common: sql<string>`regexp_replace(${foods.name}, '[（(].*$', '')`,
    pinyin: foods.pinyin,
    initials: foods.initials,
    py: sql<string>`split_part(${foods.pinyin}, ' ', 1)`,
    ini: sql<string>`split_part(${foods.initials}, ' ', 1)`,
    popular: foods.popular,
  })
    // A query builder runs again at each await: the rows, once.
    .then((rows) => rows);

export type FoodSearchRow = Awaited<ReturnType<typeof read>>[number];

/** The rows as of `version` (the public cache's version of CACHE_TAG.food), read once for it. */
export const foodSearchRows = keptPerVersion(read);
