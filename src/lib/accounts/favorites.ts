/** What members can favourite, and how a favourite links back: shared by the list page and the server. */

/** Content families a favourite may point at, with the label the list shows. */
export const FAVORITE_MODELS = {
  article: '资讯',
  report: '研究报告',
  reference: '行业参考',
  product: '数据产品',
  food: '食物营养',
  standard: '标准',
  baike: '百科',
  trade: '进出口贸易',
  vegetable: '蔬菜行情',
} as const;

export type FavoriteModel = keyof typeof FAVORITE_MODELS;

export const FAVORITE_MODEL_KEYS = Object.keys(FAVORITE_MODELS) as FavoriteModel[];

export const isFavoriteModel = (v: unknown): v is FavoriteModel =>
  typeof v === 'string' && Object.hasOwn(FAVORITE_MODELS, v);

export const FAVORITE_LIMITS = { title: 200, url: 300, recordId: 64, perMember: 2000 } as const;

/** A path on this site: starts with one '/', never '//' or '/\' (browsers read those as another host). */
export const isSitePath = (url: string): boolean =>
  /^\/(?![/\\])/.test(url) && !/[\s\\]/.test(url) && url.length <= FAVORITE_LIMITS.url;

/** One favourite as /api/user/getMyFavoriteList answers it. */
export interface FavoriteItem {
  id: number;
  model: string;
  record_id: string;
  title: string;
  url: string;
  created_at: string;
}
