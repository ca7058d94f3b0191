/**
 * The list page's state in its address (/application/vegetable/list?type=leafy&keyword=…), so a shared link and the
 * legacy 301 (/home/vegetable/lists/type/{type} → ?type=) open the same filtered view; and the links it makes.
 */

/** The table's sortable columns (vegList's `sort`): change is day-on-day, weekChange week-on-week. */
export const VEG_SORTS = ['product', 'market', 'avg', 'low', 'high', 'change', 'weekChange'] as const;
export type VegSort = (typeof VEG_SORTS)[number];
export const VEG_ORDERS = ['asc', 'desc'] as const;
export type VegOrder = (typeof VEG_ORDERS)[number];

export const VEG_LIST_PAGE = '/application/vegetable/list';
export const VEG_DETAIL_PAGE = '/application/vegetable/detail';
export const VEG_SURVEY_PAGE = '/application/vegetable/survey_detail';

export const VEG_LIST_PAGE_SIZE = 20;

export interface VegListState {
  /** A class key ('' for every class). */
  type: string;
  market: number | null;
  province: string;
  keyword: string;
  sort: VegSort;
  order: VegOrder;
  page: number;
}

export const VEG_LIST_DEFAULT: VegListState = {
  type: '',
  market: null,
  province: '',
  keyword: '',
  sort: 'product',
  order: 'asc',
  page: 1,
};

const positive = (raw: string | null): number | null =>
  raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** The state an address asks for; anything malformed falls back to the default. */
export function readListState(params: URLSearchParams): VegListState {
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    type: (params.get('type') ?? '').trim(),
    market: positive(params.get('market')),
    province: /^\d{2}$/.test(params.get('province') ?? '') ? params.get('province')! : '',
    keyword: (params.get('keyword') ?? '').trim().slice(0, 20),
    sort: VEG_SORTS.find((s) => s === sort) ?? VEG_LIST_DEFAULT.sort,
    order: VEG_ORDERS.find((o) => o === order) ?? VEG_LIST_DEFAULT.order,
    page: positive(params.get('page')) ?? 1,
  };
}

/** The query string of a state, defaults left out ('' when nothing is set). */
export function listSearch(state: VegListState): string {
  const q = new URLSearchParams();
  if (state.type) q.set('type', state.type);
  if (state.market) q.set('market', String(state.market));
  if (state.province) q.set('province', state.province);
  if (state.keyword) q.set('keyword', state.keyword);
  if (state.sort !== VEG_LIST_DEFAULT.sort || state.order !== VEG_LIST_DEFAULT.order) {
    q.set('sort', state.sort);
    q.set('order', state.order);
  }
  if (state.page > 1) q.set('page', String(state.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * A legacy or shared `type` as a class key: the key itself, or the class's Chinese name (叶菜类); '' when it names
 * no class.
 */
export function classKeyOf(raw: string, classes: readonly { key: string; name: string }[]): string {
  if (!raw) return '';
  return classes.find((c) => c.key === raw || c.name === raw)?.key ?? '';
}

/**
 * One product's page: `name` is what it needs; `group` and `type` the class key, as the legacy route carries them
 * (left out by a caller that knows only the name, as 食物营养's price does).
 */
export const vegDetailHref = (name: string, classKey?: string): string =>
  `${VEG_DETAIL_PAGE}?${new URLSearchParams(classKey ? { group: classKey, name, type: classKey } : { name }).toString()}`;

export const vegSurveyHref = (marketId: number): string => `${VEG_SURVEY_PAGE}?id=${marketId}`;
