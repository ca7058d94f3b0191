/** 农业专题's view in the address: `?topic=&year=&province=` (a shared link opens the same view). */

export interface AstView {
  topic: number | null;
  year: string | null;
  province: string | null;
}

export const AST_VIEW_DEFAULT: AstView = { topic: null, year: null, province: null };

/** The view an address asks for; what is malformed is left out (the page's defaults apply). */
export function readAstView(query: URLSearchParams): AstView {
  const topic = query.get('topic') ?? '';
  const year = query.get('year') ?? '';
  const province = query.get('province') ?? '';
  return {
    topic: /^\d{1,9}$/.test(topic) ? Number(topic) : null,
    year: /^\d{4}$/.test(year) ? year : null,
    province: /^\d{2}0000$/.test(province) && province !== '000000' ? province : null,
  };
}

/** The address's query for a view ('' for none). */
export function astViewSearch(view: AstView): string {
  const q = new URLSearchParams();
  if (view.topic !== null) q.set('topic', String(view.topic));
  if (view.year) q.set('year', view.year);
  if (view.province) q.set('province', view.province);
  const s = q.toString();
  return s ? `?${s}` : '';
}
