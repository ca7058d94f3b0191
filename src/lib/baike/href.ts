/** Addresses of 农业百科's pages: one place, so pages, answers and tests agree. */
import { cleanHref } from '#lib/routes.ts';

export const BAIKE_HOME = '/application/baike';
export const MY_BAIKE = '/user/baike';

/** An entry's prebuilt page (the query form ?id= and the legacy /home/baike/index/id/{id} answer 301 here). */
export const baikeEntryHref = (id: number): string => cleanHref(BAIKE_HOME, { id: String(id) });
/** The published versions of an entry, with who changed what. */
export const baikeHistoryHref = (id: number): string => `${BAIKE_HOME}/history/${id}`;
/** The index page filtered to a category or a search. */
export const baikeListHref = (q: { category?: number; keyword?: string }): string =>
  cleanHref(BAIKE_HOME, {
    ...(q.category ? { category: String(q.category) } : {}),
    ...(q.keyword ? { keyword: q.keyword } : {}),
  });
/** 我的百科's editor: a new entry, an edit of a published one, or one of the member's versions. */
export const myBaikeEditHref = (q: { entry?: number; version?: number } = {}): string =>
  cleanHref(MY_BAIKE, {
    ...(q.entry ? { edit: String(q.entry) } : {}),
    ...(q.version ? { version: String(q.version) } : {}),
    ...(!q.entry && !q.version ? { new: '1' } : {}),
  });

/** An entry's name with its 区分说明: 小麦（作物）. */
export const baikeName = (e: { title: string; qualifier: string }): string =>
  e.qualifier ? `${e.title}（${e.qualifier}）` : e.title;
