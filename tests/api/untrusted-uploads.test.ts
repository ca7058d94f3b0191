/**
 * Issue 27, rows 1 and 5: every untrusted file is read off the serving thread, with limits. Through the real upload
 * routes, an XLSX bomb, a zip of 20,000 entries, truncated, wrong-magic and polyglot files, a pixel bomb and a PNG
 * header without its pixels are refused in Chinese and change no row; a 50,000-row workbook imports whole; a stored
 * image is encoded again without its metadata.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, like } from 'drizzle-orm';
import sharp from 'sharp';
import { attachments, dataProducts, imports } from '#server/db/schema/index.ts';
import { BAIKE_IMAGE_LIMITS } from '#lib/baike/limits.ts';
import { BAIKE_IMAGE_MSG } from '#lib/baike/messages.ts';
import { FILE_MSG } from '#lib/content/messages.ts';
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import { IMPORT_LIMITS } from '#lib/imports/model.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import {
  brokenWorkbooks,
  headerOnlyPng,
  hostilePdfs,
  lyingXlsxBomb,
  manyEntriesZip,
  pixelBombPng,
  productsXlsx,
  xlsxBomb,
} from './hostile-files.ts';
import { pngOf } from './image-bytes.ts';
import { importEnds, uploadAs } from './imports-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
let member: Caller;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  ({ call: editor } = await signedIn(t, 'fileseditor', 'editor'));
  ({ call: member } = await signedIn(t, 'filesmember'));
}, 120_000);
afterAll(() => t.close());

const rows = async (table: typeof imports | typeof attachments) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;
const products = async (prefix: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(dataProducts)
      .where(like(dataProducts.docId, `${prefix}%`))
  )[0]!.n;

describe('an import file', () => {
  it('the XLSX bomb (10 MiB of blanks in about 10 KB) is refused at upload within 2 s: no record, no row', async () => {
    const bomb = xlsxBomb();
    expect(bomb.length).toBeLessThan(20_000);
    const before = await rows(imports);
    const started = performance.now();
    const res = await uploadAs(editor, bomb, 'bomb.xlsx');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(res.json).toMatchObject({ code: 0, msg: IMPORT_MSG.zipRatio(IMPORT_LIMITS.zipRatio) });
    expect(await rows(imports)).toBe(before);
  });

  it('a zip of 20,000 entries is refused by its directory, before a single entry is read', async () => {
    const before = await rows(imports);
    const zip = manyEntriesZip();
    const started = performance.now();
    const res = await uploadAs(editor, zip, 'many.xlsx');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(res.json).toMatchObject({ code: 0, msg: IMPORT_MSG.zipEntries(IMPORT_LIMITS.zipEntries) });
    expect(await rows(imports)).toBe(before);
  });

  it('a truncated workbook, one with a web page appended, a zip of no workbook and wrong magic are refused at once', async () => {
    const before = await rows(imports);
    const broken = await brokenWorkbooks();
    expect((await uploadAs(editor, broken['truncated XLSX']!, 'half.xlsx')).json).toMatchObject({
      code: 0,
      msg: IMPORT_MSG.zipBroken,
    });
    expect(
      (await uploadAs(editor, broken['XLSX with a web page appended']!, 'poly.xlsx')).json,
    ).toMatchObject({
      code: 0,
      msg: IMPORT_MSG.zipBroken,
    });
    expect((await uploadAs(editor, broken['zip that is no workbook']!, 'doc.xlsx')).json).toMatchObject({
      code: 0,
      msg: IMPORT_MSG.notXlsx,
    });
    expect((await uploadAs(editor, pngOf(300, 200), 'photo.csv')).json).toMatchObject({
      code: 0,
      msg: IMPORT_MSG.fileType,
    });
    expect(await rows(imports)).toBe(before);
    expect(await products('B')).toBe(0);
  });

  it('a bomb whose directory understates the sheet is refused by the worker, its record says why, nothing written', async () => {
    const res = await uploadAs(editor, lyingXlsxBomb(), 'liar.xlsx');
    expect(res.json.code).toBe(1);
    const started = performance.now();
    const rec = await importEnds(editor, res.json.data.id);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(rec).toMatchObject({ status: 'refused', message: IMPORT_MSG.zipBroken, inserted: 0 });
  });

  it('a real 50,000-row workbook is read in the worker and imported whole', async () => {
    const file = await productsXlsx(50_000);
    const res = await uploadAs(editor, file, 'big.xlsx');
    expect(res.json).toMatchObject({ code: 1, msg: IMPORT_MSG.started });
    const rec = await importEnds(editor, res.json.data.id, [], 50);
    expect(rec).toMatchObject({ status: 'done', rows_total: 50_000, inserted: 50_000, rows_bad: 0 });
    expect(await products('R')).toBe(50_000);
  }, 240_000);

  it('a CSV is read in the worker too: its lines and cells as before', async () => {
    const csv = '\uFEFF文档编号,标题,价格(分)\nC1,"玉米,日度",1\n\nC2,小麦,x\nC3,大豆,3\n';
    const res = await uploadAs(editor, csv, 'c.csv');
    const rec = await importEnds(editor, res.json.data.id);
    expect(rec).toMatchObject({ status: 'done', inserted: 2, rows_bad: 1 });
    // The bad row named by its line in the file (a blank line before it counted).
    expect(rec.problems).toMatchObject([{ line: 4, column: '价格(分)' }]);
    expect(await products('C')).toBe(2);
  });
});

describe('a report PDF', () => {
  it('truncated, polyglot, nested 100,000 deep, wrong magic: each refused in Chinese, no attachment', async () => {
    const before = await rows(attachments);
    for (const [name, bytes] of Object.entries(hostilePdfs())) {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], 'report.pdf'));
      const res = await editor('/api/admin/attachment/upload', undefined, { raw: form });
      expect(res.json.code, name).toBe(0);
      expect([FILE_MSG.uploadBroken, FILE_MSG.uploadNotPdf], name).toContain(res.json.msg);
    }
    expect(await rows(attachments)).toBe(before);
  });
});

const uploadImage = (bytes: Uint8Array) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  return member('/api/baike/uploadImage', undefined, { raw: form });
};

describe('a member’s image', () => {
  it('an 8000×8000 PNG of about 62 KB is refused by its pixel count, read from its header', async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(300_000);
    const started = performance.now();
    const res = await uploadImage(bomb);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(res.json).toMatchObject({
      code: 0,
      msg: BAIKE_IMAGE_MSG.tooManyPixels(BAIKE_IMAGE_LIMITS.maxPixels),
    });
  });

  it('a PNG header without image data, a truncated PNG and a header before a web page are refused as broken', async () => {
    const png = pngOf(300, 200, 5);
    const polyglot = new Uint8Array([
      ...headerOnlyPng().subarray(0, 33),
      ...new TextEncoder().encode('<html><script>alert(1)</script></html>'.padEnd(500, ' ')),
    ]);
    for (const bytes of [headerOnlyPng(), png.subarray(0, Math.floor(png.length * 0.6)), polyglot]) {
      expect((await uploadImage(bytes)).json).toMatchObject({ code: 0, msg: BAIKE_IMAGE_MSG.broken });
    }
  });

  it('a real PNG with a web page after its end is stored without it: the bytes stored are encoded again', async () => {
    const page = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
    const res = await uploadImage(new Uint8Array([...pngOf(320, 200, 6), ...page]));
    expect(res.json.code).toBe(1);
    const stored = Buffer.from(await (await t.app.request(res.json.data.src)).arrayBuffer());
    expect(stored.includes('<script')).toBe(false);
    expect((await sharp(stored).metadata()).width).toBe(320);
  });

  it('a JPEG’s EXIF (GPS, camera) is not stored, and its orientation is applied to the pixels', async () => {
    // 400×240 stored sideways, EXIF orientation 6 (turn 90° clockwise to view), with a GPS position.
    const photo = await sharp({ create: { width: 400, height: 240, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '39/1 54/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '116/1 23/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(photo.includes('PhoneMaker')).toBe(true);
    const res = await uploadImage(new Uint8Array(photo));
    expect(res.json).toMatchObject({ code: 1, data: { width: 240, height: 400 } });
    const stored = Buffer.from(await (await t.app.request(res.json.data.src)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 240, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('PhoneMaker')).toBe(false);
    expect(stored.includes('Exif')).toBe(false);
  });
});
