/** The data import pipeline, proven with the data products family (POST /api/admin/import/*). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, like } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { readSheet } from 'read-excel-file/node';
import { contentEvents, dataProducts, imports } from '#server/db/schema/index.ts';
import { CONTENT_MSG } from '#lib/content/messages.ts';
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import { IMPORT_LIMITS } from '#lib/imports/model.ts';
import { FILE_LIMITS } from '#lib/limits.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { importEnds, importFile, uploadAs } from './imports-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
let member: Caller;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  ({ call: editor } = await signedIn(t, 'editor01', 'editor'));
  ({ call: member } = await signedIn(t, 'member01'));
});
afterAll(() => t.close());

const productsLike = async (prefix: string) =>
  t.db
    .select()
    .from(dataProducts)
    .where(like(dataProducts.docId, `${prefix}%`))
    .orderBy(asc(dataProducts.docId));

const HEADER = '文档编号,标题,简介,行业,价格(分),VIP价格(分),格式,更新频率,覆盖范围';

describe('who may import', () => {
  it('refuses a visitor and a member (non-editor), for every import call', async () => {
    expect((await uploadAs(t.call, `${HEADER}\nV1,标题`, 'a.csv')).status).toBe(401);
    expect((await uploadAs(member, `${HEADER}\nV1,标题`, 'a.csv')).status).toBe(403);
    expect((await member('/api/admin/import/families', {})).status).toBe(403);
    expect((await member('/api/admin/import/status', { id: 1 })).status).toBe(403);
    expect((await member('/api/admin/import/list', {})).status).toBe(403);
    expect(await productsLike('V')).toEqual([]);
  });
});

describe('families and template', () => {
  it('lists the product family with its columns, and its template is an XLSX with the header and an example', async () => {
    const res = await editor('/api/admin/import/families', {});
    const product = res.json.data.find((f: { key: string }) => f.key === 'product');
    expect(product).toMatchObject({ label: '数据产品' });
    expect(product.columns[0]).toMatchObject({ field: 'doc_id', header: '文档编号', required: true });
    expect((await editor('/api/admin/import/template?family=nope')).json.msg).toBe(IMPORT_MSG.familyInvalid);
  });

  it('an editor downloads the template, fills it in and imports it as it is', async () => {
    const res = await t.app.request('/api/admin/import/template?family=product', {
      headers: { token: await tokenOf() },
    });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const sheet = await readSheet(Buffer.from(await res.arrayBuffer()));
    expect(sheet[0]![0]).toBe('文档编号*');
    expect(sheet).toHaveLength(2);
    const filled = await writeXlsxFile([
      sheet[0]!.map(String),
      ['TPL1', '模板导入的产品', '', '', 9900, '', '', '', ''],
    ]).toBuffer();
    expect(await importFile(editor, new Uint8Array(filled), '模板.xlsx')).toMatchObject({
      status: 'done',
      inserted: 1,
    });
    expect((await productsLike('TPL'))[0]).toMatchObject({
      title: '模板导入的产品',
      priceCents: 9900,
      status: 'draft',
    });
  });
});

/** A second session of the editor, for a raw request (the template's bytes). */
async function tokenOf(): Promise<string> {
  const res = await t.browser()('/api/user/login', { username: 'editor01', password: 'secret123' });
  return res.json.data.token as string;
}

describe('good files', () => {
  it('a UTF-8 CSV with BOM writes every row, as drafts', async () => {
    const csv = `\uFEFF${HEADER}\nA1,玉米价格日度数据,,种植业,9900,6900,xlsx,日度,全国\nA2,"生猪出栏,月度",,畜牧业,0,0,csv,月度,全国\nA3,小麦库存,,,,,,,\n`;
    const rec = await importFile(editor, csv, '产品.csv');
    expect(rec).toMatchObject({
      status: 'done',
      rows_total: 3,
      rows_good: 3,
      rows_bad: 0,
      inserted: 3,
      updated: 0,
    });
    const rows = await productsLike('A');
    expect(rows.map((r) => [r.docId, r.title, r.priceCents, r.status])).toEqual([
      ['A1', '玉米价格日度数据', 9900, 'draft'],
      ['A2', '生猪出栏,月度', 0, 'draft'],
      ['A3', '小麦库存', 0, 'draft'],
    ]);
    expect(rows[2]!.format).toBe('xlsx'); // a blank cell: the column's default
  });

  it('an XLSX with English headers writes every row', async () => {
    const xlsx = await writeXlsxFile([
      ['doc_id', 'Title', 'price_cents', 'Industry'],
      ['X1', '大豆进口月度数据', 1200, '种植业'],
      ['X2', '棉花价格周度数据', 3400, '种植业'],
    ]).toBuffer();
    const rec = await importFile(editor, new Uint8Array(xlsx), 'products.xlsx');
    expect(rec).toMatchObject({ status: 'done', inserted: 2, rows_bad: 0 });
    expect((await productsLike('X')).map((r) => [r.title, r.priceCents])).toEqual([
      ['大豆进口月度数据', 1200],
      ['棉花价格周度数据', 3400],
    ]);
  });

  it('a GBK CSV as Chinese Excel saves it decodes', async () => {
    // 文档编号,标题\r\nG1,大白菜 in GBK (what 中文版 Excel writes for “CSV (逗号分隔)”).
    const gbk = new Uint8Array([
      0xce, 0xc4, 0xb5, 0xb5, 0xb1, 0xe0, 0xba, 0xc5, 0x2c, 0xb1, 0xea, 0xcc, 0xe2, 0x0d, 0x0a, 0x47, 0x31,
      0x2c, 0xb4, 0xf3, 0xb0, 0xd7, 0xb2, 0xcb, 0x0d, 0x0a,
    ]);
    expect(new TextDecoder('gb18030').decode(gbk)).toBe('文档编号,标题\r\nG1,大白菜\r\n');
    expect(await importFile(editor, gbk, 'gbk.csv')).toMatchObject({ status: 'done', inserted: 1 });
    expect((await productsLike('G'))[0]!.title).toBe('大白菜');
  });

  it('a re-import updates by document number instead of duplicating', async () => {
    const csv = `${HEADER}\nR1,第一版,,,100,,,,\nR2,第一版,,,200,,,,\n`;
    await importFile(editor, csv, 'r.csv');
    const again = await importFile(editor, `文档编号,标题\nR1,第二版\nR2,第二版\nR3,新的\n`, 'r2.csv');
    expect(again).toMatchObject({ status: 'done', inserted: 1, updated: 2 });
    const rows = await productsLike('R');
    expect(rows.map((r) => [r.docId, r.title, r.priceCents])).toEqual([
      ['R1', '第二版', 100], // a column the file does not carry keeps its value
      ['R2', '第二版', 200],
      ['R3', '新的', 0],
    ]);
  });
});

describe('bad rows', () => {
  const badCsv = [
    HEADER,
    'B1,好的一行,,,100,,,,',
    'B2,,,,100,,,,', // line 3: no title
    'B3,价格不对,,,十元,,,,', // line 4: price not a number
    'B1,重复编号,,,100,,,,', // line 5: same document number as line 2
    ',没有编号,,,,,,,', // line 6: no document number
    'B4,另一行好的,,,200,,,,',
  ].join('\n');

  it('reports every bad row with its line, its column and the Chinese reason the API would give', async () => {
    const rec = await importFile(editor, badCsv, 'bad.csv', 'all_or_nothing');
    expect(rec.problems).toEqual([
      { line: 3, column: '标题', reason: CONTENT_MSG.titleRequired },
      { line: 4, column: '价格(分)', reason: CONTENT_MSG.priceCentsInvalid },
      { line: 5, column: '文档编号', reason: IMPORT_MSG.duplicateKey(2) },
      { line: 6, column: '文档编号', reason: CONTENT_MSG.docIdRequired },
    ]);
  });

  it('all_or_nothing writes nothing when any row is bad', async () => {
    const before = await t.db.select({ n: count() }).from(dataProducts);
    const rec = await importFile(editor, badCsv, 'bad.csv', 'all_or_nothing');
    expect(rec).toMatchObject({ status: 'refused', rows_total: 6, rows_good: 2, rows_bad: 4, inserted: 0 });
    expect(rec.message).toBe(IMPORT_MSG.refusedBadRows(4));
    expect(await t.db.select({ n: count() }).from(dataProducts)).toEqual(before);
    expect(await productsLike('B')).toEqual([]);
  });

  it('good_rows writes only the good rows', async () => {
    const rec = await importFile(editor, badCsv, 'bad.csv', 'good_rows');
    expect(rec).toMatchObject({ status: 'done', rows_good: 2, rows_bad: 4, inserted: 2 });
    expect((await productsLike('B')).map((r) => [r.docId, r.title])).toEqual([
      ['B1', '好的一行'],
      ['B4', '另一行好的'],
    ]);
  });

  it('refuses a file without a required column, and a file that is not CSV or XLSX, writing nothing', async () => {
    expect(await importFile(editor, '标题,价格(分)\n无编号,1\n', 'c.csv')).toMatchObject({
      status: 'refused',
      message: IMPORT_MSG.missingColumns(['文档编号']),
    });
    // Refused by its first bytes when it is uploaded: no record, no worker.
    const records = async () => (await t.db.select({ n: count() }).from(imports))[0]!.n;
    const before = await records();
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]);
    expect((await uploadAs(editor, pdf, 'x.pdf')).json).toMatchObject({ code: 0, msg: IMPORT_MSG.fileType });
    expect(await records()).toBe(before);
    expect((await uploadAs(editor, '', 'empty.csv')).json.msg).toBe(IMPORT_MSG.fileEmpty);
    const huge = new Uint8Array((FILE_LIMITS.maxImportMb + 1) * 1024 * 1024);
    const tooLarge = await editor('/api/admin/import/upload', undefined, {
      raw: huge,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(tooLarge.json.msg).toBe(IMPORT_MSG.fileTooLarge(FILE_LIMITS.maxImportMb));
    expect((await uploadAs(editor, 'a', 'a.csv', 'sometimes')).json.msg).toBe(IMPORT_MSG.modeInvalid);
    expect((await uploadAs(editor, 'a', 'a.csv', 'good_rows', 'nope')).json.msg).toBe(
      IMPORT_MSG.familyInvalid,
    );
  });
});

describe('publishing and the public cache', () => {
  it('an import that edits a published product logs its event and the cached public answer changes', async () => {
    const made = await editor('/api/admin/product/create', { title: '旧标题', doc_id: 'P1' });
    const id = made.json.data.id as number;
    await editor('/api/admin/product/publish', { id });
    expect((await t.call('/api/data/getProductDetail', { id })).json.data.title).toBe('旧标题');
    expect((await t.call('/api/data/getProductDetail', { id })).json.data.title).toBe('旧标题'); // now cached
    const rec = await importFile(editor, '文档编号,标题\nP1,新标题\nP2,草稿不公开\n', 'p.csv');
    expect(rec).toMatchObject({ status: 'done', inserted: 1, updated: 1 });
    const events = await t.db
      .select()
      .from(contentEvents)
      .where(and(eq(contentEvents.entity, 'product'), eq(contentEvents.entityId, id)))
      .orderBy(asc(contentEvents.id));
    expect(events.map((e) => e.action)).toEqual(['publish', 'update']);
    expect((await t.call('/api/data/getProductDetail', { id })).json.data.title).toBe('新标题');
  });
});

describe('progress and records', () => {
  it('a 20,000-row file shows its progress while it runs, then its totals', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 20_000; i++)
      lines.push(`L${String(i).padStart(5, '0')},大宗行情数据 ${i},,,${i},,,,`);
    const res = await uploadAs(editor, lines.join('\n'), 'big.csv');
    expect(res.json).toMatchObject({ code: 1, msg: IMPORT_MSG.started });
    const seen: Record<string, number | string>[] = [];
    const rec = await importEnds(editor, res.json.data.id, seen);
    expect(rec).toMatchObject({ status: 'done', rows_total: 20_000, inserted: 20_000 });
    const midway = seen.filter(
      (s) => s.status === 'running' && Number(s.rows_done) > 0 && Number(s.rows_done) < 20_000,
    );
    expect(midway.length).toBeGreaterThan(0);
    expect(midway[0]!.rows_total).toBe(20_000);
    expect(
      (await t.db.select({ n: count() }).from(dataProducts).where(like(dataProducts.docId, 'L%')))[0]!.n,
    ).toBe(20_000);
    const list = await editor('/api/admin/import/list', { family: 'product', pageSize: 5 });
    expect(list.json.data.list[0]).toMatchObject({
      id: res.json.data.id,
      file_name: 'big.csv',
      status: 'done',
    });
    expect(list.json.data.list[0].problems).toBeUndefined();
  }, 120_000);
});

describe('a record left running', () => {
  it('by a process that stopped (no heartbeat lately) reads as failed, nothing written, with the reason', async () => {
    const [row] = await t.db
      .insert(imports)
      .values({
        family: 'product',
        fileName: 'x.csv',
        size: 1,
        byUid: 1,
        mode: 'good_rows',
        status: 'running',
        startedAt: new Date(NOW.getTime() - IMPORT_LIMITS.lostAfterMs - 1_000),
      })
      .returning({ id: imports.id });
    expect((await editor('/api/admin/import/status', { id: row!.id })).json.data).toMatchObject({
      status: 'failed',
      message: IMPORT_MSG.interrupted,
    });
    expect((await editor('/api/admin/import/status', { id: 999_999 })).json.msg).toBe(IMPORT_MSG.importGone);
  });
});
