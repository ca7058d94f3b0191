/** The trade import families (flows, tariff rates, permitted origins) through the import pipeline. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { contentEvents, tradeFlows, tradeMonths } from '#server/db/schema/index.ts';
import { TRADE_IMPORT_MSG } from '#lib/trade/messages.ts';
import { PERMIT_PRODUCT_CODES, PORT_KINDS } from '#lib/trade/rules.ts';
import { signedIn } from './content-fixtures.ts';
import { importEnds, uploadAs } from './imports-fixtures.ts';
import { EXAMPLE_CODE, NEWEST, tradeApp, US } from './trade-fixtures.ts';
import type { Caller, TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
beforeAll(async () => {
  t = await tradeApp();
  ({ call: editor } = await signedIn(t, 'editor01', 'editor'));
}, 120_000);
afterAll(() => t.close());

async function imported(family: string, csv: string) {
  const res = await uploadAs(editor, csv, `${family}.csv`, 'good_rows', family);
  expect(res.json).toMatchObject({ code: 1 });
  return importEnds(editor, res.json.data.id);
}

const origins = () => t.call('/api/trade/getOriginList', { code: EXAMPLE_CODE });

describe('trade_flow import', () => {
  it('upserts monthly rows on their key, converts USD at the month’s rate, drops the cached answers', async () => {
    expect((await origins()).json.data.total.value).toBe(150_000);
    const [month] = await t.db.select().from(tradeMonths).where(eq(tradeMonths.month, NEWEST));
    const csv = [
      '月份,商品编码,贸易伙伴,进出口,美元金额,人民币金额,数量,计量单位',
      `${NEWEST},080211,美国,进口,120000,,12000,千克`,
      `${NEWEST},080211,JP,import,1000,7100,100,千克`,
      `2026-11,080211,美国,进口,1,,1,千克`,
      `${NEWEST},999999,美国,进口,1,,1,千克`,
      `${NEWEST},0802,美国,进口,1,,1,千克`,
      `${NEWEST},080211,火星,进口,1,,1,千克`,
    ].join('\n');
    const rec = await imported('trade_flow', csv);
    expect(rec).toMatchObject({ status: 'done', rows_total: 6, rows_bad: 4, inserted: 1, updated: 1 });
    const reasons = (rec.problems as { reason: string }[]).map((b) => b.reason);
    expect(reasons).toEqual([
      TRADE_IMPORT_MSG.futureMonth,
      TRADE_IMPORT_MSG.unknownCodeNamed('999999'),
      TRADE_IMPORT_MSG.notSixDigits,
      TRADE_IMPORT_MSG.unknownPartnerNamed('火星'),
    ]);
    const [us] = await t.db
      .select()
      .from(tradeFlows)
      .where(and(eq(tradeFlows.month, NEWEST), eq(tradeFlows.hs6, EXAMPLE_CODE), eq(tradeFlows.partner, US)));
    expect(us).toMatchObject({
      valueUsd: 120_000,
      valueRmb: Math.round(120_000 * month!.usdRmb),
      isDemo: false,
    });
    // The import logged a trade event: the cached answer is gone.
    const [event] = await t.db.select().from(contentEvents).orderBy(desc(contentEvents.id)).limit(1);
    expect(event!.entity).toBe('trade');
    expect((await origins()).json.data.total.value).toBe(171_000);
  });

  it('adds a month it does not hold with the file’s own rate, and refuses one without RMB', async () => {
    const rec = await imported(
      'trade_flow',
      [
        '月份,商品编码,贸易伙伴,进出口,美元金额,人民币金额',
        '2022-01,080211,US,出口,1000,6400',
        '2022-02,080211,US,出口,1000,',
      ].join('\n'),
    );
    expect(rec).toMatchObject({ rows_bad: 1, inserted: 1 });
    expect((rec.problems as { reason: string }[])[0]!.reason).toBe(TRADE_IMPORT_MSG.rmbMissing('2022-02'));
    const [m] = await t.db.select().from(tradeMonths).where(eq(tradeMonths.month, '2022-01'));
    expect(m).toMatchObject({ usdRmb: 6.4, isDemo: false });
  });
});

describe('trade_tariff and trade_permit imports', () => {
  it('upserts tariff rates by code, kind and agreement, with their source', async () => {
    const rec = await imported(
      'trade_tariff',
      [
        '商品编码,税率类型,协定名称,税率(%),来源',
        '120190,最惠国,,2.5,《进出口税则》2026',
        '120190,协定,中国-秘鲁自贸协定,0,',
        '120190,协定,,0,',
        '120190,普通,某协定,10,',
      ].join('\n'),
    );
    expect(rec).toMatchObject({ rows_bad: 2, inserted: 0, updated: 2 });
    const rates = (await t.call('/api/trade/getTaxRate', { code: '120190' })).json.data.rates[0];
    expect(rates).toMatchObject({ mfn: 2.5, source: '《进出口税则》2026' });
    expect(rates.agreements).toContainEqual({ name: '中国-秘鲁自贸协定', rate: 0 });
  });

  it('adds a permitted origin, and refuses a product without HS codes, naming the known ones', async () => {
    const rec = await imported(
      'trade_permit',
      ['类别,产品,国家（地区）,备注', '水果,榴莲,柬埔寨,2024年议定书', '水果,火龙果,越南,'].join('\n'),
    );
    expect(rec).toMatchObject({ rows_bad: 1, inserted: 1 });
    const reason = (rec.problems as { reason: string }[])[0]!.reason;
    expect(reason).toBe(TRADE_IMPORT_MSG.unknownPermitProduct('火龙果', Object.keys(PERMIT_PRODUCT_CODES)));
    expect(reason).toContain('榴莲、车厘子');
    const durian = (await t.call('/api/trade/getPermitOriginList', { product: '榴莲' })).json.data.list[0];
    expect(durian.origins.find((o: { iso2: string }) => o.iso2 === 'KH')).toMatchObject({
      note: '2024年议定书',
    });
  });
});

describe('trade_port and trade_place imports', () => {
  it('upserts a port by name, and refuses a kind that is no port kind', async () => {
    const rec = await imported(
      'trade_port',
      [
        '口岸名称,所属海关,省份,口岸类型',
        '梧州港,南宁海关,广西,水运',
        '天津港,天津海关,天津,航空',
        '某港,某海关,某省,河运',
      ].join('\n'),
    );
    expect(rec).toMatchObject({ rows_bad: 1, inserted: 1, updated: 1 });
    expect((rec.problems as { reason: string }[])[0]!.reason).toBe(TRADE_IMPORT_MSG.badPortKind(PORT_KINDS));
    const ports = (await t.call(`/api/trade/getPortList?province=${encodeURIComponent('广西')}`)).json.data
      .list;
    expect(ports).toContainEqual({ name: '梧州港', customs: '南宁海关', province: '广西', kind: '水运' });
    const tianjin = (await t.call(`/api/trade/getPortList?province=${encodeURIComponent('天津')}`)).json.data
      .list;
    expect(tianjin.find((p: { name: string }) => p.name === '天津港')).toMatchObject({ kind: '航空' });
  });

  it('adds a supervision place at a known port, shown on the products of its kind, and refuses an unknown port', async () => {
    const rec = await imported(
      'trade_place',
      [
        '场地名称,场地类型,所在口岸,省份',
        '梧州港进境水果指定监管场地,进境水果,梧州港,广西',
        '无名港进境水果指定监管场地,进境水果,无名港,广西',
      ].join('\n'),
    );
    expect(rec).toMatchObject({ rows_bad: 1, inserted: 1 });
    expect((rec.problems as { reason: string }[])[0]!.reason).toBe(TRADE_IMPORT_MSG.unknownPort('无名港'));
    const places = (await t.call('/api/trade/getSupervisePlaceList', { code: '0810' })).json.data.list;
    expect(places).toContainEqual(
      expect.objectContaining({ name: '梧州港进境水果指定监管场地', port: '梧州港' }),
    );
  });
});
