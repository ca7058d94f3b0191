/**
 * A streaming XLSX writer: sheets of rows from (async) iterables, written as a ZIP as the reader pulls, so memory
 * stays flat whatever the size. Each part is deflated (node:zlib) with its CRC and sizes in a data descriptor after
 * it (nothing is buffered to learn them first); strings are inline (no shared-strings table to hold), numbers are
 * numbers, a cell may be bold, columns have widths. Pulled, never pushed: the consumer's pace (the HTTP stream's
 * backpressure) sets when the next rows are read.
 */
import { Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

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
/** Rows' XML is handed to deflate in pieces of about this size (fewer, larger writes). */
const PIECE = 64 * 1024;

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

/** Strings gathered into pieces of about PIECE bytes. */
async function* pieces(source: AsyncIterable<string>): AsyncGenerator<Buffer> {
  let parts: string[] = [];
  let size = 0;
  for await (const s of source) {
    parts.push(s);
    size += s.length;
    if (size >= PIECE) {
      yield Buffer.from(parts.join(''), 'utf8');
      parts = [];
      size = 0;
    }
  }
  if (parts.length) yield Buffer.from(parts.join(''), 'utf8');
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  size: number;
  compressed: number;
}

/** MS-DOS time and date of `now` (the ZIP's modification stamp, local to nobody: UTC). */
function dosStamp(now: Date): [number, number] {
  const time = (now.getUTCHours() << 11) | (now.getUTCMinutes() << 5) | Math.floor(now.getUTCSeconds() / 2);
  const date = ((now.getUTCFullYear() - 1980) << 9) | ((now.getUTCMonth() + 1) << 5) | now.getUTCDate();
  return [time, date];
}

// Bit 3: sizes and CRC follow the data (a data descriptor); bit 11: names are UTF-8.
const FLAGS = 0x0008 | 0x0800;

/**
 * The workbook's bytes, produced as they are read. Sizes are 32-bit (no ZIP64): a part stays under 4 GB, far above
 * what EXPORT_LIMITS.maxCells gives.
 */
export async function* xlsxStream(sheets: XlsxSheet[], now: Date = new Date()): AsyncGenerator<Buffer> {
  const [time, date] = dosStamp(now);
  const entries: Entry[] = [];
  let offset = 0;
  const parts: [string, AsyncIterable<string>][] = [
    ...staticParts(sheets).map(([n, xml]): [string, AsyncIterable<string>] => [n, once(xml)]),
    ...sheets.map((s, i): [string, AsyncIterable<string>] => [
      `xl/worksheets/sheet${i + 1}.xml`,
      sheetXml(s),
    ]),
  ];
  for (const [path, xml] of parts) {
    const name = Buffer.from(path, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt16LE(name.length, 26);
    yield Buffer.concat([local, name]);
    const entry: Entry = { name, offset, crc: 0, size: 0, compressed: 0 };
    offset += 30 + name.length;
    const input = pieces(xml);
    const counted = async function* () {
      for await (const b of input) {
        entry.crc = crc32(b, entry.crc);
        entry.size += b.length;
        yield b;
      }
    };
    const deflate = createDeflateRaw({ level: 6 });
    // Readable.from pulls the rows only as deflate asks for more: the pace comes from whoever reads this generator.
    const source = Readable.from(counted());
    source.on('error', (err) => deflate.destroy(err));
    source.pipe(deflate);
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      entry.compressed += chunk.length;
      yield chunk;
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    yield descriptor;
    offset += entry.compressed + 16;
    entries.push(entry);
  }
  const central: Buffer[] = [];
  for (const e of entries) {
    const h = Buffer.alloc(46);
    h.writeUInt32LE(0x02014b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(20, 6);
    h.writeUInt16LE(FLAGS, 8);
    h.writeUInt16LE(8, 10);
    h.writeUInt16LE(time, 12);
    h.writeUInt16LE(date, 14);
    h.writeUInt32LE(e.crc >>> 0, 16);
    h.writeUInt32LE(e.compressed, 20);
    h.writeUInt32LE(e.size, 24);
    h.writeUInt16LE(e.name.length, 28);
    h.writeUInt32LE(e.offset, 42);
    central.push(h, e.name);
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([dir, end]);
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
