/**
 * The directory search's rows: every HS code with its names and its stored search document (search_text, folded by
 * the database's search_fold), in the answer's order, read once per database like the catalogue (hsCodes.ts): the
 * nomenclature is written only by the reference seed, which forgets both (forgetHsCatalogue).
 */
import { asc, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tradeHsCodes } from '#server/db/schema/index.ts';
import { searchText } from '#server/services/search/match.ts';

export interface HsSearchRow {
  code: string;
  nameZh: string;
  nameEn: string;
  aliases: string;
  level: number;
  parent: string | null;
  /** The row's searchable document as the database stores it. */
  doc: string;
}

const memo = new WeakMap<Db, Promise<HsSearchRow[]>>();

/** Chapters, then headings, then subheadings, each by code: the order the search answers in. */
export function hsSearchRows(db: Db): Promise<HsSearchRow[]> {
  let rows = memo.get(db);
  if (!rows) {
    rows = db
      .select({
        code: tradeHsCodes.code,
        nameZh: tradeHsCodes.nameZh,
        nameEn: tradeHsCodes.nameEn,
        aliases: tradeHsCodes.aliases,
        level: tradeHsCodes.level,
        parent: tradeHsCodes.parent,
        doc: sql<string>`${searchText(tradeHsCodes)}`,
      })
      .from(tradeHsCodes)
      .orderBy(asc(tradeHsCodes.level), asc(tradeHsCodes.code))
      // A query builder runs again at each await: the rows, once.
      .then((read) => read);
    memo.set(db, rows);
    rows.catch(() => memo.delete(db));
  }
  return rows;
}

export const forgetHsSearchRows = (db: Db) => memo.delete(db);
