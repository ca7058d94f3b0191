/**
 * A streaming XLSX writer: sheets of rows from (async) iterables, written as a ZIP (zipStream.ts) as the reader pulls,
 * so memory stays flat whatever the size; strings are inline (no shared-strings table to hold), numbers are
 * numbers, a cell may be bold, columns have widths. Pulled, never pushed: the consumer's pace (the HTTP stream's
 * backpressure) sets when the next rows are read.
 */
import { once, zipStream, type ZipPart } from './zipStream.ts';

export type XlsxValue = string | number | null | undefined;
/** A cell: a value, or a value in bold (a header). */
export type XlsxCell = XlsxValue | { value: XlsxValue; bold: true };

export interface XlsxSheet {
  /** At most 31 characters, none of []:*?/\ (Excel's rule). */
  name: string;
  /** Column widths in characters, from the first column. */
  widths?: number[];
  rows: AsyncIterable<XlsxCell[]> | Iterable<XlsxCell[]>;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const XML_ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// XML 1.0 refuses most control characters; they are dropped, never written.
const esc = (s: string) =>
  s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"]/g, (ch) => XML_ESC[ch]!);

/** A, B, … Z, AA … (column index from 0). */
export function columnName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function cellXml(cell: XlsxCell, ref: string): string {
  const bold = cell !== null && typeof cell === 'object';
  const value = bold ? cell.value : cell;
  const style = bold ? ' s="1"' : '';
  if (value === null || value === undefined || value === '') return bold ? `<c r="${ref}"${style}/>` : '';
  if (typeof value === 'number')
    return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${esc(value)}</t></is></c>`;
}

async function* sheetXml(sheet: XlsxSheet): AsyncGenerator<string> {
  let head = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${NS}" xmlns:r="${REL}">`;
  if (sheet.widths?.length)
    head += `<cols>${sheet.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`;
  yield `${head}<sheetData>`;
  let r = 0;
  for await (const row of sheet.rows) {
    r += 1;
    let xml = `<row r="${r}">`;
    for (let i = 0; i < row.length; i++) xml += cellXml(row[i], `${columnName(i)}${r}`);
    yield `${xml}</row>`;
  }
  yield '</sheetData></worksheet>';
}

function staticParts(sheets: XlsxSheet[]): [string, string][] {
  const overrides = sheets
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const decl = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return [
    [
      '[Content_Types].xml',
      `${decl}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${overrides}</Types>`,
    ],
    [
      '_rels/.rels',
      `${decl}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${decl}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets>${sheets.map((s, i) => `<sheet name="${esc(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${decl}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${decl}<styleSheet xmlns="${NS}"><fonts count="2"><font><sz val="11"/><name val="等线"/></font><font><b/><sz val="11"/><name val="等线"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`,
    ],
  ];
}

/**
 * The workbook's bytes, produced as they are read: its fixed parts and one sheet part per sheet, zipped as they come.
 */
export function xlsxStream(sheets: XlsxSheet[], now: Date = new Date()): AsyncGenerator<Buffer> {
  return zipStream(
    [
      ...staticParts(sheets).map(([name, xml]): ZipPart => ({ name, text: once(xml) })),
      ...sheets.map((s, i): ZipPart => ({ name: `xl/worksheets/sheet${i + 1}.xml`, text: sheetXml(s) })),
    ],
    now,
  );
}

/** The workbook as a web stream for an HTTP answer: each chunk is made when the response asks for it (pull). */
export function xlsxWebStream(sheets: XlsxSheet[], now?: Date): ReadableStream<Uint8Array> {
  const it = xlsxStream(sheets, now);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await it.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      },
      async cancel() {
        await it.return(undefined);
      },
    },
    // No read-ahead beyond one chunk: memory is what the consumer holds.
    { highWaterMark: 1 },
  );
}
