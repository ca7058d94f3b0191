/** The series download (VIP `download`): the chart's figures as CSV (UTF-8 with BOM, as Excel opens it) or XLSX. */
import writeXlsxFile from 'write-excel-file/node';
import { VEG_DETAIL_MSG } from '#lib/vegetable/messages.ts';
import type { VegSeries } from '#lib/vegetable/types.ts';
import type { VegDownloadFormat } from '#lib/vegetable/validators.ts';

type Cell = string | number | null;

/** One row per x and line with a value; the band's low/high go with the line it surrounds. */
export function seriesRows(s: VegSeries): Cell[][] {
  const bandLine = s.mode === 'seasonal' ? 1 : 0;
  const rows: Cell[][] = [
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

const csvCell = (v: Cell) => {
  if (v === null) return '';
  const text = String(v);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function seriesFile(
  s: VegSeries,
  format: VegDownloadFormat,
): Promise<{ body: Uint8Array<ArrayBuffer>; type: string; filename: string }> {
  const rows = seriesRows(s);
  const stem = `${s.product.name}-${s.mode === 'seasonal' ? '季节对比' : s.range}`;
  if (format === 'csv') {
    const text = `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
    return { body: new TextEncoder().encode(text), type: CSV_TYPE, filename: `${stem}.csv` };
  }
  const sheet = rows.map((r, ri) =>
    r.map((v) => (v === null ? null : ri === 0 ? { value: v, fontWeight: 'bold' as const } : { value: v })),
  );
  const buffer = await writeXlsxFile(sheet, {
    columns: rows[0]!.map((_, i) => ({ width: i < 2 ? 16 : 14 })),
  }).toBuffer();
  return { body: new Uint8Array(buffer), type: XLSX_TYPE, filename: `${stem}.xlsx` };
}
