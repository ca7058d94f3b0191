/** Build-time tag content: every tag in use and its articles, for /article/tag/{id} and its pages. */
import type { Paged } from '#lib/paging.ts';
import { LIST_PAGE_SIZE } from '#lib/listPages.ts';
import { query } from './query.ts';
import type { ArticleItem } from './source.ts';

export interface TagInUse {
  id: number;
  name: string;
  count: number;
}

/** Enough for every tag: the tag pages must cover them all, not only the popular ones. */
const EVERY_TAG = 100_000;

/** Tags carried by at least one published article, most used first: one prebuilt page set each. */
export async function tagsInUse(): Promise<TagInUse[]> {
  return (await query('popularTags', EVERY_TAG)).filter((t) => t.count > 0);
}

export const tagById = (id: number) => query('tagById', id);

/** Page `page` of a tag's articles (20 a page), newest first, of every listed kind. */
export async function listTagPage(tagId: number, page: number): Promise<Paged<ArticleItem>> {
  const all = await query('articlesOfTag', tagId);
  const start = (page - 1) * LIST_PAGE_SIZE;
  return {
    list: all.slice(start, start + LIST_PAGE_SIZE),
    total: all.length,
    page,
    pageSize: LIST_PAGE_SIZE,
  };
}
