/**
 * A 数据检索 query as a member shares, saves and exports it: what to read (indicators, regions, a period range) and
 * how to lay it out (which dimension runs down the rows, which across the columns; the third nests in the rows).
 * One form for the page's address, the saved and recent queries, editors' tables and the export's query link.
 */
import { frequencyOf } from './periods.ts';

export const DIMENSIONS = ['indicator', 'region', 'period'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface IndustryQuery {
  indicators: number[];
  regions: string[];
  from: string;
  to: string;
  rows: Dimension;
  cols: Dimension;
}

/** The default layout: regions down, periods across (indicators nest in the rows). */
export const DEFAULT_LAYOUT = { rows: 'region', cols: 'period' } as const satisfies Pick<
  IndustryQuery,
  'rows' | 'cols'
>;

/** The dimension neither rows nor columns: nested inside each row. */
export const nestedDimension = (q: Pick<IndustryQuery, 'rows' | 'cols'>): Dimension =>
  DIMENSIONS.find((d) => d !== q.rows && d !== q.cols)!;

const isDimension = (v: string | null): v is Dimension => DIMENSIONS.includes(v as Dimension);

/** The address's search part of a query (`i=1001,1002&r=000000,410000&from=2005&to=2024&rows=region&cols=period`). */
export function querySearch(q: IndustryQuery): string {
  const p = new URLSearchParams();
  p.set('i', q.indicators.join(','));
  p.set('r', q.regions.join(','));
  p.set('from', q.from);
  p.set('to', q.to);
  p.set('rows', q.rows);
  p.set('cols', q.cols);
  // Commas read better in a shared link than %2C, and are safe in a query string.
  return p.toString().replaceAll('%2C', ',');
}

/**
 * A query read back from an address, or null when it holds none. Lenient: bad parts are dropped (the server's
 * validators decide what is allowed), a bad layout falls back to the default.
 */
export function queryFromSearch(search: string | URLSearchParams): IndustryQuery | null {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const indicators = (p.get('i') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const regions = (p.get('r') ?? '').split(',').filter((c) => /^\d{6}$/.test(c));
  const from = (p.get('from') ?? '').toUpperCase();
  const to = (p.get('to') ?? '').toUpperCase();
  if (!indicators.length || !regions.length || !frequencyOf(from) || !frequencyOf(to)) return null;
  const rows = p.get('rows');
  const cols = p.get('cols');
  const layout = isDimension(rows) && isDimension(cols) && rows !== cols ? { rows, cols } : DEFAULT_LAYOUT;
  return { indicators: [...new Set(indicators)], regions: [...new Set(regions)], from, to, ...layout };
}
