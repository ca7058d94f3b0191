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
