import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { TRADE_TABLES, type TradeTable } from '#lib/trade/download.ts';
import { TRADE_DOWNLOAD_MSG, TRADE_MSG } from '#lib/trade/messages.ts';
import { tradePermittedOrigins } from '#server/db/schema/index.ts';
import { signedIn } from './content-fixtures.ts';
import { type Caller, type TestApp } from './support.ts';
import { EXAMPLE_CODE, NEWEST, tradeApp } from './trade-fixtures.ts';

let t: TestApp;
let member: Caller;
let token: string;

beforeAll(async () => {
  t = await tradeApp();
  member = (await signedIn(t, 'trademember')).call;
  const login = await t.browser()('/api/user/login', { username: 'trademember', password: 'secret123' });
  token = login.json.data.token as string;
});
afterAll(() => t.close());

/** Each table: the parameters a page asks its call with, the call, and the units its header must carry. */
const CASES: Record<
  TradeTable,
  { params: Record<string, string>; call: [string, 'GET' | 'POST']; units: string[] }
> = {
  productSeries: {
    params: { code: EXAMPLE_CODE, currency: 'usd', period: 'month' },
    call: ['/api/trade/getProductSeries', 'POST'],
    units: ['进口额（美元）', '进口数量（千克）', '进口单价（美元/千克）', '出口同比（%）'],
  },
  originList: {
    params: { code: EXAMPLE_CODE, direction: 'import', period: 'cumulative' },
    call: ['/api/trade/getOriginList', 'POST'],
    units: ['进口额（美元）', '上年同期（美元）', '同比（%）', '占比（%）', '数量', '计量单位'],
  },
  productByOrigin: {
    params: { partner: 'BR', currency: 'rmb' },
    call: ['/api/trade/getProductByOrigin', 'POST'],
    units: ['进口额（元）', '占比（%）', '计量单位', '单价（元/计量单位）'],
  },
  exportByOrigin: {
    params: { partner: 'US' },
    call: ['/api/trade/getExportByOrigin', 'POST'],
    units: ['出口额（美元）', '同比（%）'],
  },
  countrySeries: {
    params: { partner: '巴西', currency: 'rmb', from: '2026-01' },
    call: ['/api/trade/getCountrySeries', 'POST'],
    units: ['进口额（元）', '出口额（元）', '贸易差额（元）'],
  },
  taxRates: {
    params: { code: '1201' },
    call: ['/api/trade/getTaxRate', 'POST'],
    units: ['最惠国税率（%）', '协定税率（%）'],
  },
  permitOrigins: {
    params: { code: '1201' },
    call: ['/api/trade/getPermitOriginList', 'POST'],
    units: ['准入产品', '国家（地区）'],
  },
  topClass: {
    params: { currency: 'usd' },
    call: ['/api/trade/getTopClass', 'GET'],
    units: ['进口额（美元）', '出口额（美元）', '进口同比（%）'],
  },
};

const downloadPath = (table: string, format: string, params: Record<string, string>) =>
  `/api/trade/download?${new URLSearchParams({ table, format, ...params })}`;

async function answerOf(table: TradeTable) {
  const { params, call } = CASES[table];
  const res =
    call[1] === 'GET'
      ? await t.call(`${call[0]}?${new URLSearchParams(params)}`)
      : await t.call(call[0], params);
  expect(res.json.code, res.json.msg).toBe(1);
  return res.json.data;
}

/** The CSV's lines as cells; the table ends at the first blank line, the notes follow. */
function readCsv(text: string) {
  // Response.text() drops the BOM; the bytes keep it (checked below).
  const lines = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
  const end = lines.findIndex((l) => l.every((c) => c === ''));
  return {
    header: lines[0]!,
    rows: lines.slice(1, end),
    notes: lines.slice(end + 1).map((l) => l[0]!),
  };
}

const cell = (v: unknown) => (v === null || v === undefined ? '' : String(v));

describe('GET /api/trade/download', () => {
  it.each(TRADE_TABLES)(
    'gives a member %s as CSV: units in the header, rows equal to the call',
    async (table) => {
      const { params, units } = CASES[table];
      const res = await member(downloadPath(table, 'csv', params));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="trade-${table}\\.csv"; filename\\*=UTF-8''`),
      );
      const file = readCsv(res.text);
      for (const u of units) expect(file.header).toContain(u);
      const answer = await answerOf(table);
      const expected = expectedRows(table, answer);
      expect(file.rows).toEqual(expected.map((r) => r.map(cell)));
      expect(file.notes.length).toBeGreaterThan(0);
      // Flows and tariffs name their source: generated (demo) or imported; 080211's example rows are not demo.
      const source = file.notes.join('\n');
      if (table === 'permitOrigins') expect(source).toContain(TRADE_DOWNLOAD_MSG.permitSource);
      else if (table === 'taxRates') expect(source).toContain(TRADE_DOWNLOAD_MSG.tariffSource);
      else if (params.code === EXAMPLE_CODE) expect(source).toContain(TRADE_DOWNLOAD_MSG.importedSource);
      else expect(source).toContain(TRADE_DOWNLOAD_MSG.demoSource);
    },
  );

  it('gives the worked example exactly: January–October imports of 080211 by partner', async () => {
    const res = await member(downloadPath('originList', 'csv', CASES.originList.params));
    const file = readCsv(res.text);
    expect(file.rows[0]!.slice(0, 10)).toEqual([
      '1',
      '美国',
      '502',
      'US',
      '1000000',
      '800000',
      '25',
      '95.2',
      '100000',
      '千克',
    ]);
    expect(file.rows.at(-1)!.slice(1, 7)).toEqual(['合计', '', '', '1050000', '800000', '31.3']);
    expect(file.notes).toContain(`统计期：2026-01 至 ${NEWEST}（累计）`);
    expect(file.notes).toContain(TRADE_DOWNLOAD_MSG.importedSource);
    expect(file.notes).toContain('币种：美元；金额单位：美元');
  });

  it('gives the same table as XLSX, read back with its units and numbers', async () => {
    const raw = await t.app.request(downloadPath('topClass', 'xlsx', CASES.topClass.params), {
      headers: { token },
    });
    expect(raw.headers.get('content-type')).toContain('spreadsheetml');
    const [sheet] = await readXlsxFile(Buffer.from(await raw.arrayBuffer()));
    const rows = sheet!.data;
    expect(rows[0]).toContain('进口额（美元）');
    const answer = await answerOf('topClass');
    expect(rows.slice(1, 1 + answer.chapters.length)).toEqual(
      expectedRows('topClass', answer).map((r) => r.map((v) => v ?? null)),
    );
    expect(rows.at(-1)![0]).toMatch(/^商品编码：/);
  });

  it('signs a member in by the token cookie (a link the browser opens), the CSV with its BOM', async () => {
    const res = await t.app.request(downloadPath('topClass', 'csv', CASES.topClass.params), {
      headers: { cookie: `token=${token}` },
    });
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect([...new Uint8Array(await res.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes an imported note that starts a formula as text: a quote mark before it, never run by a spreadsheet', async () => {
    const answer = await answerOf('permitOrigins');
    const product = answer.list[0].product as string;
    const [a, b] = answer.list[0].origins as { iso2: string; note: string }[];
    const formulas = ['=HYPERLINK("http://example.com/x","点此查看")', "+cmd|' /C calc'!A0"];
    const setNote = (iso2: string, note: string) =>
      t.db
        .update(tradePermittedOrigins)
        .set({ note })
        .where(and(eq(tradePermittedOrigins.product, product), eq(tradePermittedOrigins.iso2, iso2)));
    await setNote(a!.iso2, formulas[0]!);
    await setNote(b!.iso2, formulas[1]!);
    try {
      const res = await member(downloadPath('permitOrigins', 'csv', CASES.permitOrigins.params));
      const notes = readCsv(res.text).rows.map((r) => r.at(-1));
      expect(notes).toContain(`'${formulas[0]}`);
      expect(notes).toContain(`'${formulas[1]}`);
      expect(notes.filter((n) => /^[=+\-@\t\r]/.test(n!))).toEqual([]);
    } finally {
      await setNote(a!.iso2, a!.note);
      await setNote(b!.iso2, b!.note);
    }
  });

  it('refuses a visitor with code 0 and the Chinese message, and writes no file', async () => {
    const res = await t.call(downloadPath('topClass', 'csv', CASES.topClass.params));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 0, msg: TRADE_DOWNLOAD_MSG.loginRequired });
  });

  it('refuses an unknown table, an unknown format and the table call’s own bad input in Chinese', async () => {
    const bad = [
      [downloadPath('everything', 'csv', {}), TRADE_DOWNLOAD_MSG.badTable],
      ['/api/trade/download?format=csv', TRADE_DOWNLOAD_MSG.badTable],
      [downloadPath('topClass', 'pdf', {}), TRADE_DOWNLOAD_MSG.badFormat],
      [downloadPath('topClass', 'csv', { currency: 'eur' }), TRADE_MSG.badCurrency],
      [downloadPath('taxRates', 'csv', { code: '12a' }), TRADE_MSG.badCode],
      [downloadPath('taxRates', 'csv', { code: '9999' }), TRADE_MSG.unknownCode],
      [
        downloadPath('originList', 'csv', { code: EXAMPLE_CODE, month: '2030-01' }),
        TRADE_MSG.pastData(NEWEST),
      ],
      [downloadPath('countrySeries', 'csv', { partner: '火星' }), TRADE_MSG.unknownPartner],
    ] as const;
    for (const [path, msg] of bad) {
      const res = await member(path);
      expect(res.json, path).toMatchObject({ code: 0, msg });
    }
  });
});

/* eslint-disable @typescript-eslint/no-explicit-any -- the answers as the calls sent them (JSON) */
/** The rows each answer must give, written from the answer's fields (independent of the server's shaping code). */
function expectedRows(table: TradeTable, a: any): unknown[][] {
  const ranked = (r: any) => [
    r.value,
    r.value_prev,
    r.yoy,
    r.share,
    r.quantity,
    r.unit || null,
    r.unit_value,
  ];
  switch (table) {
    case 'productSeries':
      return a.months.map((m: any) => [
        m.month,
        ...[m.import, m.export].flatMap((p: any) => [p.value, p.quantity, p.unit_value, p.yoy]),
      ]);
    case 'originList':
      return [
        ...a.partners.map((p: any, i: number) => [
          i + 1,
          p.name,
          p.code,
          p.iso2,
          ...ranked(p),
          p.permitted === null ? null : p.permitted ? '是' : '否',
        ]),
        [null, '合计', null, null, ...ranked(a.total), null],
      ];
    case 'productByOrigin':
    case 'exportByOrigin':
      return [
        ...a.products.map((p: any, i: number) => [i + 1, p.code, p.name, ...ranked(p)]),
        [null, null, '合计', a.total.value, a.total.value_prev, a.total.yoy, a.total.share, null, null, null],
      ];
    case 'countrySeries':
      return a.months.map((m: any) => [m.month, m.import, m.export, m.balance]);
    case 'taxRates':
      return a.rates.map((r: any) => [
        r.code,
        r.name,
        r.mfn,
        r.general,
        r.provisional,
        r.agreements.map((g: any) => `${g.name} ${g.rate}`).join('；') || null,
      ]);
    case 'permitOrigins':
      return a.list.flatMap((p: any) =>
        p.origins.map((o: any) => [
          p.group,
          p.product,
          p.hs.join('、'),
          o.name,
          o.code,
          o.iso2,
          o.note || null,
        ]),
      );
    case 'topClass':
      return a.chapters.map((c: any) => [
        c.code,
        c.name,
        c.import.value,
        c.import.value_prev,
        c.import.yoy,
        c.export.value,
        c.export.value_prev,
        c.export.yoy,
      ]);
  }
}
