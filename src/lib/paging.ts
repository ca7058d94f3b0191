/** Paged lists (score records, favourites): one answer shape and the numbered pager's items. */

export const PAGING = { defaultSize: 10, maxSize: 50 } as const;

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/** Page numbers to show, with '…' for gaps: 1 … 4 5 6 … 20. Always the first, last and current ±1. */
export function pageItems(current: number, pages: number): (number | '…')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const keep = new Set([1, pages, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach((n) => keep.add(n));
  if (current >= pages - 2) [pages - 3, pages - 2, pages - 1].forEach((n) => keep.add(n));
  const sorted = [...keep].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const items: (number | '…')[] = [];
  for (const n of sorted) {
    const prev = items[items.length - 1];
    if (typeof prev === 'number' && n - prev === 2) items.push(prev + 1);
    else if (typeof prev === 'number' && n - prev > 2) items.push('…');
    items.push(n);
  }
  return items;
}
