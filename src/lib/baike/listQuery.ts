/** The index page's view in its address: ?category=&keyword=&page= (a shared link opens the same list). */
import { BAIKE_LIMITS } from './limits.ts';

export interface BaikeBrowseState {
  category: number | null;
  keyword: string;
  page: number;
}

export const BAIKE_BROWSE_EMPTY: BaikeBrowseState = { category: null, keyword: '', page: 1 };

const whole = (v: string | null): number | null => (v && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : null);

export function readBaikeBrowse(q: URLSearchParams): BaikeBrowseState {
  return {
    category: whole(q.get('category')),
    keyword: (q.get('keyword') ?? '').trim().replace(/\s+/g, ' ').slice(0, BAIKE_LIMITS.title),
    page: whole(q.get('page')) ?? 1,
  };
}

export function baikeBrowseSearch(s: BaikeBrowseState): string {
  const q = new URLSearchParams();
  if (s.category) q.set('category', String(s.category));
  if (s.keyword) q.set('keyword', s.keyword);
  if (s.page > 1) q.set('page', String(s.page));
  const text = q.toString();
  return text ? `?${text}` : '';
}
