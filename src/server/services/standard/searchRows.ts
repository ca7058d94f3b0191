/**
 * Every standard as getList filters, orders and shows it, kept per content version so that an answer nobody asked
 * before costs no query: in the list's order (issued desc nulls last, id desc), with its stored search document and
 * its place by number in the database's collation (the number search's last key). `version` is the public cache's
 * version of the standard tag; a standard changes only with a standard event (an import, an editor, the daily status
 * job), which drops that tag, so the rows are as fresh as the cached answers and another family's publish keeps them.
 */
import { desc, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { standards } from '#server/db/schema/index.ts';
import { keptPerVersion } from '#server/services/search/keptPerVersion.ts';
import { searchText } from '#server/services/search/match.ts';
import { LIST_COLUMNS, type ListRow } from './row.ts';

export interface StandardSearchRow extends ListRow {
  code: string;
  year: string | null;
  type: string;
  sub: string;
  /** The row's searchable document as the database stores it. */
  doc: string;
  /** Its place when ordered by number (1…n), as the database orders them. */
  numberRank: number;
}

const read = (db: Db): Promise<StandardSearchRow[]> =>
  db
    .select({
      ...LIST_COLUMNS,
      code: standards.code,
      year: standards.year,
      type: standards.type,
      sub: standards.sub,
      doc: sql<string>`${searchText(standards)}`,
      numberRank: sql<number>`row_number() over (order by ${standards.number})`.mapWith(Number),
    })
    .from(standards)
    .orderBy(sql`${standards.issued} desc nulls last`, desc(standards.id))
    // A query builder runs again at each await: the rows, once.
    .then((rows) => rows);

/** The rows as of `version`, read once for it. */
export const standardSearchRows = keptPerVersion(read);
