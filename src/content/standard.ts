/** Build-time 标准查询 content: every standard's page data (one read per build) and the list page's first view. */
import { query } from './query.ts';

export const standardPages = () => query('standardPages');

export async function standardPage(id: number) {
  const { pages } = await standardPages();
  return pages.find((p) => p.id === id) ?? null;
}

export const standardListFirstView = () => query('standardListFirstView');
