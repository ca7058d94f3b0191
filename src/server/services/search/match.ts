/** Search conditions that the indexes of drizzle/0007_search_index.sql serve (CONTRIBUTING: "A searchable column"). */
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { keywordLength, searchKeywords } from '#lib/search/normalise.ts';

/** pg_trgm takes trigrams only from runs of 3+ letters or digits; a keyword without one goes by pairs. */
const TRIGRAM_RUN = /[\p{L}\p{N}]{3}/u;

/** The stored searchable document of a table's row (its `search_text` column, `search_doc(field, …)`). */
export const searchText = (table: PgTable): SQL => sql`${table}.search_text`;

const likeLiteral = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The neighbouring pairs of a keyword of 3+ characters; a shorter one is its own single gram. */
const gramsOf = (keyword: string): string[] => {
  const chars = [...keyword];
  return chars.length <= 2 ? [keyword] : chars.slice(1).map((ch, i) => chars[i] + ch);
};

/** One keyword anywhere in the document, through the index that serves it. */
function matchOne(doc: SQL, keyword: string): SQL {
  const like = sql`${doc} like ${likeLiteral(keyword)}`;
  if (TRIGRAM_RUN.test(keyword)) return like;
  const grams = sql`search_grams(${doc}) @> array[${sql.join(
    gramsOf(keyword).map((g) => sql`${g}`),
    sql`, `,
  )}]::text[]`;
  return keywordLength(keyword) <= 2 ? grams : and(grams, like)!;
}

/** Rows whose document holds every keyword of `query` (folded by the one normaliser); undefined when it has none. */
export function matchKeywords(doc: SQL, query: string): SQL | undefined {
  const keywords = searchKeywords(query);
  return keywords.length ? and(...keywords.map((k) => matchOne(doc, k))) : undefined;
}
