/**
 * matchKeywords (match.ts) for rows already in memory: its trigram LIKE and its grams' containment both ask whether
 * the stored document holds the keyword as it is, so a document matches when it holds every keyword as a substring.
 * The documents are the database's (search_text); the keywords come from the one normaliser.
 */
import { searchKeywords } from '#lib/search/normalise.ts';

/** A test of stored documents against every keyword of `query`; undefined when it has none (as matchKeywords). */
export function keywordMatcher(query: string): ((doc: string) => boolean) | undefined {
  const keywords = searchKeywords(query);
  return keywords.length ? (doc) => keywords.every((k) => doc.includes(k)) : undefined;
}

/**
 * The most rows a search matches in memory: a substring test costs about 0.3 µs a document (32,055 made-up documents
 * of an article's length took 9 ms a search at load 12), so beyond this a growing table (articles, 百科 entries) asks
 * its indexes again.
 */
export const MATCH_IN_MEMORY_MAX_ROWS = 5_000;

/** The rows read, or null when there are more than `max` (the read asks for one more than that). */
export const withinMax = <T>(rows: T[], max: number): T[] | null => (rows.length > max ? null : rows);
