/** The import pipeline's reading: text encodings, CSV lines as the operator counts them, XLSX rows, file types. */
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import { decodeText } from '#server/services/imports/decode.ts';
import { readTable, type SourceRow } from '#server/services/imports/readTable.ts';

const all = async (bytes: Uint8Array): Promise<SourceRow[] | { refusal: string }> => {
  const table = readTable(bytes);
  if ('refusal' in table) return table;
  const rows: SourceRow[] = [];
  for await (const r of table) rows.push(r);
  return rows;
};
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('decodeText', () => {
  it('reads UTF-8 with and without its BOM', () => {
    expect(decodeText(utf8('\uFEFF名称,价格'))).toBe('名称,价格');
    expect(decodeText(utf8('名称,价格'))).toBe('名称,价格');
  });

  it('reads GBK (GB18030) as Chinese Excel writes CSV', () => {
    // 大白菜,A in GBK: not valid UTF-8
    const gbk = new Uint8Array([0xb4, 0xf3, 0xb0, 0xd7, 0xb2, 0xcb, 0x2c, 0x41]);
    expect(decodeText(gbk)).toBe('大白菜,A');
  });

  it('reads UTF-16 with its BOM (Excel "Unicode text")', () => {
    const le = new Uint8Array([0xff, 0xfe, 0x27, 0x59, 0x7d, 0x76]); // 大白
    expect(decodeText(le)).toBe('大白');
  });
});

describe('readTable', () => {
  it('gives each CSV record the line it starts on, skipping blank lines and keeping quoted newlines', async () => {
    const rows = await all(utf8('编号,标题\n1,a\n\n2,"两\n行"\n3,c\n'));
    expect(rows).toEqual([
      { line: 1, cells: ['编号', '标题'] },
      { line: 2, cells: ['1', 'a'] },
      { line: 4, cells: ['2', '两\n行'] },
      { line: 6, cells: ['3', 'c'] },
    ]);
  });

  it('reads the first sheet of an XLSX with Excel row numbers, numbers and dates as text', async () => {
    const xlsx = await writeXlsxFile(
      [
        ['编号', '日期', '价格'],
        ['A', new Date('2026-11-20T00:00:00Z'), 12.5],
        [null, null, null],
        ['B', null, 3],
      ],
      { dateFormat: 'yyyy-mm-dd' },
    ).toBuffer();
    expect(await all(new Uint8Array(xlsx))).toEqual([
      { line: 1, cells: ['编号', '日期', '价格'] },
      { line: 2, cells: ['A', '2026-11-20', '12.5'] },
      { line: 4, cells: ['B', '', '3'] },
    ]);
  });

  it('refuses binary files that are neither CSV nor XLSX (old .xls, PDF with NUL bytes)', async () => {
    expect(await all(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]))).toEqual({
      refusal: IMPORT_MSG.fileType,
    });
    expect(await all(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00]))).toEqual({
      refusal: IMPORT_MSG.fileType,
    });
  });
});
