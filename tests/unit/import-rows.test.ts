/** The import pipeline's checks: header names to fields, and a row's problems in the operator's words. */
import { describe, expect, it } from 'vitest';
import { CONTENT_MSG } from '#lib/content/messages.ts';
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import { checkRow } from '#server/services/imports/checkRow.ts';
import { importFamily } from '#server/services/imports/families.ts';
import { mapHeader, type HeaderMap } from '#server/services/imports/headerMap.ts';

const product = importFamily('product')!;

describe('mapHeader', () => {
  it('matches Chinese headers, aliases and English names, ignoring case, spaces, full-width forms and "*"', () => {
    const map = mapHeader(product, [
      '文档编号*',
      ' Title ',
      '价格（分）',
      '备注',
      'VIP价格(分)',
    ]) as HeaderMap;
    expect([...map]).toEqual([
      ['doc_id', 0],
      ['title', 1],
      ['price_cents', 2],
      ['vip_price_cents', 4],
    ]);
  });

  it('refuses a header without a required column, or with one column twice', () => {
    expect(mapHeader(product, ['标题', '价格(分)'])).toEqual({
      refusal: IMPORT_MSG.missingColumns(['文档编号']),
    });
    expect(mapHeader(product, ['文档编号', '标题', 'name'])).toEqual({
      refusal: IMPORT_MSG.duplicateColumn('name'),
    });
  });
});

describe('checkRow', () => {
  const map = mapHeader(product, ['文档编号', '标题', '价格(分)']) as HeaderMap;

  it('gives the row through the family schema, blank cells absent', () => {
    expect(checkRow(product, map, { line: 2, cells: [' D1 ', '玉米', ''] })).toEqual({
      row: { doc_id: 'D1', title: '玉米' },
    });
    expect(checkRow(product, map, { line: 2, cells: ['D1', '玉米', '9900'] })).toEqual({
      row: { doc_id: 'D1', title: '玉米', price_cents: 9900 },
    });
  });

  it("reports each bad cell with the line, the column header and the schema's Chinese message", () => {
    const checked = checkRow(product, map, { line: 7, cells: ['', '', '-5'] });
    expect(checked).toMatchObject({
      problems: [
        { line: 7, column: '价格(分)' },
        { line: 7, column: '文档编号', reason: CONTENT_MSG.docIdRequired },
        { line: 7, column: '标题', reason: CONTENT_MSG.titleRequired },
      ],
    });
    const reason = 'problems' in checked ? checked.problems[0]!.reason : '';
    // The family's own message for a price, as the editor's API answers it: not a generic "a number".
    expect(reason).toBe(CONTENT_MSG.priceCentsInvalid);
    for (const [line, cell] of [
      [8, '十元'],
      [9, '12.5'],
      [10, '100000001'],
    ] as const) {
      expect(checkRow(product, map, { line, cells: ['D1', '玉米', cell] })).toEqual({
        problems: [{ line, column: '价格(分)', reason: CONTENT_MSG.priceCentsInvalid }],
      });
    }
  });

  it("refuses a too long title with the API's own message", () => {
    const checked = checkRow(product, map, { line: 3, cells: ['D2', '长'.repeat(201), ''] });
    expect(checked).toEqual({
      problems: [{ line: 3, column: '标题', reason: expect.stringContaining('200') }],
    });
  });
});
