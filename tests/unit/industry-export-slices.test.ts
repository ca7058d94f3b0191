import { describe, expect, it } from 'vitest';
import { DIMENSIONS, type Dimension } from '#lib/industry/query.ts';
import { SLICE_CELLS, slicesOf } from '#server/services/industry/export.ts';
import type { QueryHead } from '#server/services/industry/query.ts';

function head(indicators: number, regions: number, periods: number): QueryHead {
  return {
    indicators: Array.from({ length: indicators }, (_, i) => ({
      id: i + 1,
      name: `指标${i}`,
      unit: '',
      frequency: 'month' as const,
      source: '',
    })),
    regions: Array.from({ length: regions }, (_, i) => ({ code: String(100000 + i), name: `地区${i}` })),
    periods: Array.from({ length: periods }, (_, i) => `P${String(i).padStart(4, '0')}`),
    count: indicators * regions * periods,
  };
}

/** Every (row, nested) pair of a head in the table's order. */
function pairs(h: QueryHead, rows: Dimension, nested: Dimension): string[] {
  const items = (d: Dimension) =>
    d === 'indicator'
      ? h.indicators.map((i) => String(i.id))
      : d === 'region'
        ? h.regions.map((r) => r.code)
        : h.periods;
  return items(rows).flatMap((o) => items(nested).map((n) => `${o}/${n}`));
}

describe('the export’s slices of the rows', () => {
  it.each([
    [20, 400, 300],
    [1, 400, 1824],
    [3, 31, 20],
  ])(
    'never read more than SLICE_CELLS (unless one row is wider) and cover every row once, in order (%i×%i×%i)',
    (i, r, p) => {
      const h = head(i, r, p);
      for (const rows of DIMENSIONS)
        for (const cols of DIMENSIONS) {
          if (rows === cols) continue;
          const nested = DIMENSIONS.find((d) => d !== rows && d !== cols)!;
          const slices = [...slicesOf(h, { rows, cols })];
          const perRow = cols === 'indicator' ? i : cols === 'region' ? r : p;
          for (const s of slices) expect(s.count).toBeLessThanOrEqual(Math.max(SLICE_CELLS, perRow));
          expect(slices.flatMap((s) => pairs(s, rows, nested))).toEqual(pairs(h, rows, nested));
          expect(slices.reduce((n, s) => n + s.count, 0)).toBe(h.count);
        }
    },
  );
});
