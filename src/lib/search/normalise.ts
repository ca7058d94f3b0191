/** The one search normaliser: what a visitor types, folded the way the database folds what it searches. */

/**
 * NFKC (full-width letters, digits and spaces to half-width), ASCII letters to lower case, whitespace runs to one
 * space, trimmed. The SQL function `search_fold` (drizzle/0007_search_index.sql) does the same to the rows.
 */
export const foldSearchText = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/[A-Z]/g, (ch) => ch.toLowerCase())
    .replace(/\s+/g, ' ')
    .trim();

/** The keywords of a query: folded, split at spaces, each once, in the order typed. Every one must match. */
export const searchKeywords = (query: string): string[] => {
  const folded = foldSearchText(query);
  return folded ? [...new Set(folded.split(' '))] : [];
};

/** Characters of a keyword as the database counts them (code points, not UTF-16 units). */
export const keywordLength = (keyword: string): number => [...keyword].length;
