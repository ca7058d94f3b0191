/** Prebuilt list paging: page 1 at the list path, page N at `${base}/page/N`, 20 items a page. */
import { pageCount } from './paging.ts';
import { cleanHref } from './routes.ts';

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

/** Page 1 of the list at `listPath` filtered to one category. */
export const categoryPath = (listPath: string, categoryId: number): string =>
  `${listPath}/category/${categoryId}`;

/** Page 1 of the list at `listPath` filtered to one month (`YYYY-MM`, China time). */
export const monthPath = (listPath: string, month: string): string => `${listPath}/month/${month}`;

/** Page 1 of a tag's articles (the clean route in path form). */
export const tagPath = (tagId: number): string => cleanHref('/article/tag', { id: String(tagId) });

/** `2026-05` → `2026年5月`. */
export const monthLabel = (month: string): string => {
  const [y, m] = month.split('-');
  return `${y}年${Number(m)}月`;
};
