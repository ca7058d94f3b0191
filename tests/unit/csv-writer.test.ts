/** The one CSV writer (#lib/shared/csv.ts): RFC 4180, BOM and CRLF, and no text cell a spreadsheet runs. */
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { csvCell, csvText } from '#lib/shared/csv.ts';

describe('a CSV cell', () => {
  it.each([
    ['=', '=HYPERLINK("http://example.com/x","点此")', `"'=HYPERLINK(""http://example.com/x"",""点此"")"`],
    ['+', "+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-', '-2+3+cmd|"/C calc"!A0', `"'-2+3+cmd|""/C calc""!A0"`],
    ['@', '@SUM(1+1)*cmd|"/C calc"!A0', `"'@SUM(1+1)*cmd|""/C calc""!A0"`],
    ['tab', '\t=1+1', "'\t=1+1"],
    ['CR', '\r=1+1', `"'\r=1+1"`],
  ])('puts a quote mark before text starting with %s, so it opens as text', (_, text, written) => {
    expect(csvCell(text)).toBe(written);
    // Read back as a spreadsheet would read the field: the text itself behind the quote mark.
    expect((parse(`${written}\r\n`) as string[][])[0]![0]).toBe(`'${text}`);
  });

  it('writes a number given as a number as it is, negative included; the same characters as text are neutralised', () => {
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell('-3.5')).toBe("'-3.5");
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('leaves other text alone and quotes a comma, quote or line break per RFC 4180', () => {
    expect(csvCell('大豆')).toBe('大豆');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(' =1')).toBe(' =1');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('a CSV file', () => {
  it('starts with the BOM and ends every line with CRLF', () => {
    expect(csvText([['名称', '数值'], ['=1+1', -1], [null]])).toBe("\uFEFF名称,数值\r\n'=1+1,-1\r\n\r\n");
  });
});
