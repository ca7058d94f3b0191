/** Prebuilt list paging: page 1 at the list path, page N at `${base}/page/N`, 20 items a page. */
import { pageCount } from './paging.ts';

export const LIST_PAGE_SIZE = 20;

/** The address of page `n` of the list at `base`. */
export const pageHref = (base: string, n: number): string => (n <= 1 ? base : `${base}/page/${n}`);

/** Page numbers that get their own `/page/N` file: 2 … last (page 1 is the list path itself). */
export function extraPages(total: number, pageSize = LIST_PAGE_SIZE): number[] {
  const pages = pageCount(total, pageSize);
  return Array.from({ length: pages - 1 }, (_, i) => i + 2);
}

/** Page 1 of the list at `listPath` filtered to one column. */
export const columnPath = (listPath: string, columnId: number): string => `${listPath}/column/${columnId}`;
