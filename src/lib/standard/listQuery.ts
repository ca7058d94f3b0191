/**
 * The standards list's state in its address (/application/standard/list?status=current&keyword=…), so a shared link
 * opens the same filtered view; and the links the pages make.
 */
import { isStdListYear, STD_FILTER_PATTERN, STD_LIST_LIMITS } from './limits.ts';
import { STANDARD_TYPE_KEYS, type StandardType } from './number.ts';
import { STANDARD_STATUS_KEYS, type StandardStatus } from './status.ts';

export const STD_LIST_PAGE = '/application/standard/list';

/** The prebuilt detail page of a standard. */
export const standardDetailHref = (id: number) => `/application/standard/detail/${id}`;

export interface StdListState {
  type: StandardType | '';
  sub: string;
  status: StandardStatus | '';
  ccs: string;
  ics: string;
  year: string;
  keyword: string;
  page: number;
}

export const STD_LIST_DEFAULT: StdListState = {
  type: '',
  sub: '',
  status: '',
  ccs: '',
  ics: '',
  year: '',
  keyword: '',
  page: 1,
};

const KEYS = ['type', 'sub', 'status', 'ccs', 'ics', 'year', 'keyword'] as const;

/** The state an address asks for; anything malformed falls back to the default. */
export function readStdListState(params: URLSearchParams): StdListState {
  const get = (k: string) => (params.get(k) ?? '').trim();
  const page = get('page');
  return {
    type: STANDARD_TYPE_KEYS.find((t) => t === get('type')) ?? '',
    sub: STD_FILTER_PATTERN.sub.test(get('sub')) ? get('sub') : '',
    status: STANDARD_STATUS_KEYS.find((s) => s === get('status')) ?? '',
    ccs: STD_FILTER_PATTERN.ccs.test(get('ccs')) ? get('ccs') : '',
    ics: STD_FILTER_PATTERN.ics.test(get('ics')) ? get('ics') : '',
    year: /^\d{4}$/.test(get('year')) && isStdListYear(Number(get('year'))) ? get('year') : '',
    keyword: get('keyword').slice(0, STD_LIST_LIMITS.keyword),
    page: /^\d{1,5}$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

/** The query string of a state, defaults left out ('' when nothing is set). */
export function stdListSearch(state: StdListState): string {
  const q = new URLSearchParams();
  for (const k of KEYS) if (state[k]) q.set(k, state[k]);
  if (state.page > 1) q.set('page', String(state.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** getList's body for a state. */
export function stdListBody(state: StdListState, pageSize: number) {
  return {
    type: state.type || undefined,
    sub: state.sub || undefined,
    status: state.status || undefined,
    ccs: state.ccs || undefined,
    ics: state.ics || undefined,
    year: state.year ? Number(state.year) : undefined,
    keyword: state.keyword || undefined,
    page: state.page,
    pageSize,
  };
}
