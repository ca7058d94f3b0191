/**
 * A result's excerpt: sentences of the page's body, from the first holding one of the keyword's terms. Pagefind's own
 * excerpt is a window of words that opens with the title and joins blocks with an ASCII ". "; this reads as prose.
 */
import { foldSearchText, searchKeywords } from '#lib/search/normalise.ts';

/** About three lines of a result at desktop width; the item clamps what a narrow screen cannot show. */
export const EXCERPT_CHARS = 120;
/** A block without closing punctuation this short is a heading or a number, never a sentence to read. */
const LABEL_CHARS = 12;
const CLOSING = /[。！？!?；;…]$/;

/**
 * The sentences of pagefind's text of a page: it joins blocks with `. ` (adding the stop to a block that has no
 * closing punctuation), so blocks split there, and sentences within a block after their closing punctuation.
 */
export function sentencesOf(content: string): string[] {
  return content
    .split(/\.(?:\s+|$)/)
    .flatMap((block) => block.split(/(?<=[。！？!?；;])/))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The page's text after its title, which opens the body as its heading. */
function afterTitle(content: string, title: string): string {
  const text = content.trim();
  return title && text.startsWith(title) ? text.slice(title.length).replace(/^[.\s]+/, '') : text;
}

const isProse = (s: string) => CLOSING.test(s);
const isLabel = (s: string) => !isProse(s) && [...s].length <= LABEL_CHARS;
/** A sentence as shown: a block without closing punctuation (a summary line, a cell) ends with a Chinese full stop. */
const closed = (s: string) => (isProse(s) ? s : `${s}。`);

/** A long sentence shown from shortly before the term at `at`, so that the clamp does not hide it. */
const clipped = (s: string, at: number, room: number) =>
  at < room / 2 ? s : `…${s.slice(Math.max(0, at - Math.floor(room / 4)))}`;

/**
 * The excerpt of a page whose pagefind text is `content`: from the first sentence holding a term of `keyword`
 * (prose before headings and lists), else from the first sentence of prose, up to about `room` characters. Never
 * the title, never a heading on its own.
 */
export function bodyExcerpt(content: string, title: string, keyword: string, room = EXCERPT_CHARS): string {
  const sentences = sentencesOf(afterTitle(content, title));
  const terms = searchKeywords(keyword);
  const termAt = (s: string) => {
    const folded = foldSearchText(s);
    const found = terms.map((t) => folded.indexOf(t)).filter((i) => i >= 0);
    return found.length ? Math.min(...found) : -1;
  };
  const firstOf = (...tests: ((s: string) => boolean)[]) =>
    tests.map((test) => sentences.findIndex(test)).find((i) => i >= 0) ?? -1;
  const from = firstOf(
    (s) => isProse(s) && termAt(s) >= 0,
    (s) => termAt(s) >= 0,
    isProse,
    (s) => !isLabel(s),
  );
  if (from < 0) return '';
  const first = sentences[from]!;
  let text = closed(clipped(first, Math.max(0, termAt(first)), room));
  for (const s of sentences.slice(from + 1)) {
    if (text.length >= room) break;
    if (!isLabel(s)) text += closed(s);
  }
  const chars = [...text];
  return chars.length > room ? `${chars.slice(0, room).join('')}…` : text;
}
