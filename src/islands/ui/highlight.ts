/** Highlighted text as parts: a title or an excerpt marked with the keyword's terms. */
import { searchKeywords } from '#lib/search/normalise.ts';

export interface Part {
  text: string;
  marked: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Mark every occurrence of the keyword's terms (folded by the one normaliser: ＧＤＰ marks GDP) in `text`. */
export function termParts(text: string, keyword: string): Part[] {
  const terms = searchKeywords(keyword).map(escapeRegExp);
  if (terms.length === 0) return [{ text, marked: false }];
  const re = new RegExp(`(${terms.sort((a, b) => b.length - a.length).join('|')})`, 'i');
  // A split on one capturing group alternates: text, match, text, match, …
  return text
    .split(re)
    .map((piece, i) => ({ text: piece, marked: i % 2 === 1 }))
    .filter((p) => p.text !== '');
}
