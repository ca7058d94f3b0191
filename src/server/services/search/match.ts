/** Search conditions that the indexes of drizzle/0007_search_index.sql serve (CONTRIBUTING: "A searchable column"). */
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { keywordLength, searchKeywords } from '#lib/search/normalise.ts';

/** Trigrams serve keywords of this many characters and more; shorter ones go by single characters and pairs. */
const TRIGRAM = 3;

/** The stored searchable document of a table's row (its `search_text` column, `search_doc(field, …)`). */
export const searchText = (table: PgTable): SQL => sql`${table}.search_text`;

const likeLiteral = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** One keyword anywhere in the document, through the index that serves its length. */
const matchOne = (doc: SQL, keyword: string): SQL =>
  keywordLength(keyword) >= TRIGRAM
    ? sql`${doc} like ${likeLiteral(keyword)}`
    : sql`search_grams(${doc}) @> array[${keyword}]::text[]`;

/** Rows whose document holds every keyword of `query` (folded by the one normaliser); undefined when it has none. */
export function matchKeywords(doc: SQL, query: string): SQL | undefined {
  const keywords = searchKeywords(query);
  return keywords.length ? and(...keywords.map((k) => matchOne(doc, k))) : undefined;
}
