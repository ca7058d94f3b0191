/** Build queries of the home page and the tag pages: banners, latest data products, a tag's articles. */
import type { Db } from '#server/db/client.ts';
import { listArticles } from '#server/services/content/articleList.ts';
import { productList } from '#server/services/content/products.ts';
import { bannerList, tagById } from '#server/services/content/taxonomy.ts';

const ALL = { page: 1, pageSize: Number.MAX_SAFE_INTEGER };

export const homeQueries = {
  /** Active banners in display order. */
  homeBanners: (db: Db) => bannerList(db),
  /** The newest published data products. */
  latestProducts: async (db: Db, limit: number) =>
    (await productList(db, {}, { page: 1, pageSize: limit })).list,
  /** A tag by id, or null when it does not exist. */
  tagById: (db: Db, id: number) => tagById(db, id),
  /** Every published article carrying a tag, newest first, of all listed kinds. */
  articlesOfTag: async (db: Db, tagId: number) => (await listArticles(db, { tag_id: tagId }, ALL)).list,
};
