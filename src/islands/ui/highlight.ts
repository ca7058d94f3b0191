/** Highlighted text as parts: pagefind's `<mark>` excerpts, and titles marked with the keyword's terms. */

export interface Part {
  text: string;
  marked: boolean;
}

const MARK = /<mark>(.*?)<\/mark>/g;

/** Entities as the page text had them (pagefind escapes `<` and `>`); a textarea decodes without running anything. */
function decode(text: string): string {
  if (typeof document === 'undefined' || !text.includes('&')) return text;
  const el = document.createElement('textarea');
  el.innerHTML = text;
  return el.value;
}

/** Split pagefind's excerpt at its `<mark>` tags; nothing else of it becomes markup. */
export function excerptParts(excerpt: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const m of excerpt.matchAll(MARK)) {
    if (m.index > last) parts.push({ text: decode(excerpt.slice(last, m.index)), marked: false });
    parts.push({ text: decode(m[1] ?? ''), marked: true });
    last = m.index + m[0].length;
  }
  if (last < excerpt.length) parts.push({ text: decode(excerpt.slice(last)), marked: false });
  return joinMarks(parts);
}

/** One mark per matched word: pagefind marks each segment of a Chinese word apart (`种`, `业`). */
function joinMarks(parts: Part[]): Part[] {
  const out: Part[] = [];
  for (const p of parts) {
    const prev = out[out.length - 1];
    if (prev?.marked && p.marked) prev.text += p.text;
    else out.push({ ...p });
  }
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Mark every occurrence of the keyword's space-separated terms in `text`. */
export function termParts(text: string, keyword: string): Part[] {
  const terms = keyword.split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (terms.length === 0) return [{ text, marked: false }];
  const re = new RegExp(`(${terms.sort((a, b) => b.length - a.length).join('|')})`, 'i');
  // A split on one capturing group alternates: text, match, text, match, …
  return text
    .split(re)
    .map((piece, i) => ({ text: piece, marked: i % 2 === 1 }))
    .filter((p) => p.text !== '');
}
