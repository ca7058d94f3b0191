/** Offset paging shared by the content lists: one page, the Paged shape. */
import type { Paged } from '#lib/paging.ts';

export interface PageInput {
  page: number;
  pageSize: number;
}

export const offsetOf = (p: PageInput): number => (p.page - 1) * p.pageSize;

export const paged = <T>(list: T[], total: number, p: PageInput): Paged<T> => ({
  list,
  total,
  page: p.page,
  pageSize: p.pageSize,
});
