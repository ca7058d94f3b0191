/** A query said in one line from the catalogue: 粮食产量等2项指标 × 31个地区 × 2005—2024年. */
import { frequencyOf } from '#lib/industry/periods.ts';
import { periodLabel } from '#lib/industry/table.ts';
import type { QueryHead } from './query.ts';

function rangeLabel(from: string, to: string): string {
  if (from === to) return periodLabel(from);
  // Years read 2005—2024年; quarters and months keep each end's year.
  if (frequencyOf(from) === 'year') return `${from}—${to}年`;
  return `${periodLabel(from)}—${periodLabel(to)}`;
}

export function summaryOf(head: Pick<QueryHead, 'indicators' | 'regions' | 'periods'>): string {
  const [first] = head.indicators;
  const indicators =
    head.indicators.length > 1 ? `${first!.name}等${head.indicators.length}项指标` : first!.name;
  const regions = head.regions.length > 1 ? `${head.regions.length}个地区` : head.regions[0]!.name;
  const periods = rangeLabel(head.periods[0]!, head.periods[head.periods.length - 1]!);
  return `${indicators} × ${regions} × ${periods}`;
}
