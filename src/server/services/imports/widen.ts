/**
 * A wide file (one column per period: 指标, 地区, 2019, 2020 …) as the long rows a family reads: each non-blank cell
 * under a period column becomes a row with that period and value, on the line it came from.
 */
import type { SourceRow } from './readTable.ts';

export interface WideLayout {
  /** The headers of the long layout's two columns a wide file spreads out (时期, 数值). */
  keyHeader: string;
  valueHeader: string;
  /** The period a header names, or null for a column of the long layout (指标, 地区, 标记). */
  keyOf: (header: string) => string | null;
}

/** The long header and rows, or null when the header names no period column (a long file, read as it is). */
export function widenedRows(
  layout: WideLayout,
  header: SourceRow,
  rows: SourceRow[],
): { header: SourceRow; rows: SourceRow[] } | null {
  const keys = header.cells.map((h) => layout.keyOf(h.trim()));
  if (!keys.some((k) => k !== null)) return null;
  const fixed = header.cells.map((_, i) => i).filter((i) => keys[i] === null);
  const long: SourceRow[] = [];
  for (const row of rows)
    keys.forEach((key, i) => {
      const cell = row.cells[i]?.trim() ?? '';
      if (key === null || cell === '') return;
      long.push({ line: row.line, cells: [...fixed.map((f) => row.cells[f] ?? ''), key, cell] });
    });
  return {
    header: {
      line: header.line,
      cells: [...fixed.map((f) => header.cells[f]!), layout.keyHeader, layout.valueHeader],
    },
    rows: long,
  };
}
