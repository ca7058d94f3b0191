/** A family's import template: an XLSX with the header row and one example row. */
import writeXlsxFile from 'write-excel-file/node';
import type { ImportFamily } from './family.ts';

export async function importTemplate(family: ImportFamily): Promise<Buffer> {
  const header = family.columns.map((c) => ({
    value: c.required ? `${c.header}*` : c.header,
    fontWeight: 'bold' as const,
  }));
  const example = family.columns.map((c) => ({ value: c.example }));
  return writeXlsxFile([header, example], { columns: family.columns.map(() => ({ width: 20 })) }).toBuffer();
}
