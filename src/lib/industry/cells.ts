/** Reading getIndex's dense answer: a cell's index, and the held cells as objects (tests, the export, the chart). */
import type { IndexAnswer, IndexCell } from './types.ts';

/** Only the lengths matter: a slice or a narrower head indexes alike. */
type Shape = { regions: readonly unknown[]; periods: readonly unknown[] };

/** The index of (indicator i, region r, period p) in `values`, each counted by its position in the answer. */
export const cellIndex = (a: Shape, i: number, r: number, p: number): number =>
  (i * a.regions.length + r) * a.periods.length + p;

/** The series index of (indicator i, region r), as `demoSeries` holds it. */
export const seriesIndex = (a: Shape, i: number, r: number): number => i * a.regions.length + r;

/** Every held cell, in the answer's order (indicator, region, period). */
export function cellsOf(a: IndexAnswer): IndexCell[] {
  const demo = new Set(a.demoSeries);
  const out: IndexCell[] = [];
  a.indicators.forEach((ind, i) =>
    a.regions.forEach((reg, r) =>
      a.periods.forEach((period, p) => {
        const k = cellIndex(a, i, r, p);
        const value = a.values[k];
        if (value === null || value === undefined) return;
        out.push({
          indicator: ind.id,
          region: reg.code,
          period,
          value,
          flag: a.flags[k] ?? '',
          demo: demo.has(seriesIndex(a, i, r)),
        });
      }),
    ),
  );
  return out;
}
