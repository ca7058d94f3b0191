/** HTTP byte ranges (RFC 9110 §14) for one `bytes=a-b` range: what pdf.js asks for while it streams a PDF. */

export type RangeAnswer =
  { kind: 'all' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/** Several ranges or anything unreadable gets the whole file, which a client must accept. */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const m = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'all' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
