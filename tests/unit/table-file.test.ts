import { describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import { contentDisposition, tableFile } from '#server/services/files/tableFile.ts';

const table = {
  stem: '大豆-进口来源',
  header: ['国家（地区）', '进口额（万美元）', '数量（千克）', '占比（%）'],
  rows: [
    ['巴西', 1234.5, 1000, 61.2],
    ['美国, 含 "本土"', 800, null, 38.8],
    ['第一行\n第二行', 0, 0, 0],
  ],
  notes: ['数据来源：演示数据，由本站生成，非海关统计', '统计期：2026-10，美元'],
};

describe('the table file writer', () => {
  it('writes CSV with a UTF-8 BOM, CRLF lines, the header, rows, then the notes under a blank line', async () => {
    const file = await tableFile(table, 'csv');
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.filename).toBe('大豆-进口来源.csv');
    expect([...file.body.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.body);
    expect(text.startsWith('\uFEFF国家（地区）,进口额（万美元）,数量（千克）,占比（%）\r\n')).toBe(true);
    expect(text).toContain('\r\n"美国, 含 ""本土""",800,,38.8\r\n');
    expect(text).toContain('"第一行\n第二行",0,0,0\r\n');
    expect(
      text.endsWith('\r\n\r\n数据来源：演示数据，由本站生成，非海关统计\r\n统计期：2026-10，美元\r\n'),
    ).toBe(true);
  });

  it('writes XLSX that reads back with the same header, numbers, text and notes', async () => {
    const file = await tableFile(table, 'xlsx');
    expect(file.type).toContain('spreadsheetml');
    expect(file.filename).toBe('大豆-进口来源.xlsx');
    const [sheet] = await readXlsxFile(Buffer.from(file.body));
    const rows = sheet!.data;
    expect(rows[0]).toEqual(table.header);
    expect(rows[1]).toEqual(['巴西', 1234.5, 1000, 61.2]);
    expect(rows[2]).toEqual(['美国, 含 "本土"', 800, null, 38.8]);
    expect(rows[3]![0]).toBe('第一行\n第二行');
    expect(rows.slice(-2).map((r) => r[0])).toEqual(table.notes);
  });

  it('names a Chinese file by RFC 5987 filename* with an ASCII fallback', () => {
    expect(contentDisposition('大豆.csv', 'trade-topClass.csv')).toBe(
      `attachment; filename="trade-topClass.csv"; filename*=UTF-8''${encodeURIComponent('大豆.csv')}`,
    );
    expect(contentDisposition('x.csv', '中"文.csv')).toBe(
      `attachment; filename="___.csv"; filename*=UTF-8''x.csv`,
    );
  });
});
