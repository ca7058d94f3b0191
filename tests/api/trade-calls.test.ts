import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoTrade } from '#server/db/demo/tradeSeed.ts';
import { AU, EXAMPLE_CODE, FIRST, NEWEST, TRADE_NOW, tradeApp, US } from './trade-fixtures.ts';
import type { TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await tradeApp();
}, 120_000);
afterAll(() => t.close());

const post = (path: string, body: Record<string, unknown>) => t.call(`/api/trade/${path}`, body);
const get = (path: string) => t.call(`/api/trade/${path}`);

describe('trade: the worked example (month, cumulative, USD and RMB)', () => {
  it('ranks the partners of one month with share, growth and unit value', async () => {
    const { json } = await post('getOriginList', { code: EXAMPLE_CODE });
    expect(json.code).toBe(1);
    const d = json.data;
    expect([d.month, d.from, d.to, d.period, d.currency_unit]).toEqual([
      NEWEST,
      NEWEST,
      NEWEST,
      'month',
      '美元',
    ]);
    expect(d.total).toMatchObject({
      value: 150_000,
      value_prev: 80_000,
      yoy: 87.5,
      quantity: 14_000,
      unit: '千克',
    });
    expect(d.total.unit_value).toBe(10.71);
    expect(d.partners.map((p: { code: string }) => p.code)).toEqual([US, AU]);
    expect(d.partners[0]).toMatchObject({
      name: '美国',
      value: 100_000,
      share: 66.7,
      yoy: 25,
      unit_value: 10,
    });
    expect(d.partners[1]).toMatchObject({
      name: '澳大利亚',
      value: 50_000,
      share: 33.3,
      yoy: null,
      unit_value: 12.5,
    });
    // Almonds have no permitted-origins list.
    expect(d.partners[0].permitted).toBeNull();
  });

  it('sums January to the month for the cumulative figure, against the same months a year earlier', async () => {
    const { json } = await post('getOriginList', { code: EXAMPLE_CODE, period: 'cumulative' });
    expect([json.data.from, json.data.to]).toEqual(['2026-01', NEWEST]);
    expect(json.data.total).toMatchObject({
      value: 1_050_000,
      value_prev: 800_000,
      yoy: 31.3,
      quantity: 104_000,
    });
    expect(json.data.partners[0]).toMatchObject({ code: US, value: 1_000_000, share: 95.2, yoy: 25 });
  });

  it('answers in yuan when asked', async () => {
    const { json } = await post('getOriginList', { code: EXAMPLE_CODE, currency: 'rmb' });
    expect(json.data.currency_unit).toBe('元');
    expect(json.data.total).toMatchObject({ value: 1_065_000, value_prev: 560_000 });
    expect(json.data.partners[1].unit_value).toBe(88.75);
  });

  it('gives the product series per month and January to each month', async () => {
    const month = await post('getProductSeries', { code: EXAMPLE_CODE, from: '2026-01', to: NEWEST });
    expect(month.json.code).toBe(1);
    expect(month.json.data.months).toHaveLength(10);
    expect(month.json.data.unit).toBe('千克');
    expect(month.json.data.months.at(-1)).toMatchObject({
      month: NEWEST,
      import: { value: 150_000, quantity: 14_000, unit_value: 10.71, yoy: 87.5 },
      export: { value: 0, yoy: null },
    });
    const cum = await post('getProductSeries', {
      code: EXAMPLE_CODE,
      from: '2026-01',
      to: NEWEST,
      period: 'cumulative',
    });
    expect(cum.json.data.months[2]).toMatchObject({ month: '2026-03', import: { value: 300_000, yoy: 25 } });
    expect(cum.json.data.months.at(-1).import).toMatchObject({
      value: 1_050_000,
      quantity: 104_000,
      yoy: 31.3,
    });
    const rmb = await post('getProductSeries', { code: EXAMPLE_CODE, from: NEWEST, currency: 'rmb' });
    expect(rmb.json.data.months[0].import.value).toBe(1_065_000);
    const us = await post('getProductSeries', { code: EXAMPLE_CODE, from: NEWEST, partner: 'US' });
    expect(us.json.data.partner.code).toBe(US);
    expect(us.json.data.months[0].import.value).toBe(100_000);
  });
});

describe('trade: refusals', () => {
  it('refuses an unknown code, a malformed code, a bad month and a range past the data, in Chinese', async () => {
    const unknown = await post('getOriginList', { code: '0299' });
    expect(unknown.json).toMatchObject({ code: 0, msg: '没有找到该商品编码' });
    expect((await post('getTaxRate', { code: '12a' })).json.msg).toBe(
      '商品编码应为 2、4 或 6 位数字（HS 编码）',
    );
    expect((await post('getOriginList', { code: '1201', month: '2026-13' })).json.msg).toBe(
      '请输入正确的月份（格式：2026-01）',
    );
    const past = await post('getOriginList', { code: '1201', month: '2026-11' });
    expect(past.json).toMatchObject({ code: 0, msg: '所选月份的数据尚未发布，目前数据更新至 2026-10' });
    expect((await post('getProductSeries', { code: '1201', to: '2027-01' })).json.code).toBe(0);
    expect((await post('getProductSeries', { code: '1201', from: '2026-05', to: '2026-01' })).json.msg).toBe(
      '开始月份不能晚于结束月份',
    );
    expect((await post('getProductByOrigin', { partner: 'BR', month: '2020-01' })).json.msg).toBe(
      `所选时间段没有数据，最早的数据为 ${FIRST}`,
    );
    expect((await post('getProductByOrigin', { partner: '火星' })).json.msg).toBe('没有找到该国家（地区）');
    expect((await post('getOriginList', { code: '1201', currency: 'eur' })).json.msg).toBe(
      '币种应为美元（usd）或人民币（rmb）',
    );
    expect((await get('getProductCateList?code=9999')).json.msg).toBe('没有找到该商品编码');
    expect((await post('search', { keyword: ' ' })).json.msg).toBe('请输入商品名称、拼音或编码');
    expect((await post('getPermitOriginList', { product: '鳄梨王' })).json.msg).toBe('没有找到该准入产品');
  });

  it('clamps a series that starts before the data to the first month', async () => {
    const { json } = await post('getProductSeries', { code: '1201', from: '2020-01', to: '2024-12' });
    expect(json.data.from).toBe(FIRST);
    expect(json.data.months).toHaveLength(4);
  });
});

describe('trade: home and directory', () => {
  it('gives the newest month at a glance: totals, top products, every partner', async () => {
    const { json } = await post('getNewestMonthData', {});
    const d = json.data;
    expect([d.month, d.period, d.demo]).toEqual([NEWEST, 'month', true]);
    expect(d.top_imports[0].code).toBe('120190');
    expect(d.top_imports[0].name).toContain('大豆');
    expect(d.partners.reduce((s: number, p: { import: number }) => s + p.import, 0)).toBe(d.import.value);
    expect(d.balance).toBe(d.export.value - d.import.value);
    // The total's 同比 is the server's rule, not each page's: (now − before) / before, one decimal.
    const before = d.import.value_prev + d.export.value_prev;
    expect(d.total).toEqual({
      value: d.import.value + d.export.value,
      value_prev: before,
      yoy: Math.round(((d.import.value + d.export.value - before) / before) * 1000) / 10,
    });
    expect(d.top_exports.length).toBe(10);
  });

  it('gives January to the newest month with the monthly totals of this year and the last', async () => {
    const { json } = await post('getNewestYearData', { currency: 'rmb', limit: 5 });
    const d = json.data;
    expect([d.from, d.to, d.period, d.currency_unit]).toEqual(['2026-01', NEWEST, 'cumulative', '元']);
    expect(d.top_imports).toHaveLength(5);
    expect(d.months[0].month).toBe('2025-01');
    expect(d.months.at(-1).month).toBe(NEWEST);
    const thisYear = d.months.filter((m: { month: string }) => m.month >= '2026-01');
    expect(thisYear.reduce((s: number, m: { import: number }) => s + m.import, 0)).toBe(d.import.value);
  });

  it('lists the 24 chapters with this year to date', async () => {
    const { json } = await get('getTopClass');
    expect(json.data.chapters).toHaveLength(24);
    const oilseeds = json.data.chapters.find((c: { code: string }) => c.code === '12');
    expect(oilseeds.import.value).toBeGreaterThan(0);
  });

  it("walks the HS tree: sections › chapters, a chapter's headings with their subheadings", async () => {
    const top = (await get('getProductCateList')).json.data;
    expect(top.sections).toHaveLength(4);
    expect(top.sections.flatMap((s: { chapters: unknown[] }) => s.chapters)).toHaveLength(24);
    const meat = (await get('getProductCateList?code=02')).json.data;
    expect(meat.children[0]).toMatchObject({ code: '0201', level: 4, has_data: true });
    expect(meat.children[0].children.map((c: { code: string }) => c.code)).toContain('020130');
    const beef = (await get('getProductCateList?code=0201')).json.data;
    expect(beef.path).toEqual([{ code: '02', name: '肉及食用杂碎' }]);
    expect(beef.children.find((c: { code: string }) => c.code === '020130').has_data).toBe(true);
  });

  it('searches HS codes by code prefix, Chinese name, pinyin and initials', async () => {
    const codes = async (keyword: string) =>
      ((await post('search', { keyword, pageSize: 50 })).json.data.list as { code: string }[]).map(
        (r) => r.code,
      );
    expect((await codes('1201'))[0]).toBe('1201');
    expect(await codes('12019')).toEqual(['120190']);
    expect(await codes('大豆')).toContain('1201');
    expect(await codes('dadou')).toContain('1201');
    expect(await codes('榴莲')).toEqual(['081060']);
    expect(await codes('liulian')).toEqual(['081060']);
    expect(await codes('08 葡萄')).toContain('080610');
  });

  it('knows common trade names and follows a crop to its products (hs-names.csv)', async () => {
    const codes = async (keyword: string) =>
      ((await post('search', { keyword, pageSize: 50 })).json.data.list as { code: string }[]).map(
        (r) => r.code,
      );
    expect(await codes('豆粕')).toEqual(['2304']);
    expect(await codes('doupo')).toEqual(['2304']);
    const soy = await codes('大豆');
    expect(soy.slice(0, 3)).toEqual(['1201', '1507', '2304']);
    expect(await codes('车厘子')).toEqual(['080929']);
    expect(await codes('菜籽')).toEqual(expect.arrayContaining(['1205', '1514', '2306']));
    // The names are searched, never shown: the answer names the code by its HS name.
    const hit = (await post('search', { keyword: '豆粕' })).json.data.list[0];
    expect(hit.name).toContain('油渣饼');
  });

  it("pages the search with the site's pager", async () => {
    const first = (await post('search', { keyword: '02' })).json.data;
    expect([first.page, first.pageSize, first.list.length]).toEqual([1, 10, 10]);
    expect(first.total).toBeGreaterThan(20);
    const codes = (d: { list: { code: string }[] }) => d.list.map((r) => r.code);
    const second = (await post('search', { keyword: '02', page: 2 })).json.data;
    const third = (await post('search', { keyword: '02', page: 3, pageSize: 5 })).json.data;
    expect(codes(third)).toEqual(codes(second).slice(0, 5));
    expect((await post('search', { keyword: '02', page: 0 })).json.msg).toBe('页码有误');
  });
});

describe('trade: product page rules and lists', () => {
  it('gives the tariff rates of a code with its agreements, marked demo', async () => {
    const { json } = await post('getTaxRate', { code: '120190' });
    expect(json.data.rates).toHaveLength(1);
    expect(json.data.rates[0]).toMatchObject({ code: '120190', mfn: 3, general: 180, demo: true });
    expect(json.data.rates[0].agreements).toContainEqual({ name: '中国-东盟自贸协定', rate: 0 });
    const heading = await post('getTaxRate', { code: '0202' });
    expect(heading.json.data.rates.map((r: { code: string }) => r.code)).toEqual(['020220', '020230']);
  });

  it('marks whether each importing partner is on the permitted-origins list', async () => {
    const { json } = await post('getOriginList', { code: '020230' });
    expect(json.data.partners.length).toBeGreaterThan(3);
    expect(json.data.partners.every((p: { permitted: boolean }) => p.permitted === true)).toBe(true);
  });

  it('gives the supervision places a product goes through, and the ports', async () => {
    const meat = (await post('getSupervisePlaceList', { code: '0202' })).json.data;
    expect(meat.kinds).toEqual(['进境肉类']);
    expect(meat.list.length).toBe(4);
    expect(meat.list[0]).toMatchObject({ kind: '进境肉类', port_kind: '水运' });
    const fruit = (await post('getSupervisePlaceList', { kind: '进境水果' })).json.data;
    expect(fruit.list.length).toBe(11);
    expect((await get('getPortList?kind=铁路')).json.data.list).toHaveLength(9);
  });

  it('lists permitted products and their origins, by product, by code and by partner', async () => {
    const groups = (await post('getPermitProductList', {})).json.data.groups;
    expect(groups.map((g: { group: string }) => g.group)).toEqual(['肉类', '水果', '粮食', '乳品']);
    expect(groups[0].products.find((p: { product: string }) => p.product === '牛肉')).toMatchObject({
      origins: 9,
      hs: ['0201', '0202'],
    });
    const durian = (await post('getPermitOriginList', { product: '榴莲' })).json.data.list[0];
    expect(durian.origins.map((o: { iso2: string }) => o.iso2).sort()).toEqual(['MY', 'PH', 'TH', 'VN']);
    const byCode = (await post('getPermitOriginList', { code: '0202' })).json.data.list;
    expect(byCode.map((p: { product: string }) => p.product)).toEqual(['牛肉']);
    const nz = (await post('getPermitProductListByOrigin', { partner: '新西兰' })).json.data;
    expect(nz.partner.code).toBe('609');
    expect(nz.list.map((p: { product: string }) => p.product)).toEqual(
      expect.arrayContaining(['牛肉', '羊肉', '乳制品', '猕猴桃', '车厘子']),
    );
  });
});

describe('trade: country page', () => {
  it('lists every partner with ISO and map names, those with flows marked', async () => {
    const { json } = await get('getCountryList');
    expect(json.data.list).toHaveLength(220);
    expect(json.data.list.find((p: { iso2: string }) => p.iso2 === 'BR')).toMatchObject({
      code: '410',
      name: '巴西',
      map_name: '巴西',
      has_data: true,
    });
    expect((await get('getCountryList?continent=大洋洲')).json.data.list.length).toBeGreaterThan(5);
  });

  it("gives what China buys from a partner and sells to one, with the partner's share", async () => {
    const brazil = (await post('getProductByOrigin', { partner: 'BR', period: 'cumulative' })).json.data;
    expect(brazil.products[0].code).toBe('120190');
    expect(brazil.total.share).toBeGreaterThan(10);
    const japan = (await post('getExportByOrigin', { partner: '日本', limit: 50 })).json.data;
    expect(japan.direction).toBe('export');
    expect(japan.products.length).toBeGreaterThan(3);
    expect(japan.products.reduce((s: number, p: { share: number }) => s + p.share, 0)).toBeCloseTo(100, 0);
  });

  it('gives the balance with a partner month by month', async () => {
    const { json } = await post('getCountrySeries', { partner: US, from: '2026-01' });
    expect(json.data.months).toHaveLength(10);
    const oct = json.data.months.at(-1);
    expect(oct.balance).toBe(oct.export - oct.import);
    expect(oct.import).toBeGreaterThan(150_000);
  });
});

describe('trade demo seed', () => {
  it('writes nothing into a flow table that has rows', async () => {
    expect(await seedDemoTrade(t.db, TRADE_NOW, { months: 26 })).toBeNull();
  });
});
