/**
 * The 数据检索 page's rules that are not the server's: the default period range from what getCategory says is held,
 * the union of several indicators' spans, and the cell count shown before running (the same rule getIndex counts by).
 */
import { frequencyOf, periodCount, periodsBetween, type Frequency } from './periods.ts';
import { commonDecimals } from '#lib/figures/format.ts';
import type { IndustryQuery } from './query.ts';
import type { IndexAnswer, IndicatorCategory } from './types.ts';

/** How many periods the range starts with: the last 10 years, 12 quarters or 24 months held. */
export const DEFAULT_SPAN: Record<Frequency, number> = { year: 10, quarter: 12, month: 24 };

export interface HeldSpan {
  frequency: Frequency;
  first: string;
  last: string;
}

/** The periods any of the chosen indicators hold (null when none holds any, or their frequencies differ). */
export function heldSpan(categories: IndicatorCategory[]): HeldSpan | null {
  const held = categories.filter((c) => c.first && c.last);
  if (!held.length || new Set(categories.map((c) => c.frequency)).size > 1) return null;
  const first = held.map((c) => c.first!).sort()[0]!;
  const last = held
    .map((c) => c.last!)
    .sort()
    .at(-1)!;
  return { frequency: held[0]!.frequency, first, last };
}

/** The range a new choice of indicators starts with: the last DEFAULT_SPAN periods held. */
export function defaultRange(span: HeldSpan): { from: string; to: string } {
  const all = periodsBetween(span.first, span.last, span.frequency);
  return { from: all[Math.max(0, all.length - DEFAULT_SPAN[span.frequency])]!, to: span.last };
}

/** A range kept when it still fits the span (same frequency, inside it), else the default one. */
export function fitRange(span: HeldSpan, from: string, to: string): { from: string; to: string } {
  const fits =
    frequencyOf(from) === span.frequency &&
    frequencyOf(to) === span.frequency &&
    from <= to &&
    from >= span.first &&
    to <= span.last;
  return fits ? { from, to } : defaultRange(span);
}

/** indicators × regions × periods: what getIndex counts and refuses over INDEX_MAX_CELLS. */
export function queryCells(q: Pick<IndustryQuery, 'indicators' | 'regions' | 'from' | 'to'>): number {
  const f = frequencyOf(q.from);
  if (!f || frequencyOf(q.to) !== f) return 0;
  return q.indicators.length * q.regions.length * periodCount(q.from, q.to, f);
}

/**
 * Each indicator's decimals as held (at most 2), so its figures print alike (4,255.0 beside 4,156.7, as the
 * yearbooks do); `values` is indicator-major (cellIndex).
 */
export function indicatorDecimals(
  a: Pick<IndexAnswer, 'indicators' | 'regions' | 'periods' | 'values'>,
): number[] {
  const per = a.regions.length * a.periods.length;
  return a.indicators.map((_, i) => commonDecimals(a.values.slice(i * per, (i + 1) * per)));
}
