/**
 * The one writer of downloaded tables: CSV (the project's one CSV writer, #lib/shared/csv.ts) or XLSX
 * (write-excel-file, text cells), a bold header row carrying the units, the rows, then the notes (source, demo
 * marking, period) under a blank row.
 */
import writeXlsxFile from 'write-excel-file/node';
import { CSV_TYPE, csvText } from '#lib/shared/csv.ts';

export type TableCell = string | number | null;
export type TableFormat = 'csv' | 'xlsx';

export interface Table {
  /** The file name without extension (Chinese is fine: see contentDisposition). */
  stem: string;
  /** Column names with their units, e.g. 进口额（万美元）. */
  header: string[];
  rows: TableCell[][];
  /** Lines written after the table: 数据来源, the demo marking, the period and currency. */
  notes?: string[];
}

export interface TableFile {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  filename: string;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII fallback name and the real (Chinese) one as RFC 5987 `filename*`. */
export function contentDisposition(filename: string, fallback: string): string {
  const ascii = fallback.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** The table's lines: header, rows, and the notes after one blank line. */
function linesOf(t: Table): TableCell[][] {
  const notes = t.notes?.length ? [[null], ...t.notes.map((n) => [n])] : [];
  return [t.header, ...t.rows, ...notes];
}

export async function tableFile(t: Table, format: TableFormat): Promise<TableFile> {
  const lines = linesOf(t);
  if (format === 'csv') {
    return { body: new TextEncoder().encode(csvText(lines)), type: CSV_TYPE, filename: `${t.stem}.csv` };
  }
  const sheet = lines.map((r, ri) =>
    r.map((v) => (v === null ? null : ri === 0 ? { value: v, fontWeight: 'bold' as const } : { value: v })),
  );
  const buffer = await writeXlsxFile(sheet, {
    columns: t.header.map((h) => ({ width: Math.max(12, Math.min(30, h.length * 2 + 2)) })),
  }).toBuffer();
  return { body: new Uint8Array(buffer), type: XLSX_TYPE, filename: `${t.stem}.xlsx` };
}
