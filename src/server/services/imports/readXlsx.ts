/** The first sheet of an XLSX file, row by row, with its Excel row number as the line. */
import { readSheet } from 'read-excel-file/node';
import type { SourceRow } from './readTable.ts';

/** A cell as the text an operator typed: dates as YYYY-MM-DD, numbers as written. */
const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v);
};

export async function* readXlsx(bytes: Uint8Array): AsyncGenerator<SourceRow> {
  const rows = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  for (let i = 0; i < rows.length; i++) {
    const cells = rows[i]!.map(cellText);
    if (cells.some((c) => c.trim() !== '')) yield { line: i + 1, cells };
  }
}
