/** What the result page shows, kept in its address (?keyword=…&kind=…&page=…) so reload and back keep it. */
import { CONTENT_LIMITS } from '#lib/content/model.ts';

export const KEYWORD_MAX = CONTENT_LIMITS.keyword;
export const PAGE_SIZE = 10;
/** Kinds in the order readers know them from the side navigation; others follow. */
export const KIND_ORDER = [
  '行业观察',
  '农业政策',
  '研究报告',
  '参考资料',
  '期刊',
  '数据产品',
  '农业百科',
] as const;

export interface SearchState {
  keyword: string;
  kind: string | null;
  page: number;
}

export const cleanKeyword = (raw: string): string => raw.trim().replace(/\s+/g, ' ').slice(0, KEYWORD_MAX);

export function readState(search: string): SearchState {
  const q = new URLSearchParams(search);
  const page = Number(q.get('page'));
  return {
    keyword: cleanKeyword(q.get('keyword') ?? ''),
    kind: q.get('kind') || null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function searchHref(state: Partial<SearchState> & { keyword: string }): string {
  const q = new URLSearchParams({ keyword: state.keyword });
  if (state.kind) q.set('kind', state.kind);
  if (state.page && state.page > 1) q.set('page', String(state.page));
  return `/search/result?${q}`;
}

/** Kinds with results (and the chosen one), in reading order. */
export function kindsToShow(counts: Record<string, number>, chosen: string | null): string[] {
  const present = Object.keys(counts).filter((k) => (counts[k] ?? 0) > 0 || k === chosen);
  if (chosen && !present.includes(chosen)) present.push(chosen);
  const rank = (k: string) => {
    const i = (KIND_ORDER as readonly string[]).indexOf(k);
    return i < 0 ? KIND_ORDER.length : i;
  };
  return present.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'zh-CN'));
}
