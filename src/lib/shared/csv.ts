/**
 * The one CSV writer of the project (server downloads and files the browser builds): RFC 4180 quoting, UTF-8 with a
 * BOM (Chinese Excel reads it), CRLF lines, and no cell a spreadsheet runs as a formula (OWASP CSV injection).
 *
 * A cell's type decides: a number given as a number (`-3.5`) is written as it is and stays a number; text starting
 * with `=`, `+`, `-`, `@`, tab or CR (`-3.5` given as text included) gets a leading `'`, so it opens as text.
 */

export type CsvCell = string | number | null | undefined;

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** What a spreadsheet reads as the start of a formula (or of a DDE command). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a finite number as it is, text neutralised and quoted when it holds a comma, quote or line break. */
export function csvCell(v: CsvCell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  const text = FORMULA_START.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the BOM, then each row's cells joined by commas, every line ended by CRLF. */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
