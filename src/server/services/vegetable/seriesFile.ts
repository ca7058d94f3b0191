/** The series download (VIP `download`): the chart's figures through the one table writer (files/tableFile.ts). */
import { tableFile, type TableCell, type TableFile } from '#server/services/files/tableFile.ts';
import { VEG_DETAIL_MSG } from '#lib/vegetable/messages.ts';
import type { VegSeries } from '#lib/vegetable/types.ts';
import type { VegDownloadFormat } from '#lib/vegetable/validators.ts';

/** One row per x and line with a value; the band's low/high go with the line it surrounds. */
export function seriesRows(s: VegSeries): TableCell[][] {
  const bandLine = s.mode === 'seasonal' ? 1 : 0;
  const rows: TableCell[][] = [
    [...(s.mode === 'seasonal' ? VEG_DETAIL_MSG.seasonalHeader : VEG_DETAIL_MSG.fileHeader)],
  ];
  s.x.forEach((x, i) => {
    s.lines.forEach((line, li) => {
      const low = li === bandLine ? (s.band?.low[i] ?? null) : null;
      const high = li === bandLine ? (s.band?.high[i] ?? null) : null;
      const value = line.values[i] ?? null;
      if (value === null && low === null && high === null) return;
      rows.push([s.mode === 'seasonal' ? VEG_DETAIL_MSG.week(Number(x)) : x, line.name, value, low, high]);
    });
  });
  return rows;
}

export async function seriesFile(s: VegSeries, format: VegDownloadFormat): Promise<TableFile> {
  const [header, ...rows] = seriesRows(s);
  const stem = `${s.product.name}-${s.mode === 'seasonal' ? '季节对比' : s.range}`;
  return tableFile({ stem, header: header!.map(String), rows }, format);
}
