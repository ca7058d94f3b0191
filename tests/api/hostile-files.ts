/**
 * Hostile files for the upload tests (issue 27), built here byte by byte: zip bombs and archives of many entries,
 * truncated and wrong-magic files, polyglots, pixel bombs and an image header without its pixels.
 */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import writeXlsxFile from 'write-excel-file/node';
import { chunk, pngOf } from './image-bytes.ts';

export interface ZipPart {
  name: string;
  data: Uint8Array | string;
  /** The unpacked size the archive declares (a lying directory), when not the real one. */
  declared?: number;
}

const bytesOf = (d: Uint8Array | string) => (typeof d === 'string' ? new TextEncoder().encode(d) : d);

/** A zip of deflated parts, local headers end to end, then the central directory (as Excel writes one). */
export function zipOf(parts: ZipPart[]): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = bytesOf(part.data);
    const packed = deflateRawSync(data, { level: 9 });
    const name = Buffer.from(part.name, 'utf8');
    const crc = crc32(data) >>> 0;
    const unpacked = part.declared ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(unpacked, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x800, 8);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(packed.length, 20);
    dir.writeUInt32LE(unpacked, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += 30 + name.length + packed.length;
  }
  const dirSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(parts.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(parts.length, 0xffff), 10);
  end.writeUInt32LE(dirSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...central, end]));
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around `sheet` (its XML). */
export function workbookParts(sheet: string, declared?: number): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, declared },
  ];
}

/** Issue 27's bomb: a sheet of 10 MiB of spaces, about 10 KB packed. */
export function xlsxBomb(): Uint8Array {
  const blanks = ' '.repeat(10 * 1024 * 1024);
  return zipOf(
    workbookParts(
      `<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData>${blanks}</sheetData></worksheet>`,
    ),
  );
}

/** The same bomb behind a directory that says the sheet unpacks to 1 KB (under every ratio check). */
export function lyingXlsxBomb(): Uint8Array {
  const blanks = ' '.repeat(10 * 1024 * 1024);
  return zipOf(
    workbookParts(
      `<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData>${blanks}</sheetData></worksheet>`,
      1024,
    ),
  );
}

/** A workbook with 20,000 more entries (issue 27's other zip). */
export function manyEntriesZip(n = 20_000): Uint8Array {
  const parts = workbookParts(`<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData/></worksheet>`);
  for (let i = 0; i < n; i++) parts.push({ name: `xl/media/x${i}.xml`, data: 'a' });
  return zipOf(parts);
}

/** The data products header (the product family's template), and a real XLSX of `rows` rows under it. */
export const PRODUCT_HEADER = [
  '文档编号',
  '标题',
  '简介',
  '行业',
  '价格(分)',
  'VIP价格(分)',
  '格式',
  '更新频率',
  '覆盖范围',
];

export async function productsXlsx(rows: number, prefix = 'R'): Promise<Uint8Array> {
  const sheet: (string | number)[][] = [PRODUCT_HEADER];
  for (let i = 0; i < rows; i++) {
    sheet.push([
      `${prefix}${String(i).padStart(6, '0')}`,
      `大宗行情数据 ${i}`,
      `玉米和小麦的价格 ${i % 97}`,
      '种植业',
      i,
      '',
      'xlsx',
      '日度',
      '全国',
    ]);
  }
  return new Uint8Array(await writeXlsxFile(sheet).toBuffer());
}

/** A small real workbook: cut in half (no directory), or with a web page after its end (a polyglot). */
export async function brokenWorkbooks(): Promise<Record<string, Uint8Array>> {
  const whole = await productsXlsx(3, 'B');
  const html = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
  return {
    'truncated XLSX': whole.subarray(0, whole.length >> 1),
    'XLSX with a web page appended': new Uint8Array([...whole, ...html]),
    'zip that is no workbook': zipOf([{ name: 'word/document.xml', data: '<w:document/>' }]),
  };
}

// ---- images ----

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ihdr(width: number, height: number, colour: number): Buffer {
  const head = Buffer.alloc(13);
  head.writeUInt32BE(width, 0);
  head.writeUInt32BE(height, 4);
  head[8] = 8;
  head[9] = colour;
  return head;
}

/** Issue 27's pixel bomb: an 8000×8000 grey PNG of about 62 KB (64 MB of pixels, 256 MB as RGBA). */
export function pixelBombPng(): Uint8Array {
  const side = 8000;
  const rows = Buffer.alloc((side + 1) * side);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from(PNG_SIGNATURE),
      chunk('IHDR', ihdr(side, side, 0)),
      chunk('IDAT', deflateSync(rows, { level: 9 })),
      chunk('IEND', new Uint8Array(0)),
    ]),
  );
}

/** A PNG header of a 300×200 image and no image data. */
export function headerOnlyPng(): Uint8Array {
  return new Uint8Array(
    Buffer.concat([
      Buffer.from(PNG_SIGNATURE),
      chunk('IHDR', ihdr(300, 200, 2)),
      chunk('IEND', new Uint8Array(0)),
    ]),
  );
}

const html = (s: string) => new TextEncoder().encode(s);

/** Every hostile file an image upload must refuse (4xx or a refusal), by name. */
export function hostileImages(): Record<string, Uint8Array> {
  const png = pngOf(300, 200, 7);
  return {
    'pixel bomb PNG': pixelBombPng(),
    'PNG header without image data': headerOnlyPng(),
    'truncated PNG': png.subarray(0, Math.floor(png.length * 0.6)),
    'PNG header then a web page (polyglot)': new Uint8Array([
      ...headerOnlyPng().subarray(0, 33),
      ...html('<html><script>alert(document.cookie)</script></html>'.padEnd(600, ' ')),
    ]),
    'wrong magic: a PDF named .png': html('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
    'wrong magic: an XLSX bomb': xlsxBomb(),
  };
}

/** Every hostile file the report PDF upload must refuse. */
export function hostilePdfs(): Record<string, Uint8Array> {
  return {
    'truncated PDF (header only)': html('%PDF-1.7\n'),
    'PDF header then a web page (polyglot)': html('%PDF-1.4\n<html><script>alert(1)</script></html>'),
    'PDF of 100,000 nested arrays': html(
      `%PDF-1.4\n1 0 obj\n${'['.repeat(100_000)}\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF`,
    ),
    'wrong magic: a PNG (header only) named .pdf': headerOnlyPng(),
    'wrong magic: an XLSX bomb': xlsxBomb(),
  };
}

/** Every hostile file an import upload must refuse at once (the XLSX ones by their directory). */
export async function hostileImports(): Promise<Record<string, Uint8Array>> {
  return {
    'XLSX bomb (10 MiB of blanks)': xlsxBomb(),
    'zip of 20,000 entries': manyEntriesZip(),
    ...(await brokenWorkbooks()),
    'wrong magic: a PNG (header only) named .csv': headerOnlyPng(),
    'wrong magic: old binary Excel': new Uint8Array([
      0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0,
    ]),
  };
}
