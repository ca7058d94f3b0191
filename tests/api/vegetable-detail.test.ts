import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import readXlsxFile from 'read-excel-file/node';
import { users, vegetableMarkets, vegetableProducts } from '#server/db/schema/index.ts';
import { seedDemoVegetables } from '#server/db/demo/vegetableSeed.ts';
import { okText } from '#server/http/respond.ts';
import { productByName } from '#server/services/vegetable/productByName.ts';
import { productSeries } from '#server/services/vegetable/productSeries.ts';
import { VEG_MSG } from '#lib/vegetable/messages.ts';
import { VIP_BENEFITS } from '#lib/commerce/vip.ts';
import { signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

const NOW = new Date('2026-11-24T06:00:00Z');
const PRODUCT = '大白菜';
let t: TestApp;
let member: Caller;
let vip: Caller;
let siteVip: Caller;
let marketIds: number[];

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  await seedDemoVegetables(t.db, NOW, { days: 40 });
  // Three more years of 大白菜 at one market (a fixed seasonal shape), for the long ranges and the seasonal view.
  const [p] = await t.db.select().from(vegetableProducts).where(eq(vegetableProducts.name, PRODUCT));
  const markets = await t.db.select().from(vegetableMarkets).orderBy(vegetableMarkets.id);
  marketIds = markets.map((m) => m.id);
  await t.db.execute(sql`
    insert into vegetable_prices (market_id, product_id, date, low, avg, high, is_demo)
    select ${marketIds[0]}, ${p!.id}, d::date, 1.0, 2.0 + extract(isoyear from d)::int - 2023, 3.0 + extract(isoyear from d)::int - 2023, true
    from generate_series('2023-01-02'::date, '2026-10-01'::date, interval '1 day') d
    on conflict do nothing`);
  member = (await signedIn(t, 'vegmember')).call;
  const v = await signedIn(t, 'vegvip');
  await t.db
    .update(users)
    .set({ vegetableExpire: new Date(NOW.getTime() + 30 * 86_400_000) })
    .where(eq(users.uid, v.uid));
  vip = v.call;
  const s = await signedIn(t, 'vegsitevip');
  await t.db
    .update(users)
    .set({ vipExpire: new Date(NOW.getTime() + 30 * 86_400_000) })
    .where(eq(users.uid, s.uid));
  siteVip = s.call;
}, 120_000);
afterAll(() => t.close());

describe('getDetail', () => {
  it('answers the latest national average, its changes and the markets dearest first', async () => {
    const res = await t.call('/api/vegetable/getDetail', { name: PRODUCT });
    expect(res.json.code).toBe(1);
    const d = res.json.data;
    expect(d).toMatchObject({
      name: PRODUCT,
      class_name: '叶菜类',
      unit: '元/公斤',
      date: '2026-11-24',
      demo: true,
    });
    expect(d.markets.length).toBeGreaterThanOrEqual(5);
    const avgs = d.markets.map((m: { avg: number }) => m.avg);
    expect(avgs).toEqual([...avgs].sort((a, b) => b - a));
    const mean = avgs.reduce((a: number, b: number) => a + b, 0) / avgs.length;
    expect(d.average).toBeCloseTo(mean, 2);
    expect(typeof d.change_day).toBe('number');
    expect(typeof d.change_week).toBe('number');
    expect(d.markets[0]).toMatchObject({ province: expect.any(String), change: expect.any(Number) });
    expect(d.markets[0].province.length).toBeGreaterThan(0);
  });

  it('finds a product by an alias', async () => {
    const res = await t.call('/api/vegetable/getDetail', { name: '黄芽白' });
    expect(res.json.data?.name).toBe(PRODUCT);
  });

  it('refuses an unknown product in Chinese', async () => {
    const res = await t.call('/api/vegetable/getDetail', { name: '不存在的菜' });
    expect(res.json).toMatchObject({ code: 0, msg: VEG_MSG.unknownProduct });
  });
});

describe('getEchart', () => {
  it('gives anyone the 30-day national line with its low–high band', async () => {
    const res = await t.call('/api/vegetable/getEchart', { name: PRODUCT, range: '30d' });
    expect(res.json.code).toBe(1);
    const s = res.json.data;
    expect(s).toMatchObject({ mode: 'national', range: '30d', demo: true });
    expect(s.x).toHaveLength(30);
    expect(s.x.at(-1)).toBe('2026-11-24');
    expect(s.lines).toHaveLength(1);
    expect(s.band.low).toHaveLength(30);
    s.lines[0].values.forEach((v: number, i: number) => {
      expect(s.band.low[i]).toBeLessThanOrEqual(v);
      expect(s.band.high[i]).toBeGreaterThanOrEqual(v);
    });
  });

  it('caches the free series for everyone (an ETag) but never a VIP answer', async () => {
    const first = await t.call('/api/vegetable/getEchart', { name: PRODUCT, range: '30d' });
    expect(first.headers.get('etag')).toBeTruthy();
    const asMember = await member('/api/vegetable/getEchart', { name: PRODUCT, range: '30d' });
    expect(asMember.headers.get('etag')).toBe(first.headers.get('etag'));
    const long = await vip('/api/vegetable/getEchart', { name: PRODUCT, range: '1y' });
    expect(long.json.code).toBe(1);
    expect(long.headers.get('etag')).toBeNull();
    expect(long.headers.get('cache-control')).toBe('no-store');
    // The same request from a visitor afterwards is refused, not served from a cache.
    const visitor = await t.call('/api/vegetable/getEchart', { name: PRODUCT, range: '1y' });
    expect(visitor.json.code).toBe(0);
  });

  it('keeps the free 30-day series once, as the shared answer only', async () => {
    t.cache.drop(['vegetable']);
    const before = t.cache.counters().stored;
    const first = await t.call('/api/vegetable/getEchart', { name: PRODUCT });
    expect(first.json.code).toBe(1);
    expect(t.cache.counters().stored).toBe(before + 1);
    expect((await t.call('/api/vegetable/getEchart', { name: PRODUCT })).json).toEqual(first.json);
    expect(t.cache.counters().stored).toBe(before + 1);
  });

  it('computes a VIP series once for every VIP (kept under the vegetable tag), never as a shared answer', async () => {
    const body = { name: PRODUCT, range: '90d', markets: marketIds.slice(1, 3) };
    const before = t.cache.counters().stored;
    const first = await vip('/api/vegetable/getEchart', body);
    expect(t.cache.counters().stored).toBe(before + 1); // the figures, not the answer
    const again = await vip('/api/vegetable/getEchart', body);
    expect(t.cache.counters().stored).toBe(before + 1);
    expect(again.json.data).toEqual(first.json.data);
    expect(again.headers.get('etag')).toBeNull();
    expect((await member('/api/vegetable/getEchart', body)).json.code).toBe(0);
    // A price change (a content event of the family) drops the kept figures with the answers.
    t.cache.drop(['vegetable']);
    await vip('/api/vegetable/getEchart', body);
    expect(t.cache.counters().stored).toBe(before + 2);
  });

  for (const range of ['90d', '1y', '3y'] as const) {
    it(`refuses the ${range} history to a visitor and a member, opens it to a vegetable VIP`, async () => {
      for (const caller of [t.call, member]) {
        const res = await caller('/api/vegetable/getEchart', { name: PRODUCT, range });
        expect(res.json).toEqual({
          code: 0,
          msg: VEG_MSG.vipOnly('history'),
          data: { vip: 'vegetable', feature: 'history' },
        });
      }
      const res = await vip('/api/vegetable/getEchart', { name: PRODUCT, range });
      expect(res.json.code).toBe(1);
      expect(res.json.data.x).toHaveLength({ '90d': 90, '1y': 365, '3y': 1095 }[range]);
    });
  }

  it('opens the history to a site VIP, as its benefit 蔬菜行情历史数据 promises, and nothing the benefit does not list', async () => {
    for (const range of ['90d', '1y', '3y'] as const) {
      const res = await siteVip('/api/vegetable/getEchart', { name: PRODUCT, range });
      expect(res.json.code).toBe(1);
      expect(res.json.data.x).toHaveLength({ '90d': 90, '1y': 365, '3y': 1095 }[range]);
    }
    const vegetable = VIP_BENEFITS.find((b) => b.key === 'vegetable');
    expect(vegetable?.vegetable).toEqual(['history']);
    const markets = await siteVip('/api/vegetable/getEchart', {
      name: PRODUCT,
      markets: marketIds.slice(0, 2),
    });
    expect(markets.json).toMatchObject({
      code: 0,
      msg: VEG_MSG.vipOnly('markets'),
      data: { feature: 'markets' },
    });
    const seasonal = await siteVip('/api/vegetable/getEchart', { name: PRODUCT, seasonal: true });
    expect(seasonal.json).toMatchObject({ code: 0, data: { feature: 'seasonal' } });
    expect(VEG_MSG.vipOnly('history')).toContain('VIP会员及蔬菜VIP');
    expect(VEG_MSG.vipOnly('markets')).not.toContain('VIP会员');
  });

  it('draws one line per chosen market for a VIP only', async () => {
    const body = { name: PRODUCT, range: '30d', markets: marketIds.slice(0, 3) };
    expect((await member('/api/vegetable/getEchart', body)).json).toMatchObject({
      code: 0,
      data: { vip: 'vegetable', feature: 'markets' },
    });
    const res = await vip('/api/vegetable/getEchart', body);
    expect(res.json.data.mode).toBe('markets');
    expect(res.json.data.lines.map((l: { market_id: number }) => l.market_id)).toEqual(marketIds.slice(0, 3));
    expect(res.json.data.band).toBeNull();
    expect(res.json.data.lines[0].values.filter((v: number | null) => v !== null).length).toBe(30);
  });

  it('refuses an unknown market to a VIP', async () => {
    const res = await vip('/api/vegetable/getEchart', { name: PRODUCT, markets: [999999] });
    expect(res.json).toMatchObject({ code: 0, msg: VEG_MSG.unknownMarket });
  });

  it('compares this ISO year week by week with the three years before (VIP only)', async () => {
    const body = { name: PRODUCT, seasonal: true };
    expect((await t.call('/api/vegetable/getEchart', body)).json.data).toEqual({
      vip: 'vegetable',
      feature: 'seasonal',
    });
    const res = await vip('/api/vegetable/getEchart', body);
    const s = res.json.data;
    expect(s.mode).toBe('seasonal');
    expect(s.x).toHaveLength(53);
    expect(s.lines.map((l: { name: string }) => l.name)).toEqual(['2026年', '2023—2025年同期均值']);
    // Week 10: the market's 2023–2025 averages were 2, 3, 4 (and no other market then): band 2–4, mean 3.
    expect(s.band.low[9]).toBe(2);
    expect(s.band.high[9]).toBe(4);
    expect(s.lines[1].values[9]).toBe(3);
    expect(s.lines[0].values[9]).toBe(5);
  });

  it('refuses a bad range and an unknown product', async () => {
    expect((await t.call('/api/vegetable/getEchart', { name: PRODUCT, range: '5y' })).json.code).toBe(0);
    const res = await t.call('/api/vegetable/getEchart', { name: '不存在的菜', range: '30d' });
    expect(res.json).toMatchObject({ code: 0, msg: VEG_MSG.unknownProduct });
  });
});

describe('a kept series answer, sent as bytes and compressed once', () => {
  /** The app's raw answer (no decoding), as a browser asking with `headers` gets it. */
  const raw = async (body: Record<string, unknown>, headers: Record<string, string>) => {
    const res = await t.app.request('/api/vegetable/getEchart', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  /** What the route answered before the answer was kept as bytes: the envelope around the service's series. */
  const computed = async (range: '3y' | '90d', markets: number[]) =>
    okText(
      JSON.stringify(
        await productSeries(t.db, (await productByName(t.db, PRODUCT))!, { range, markets, seasonal: false }),
      ),
    );

  for (const [label, markets] of [
    ['national', () => []],
    ['per market', () => marketIds.slice(0, 3)],
  ] as const) {
    it(`gives a VIP the same 3-year ${label} answer, byte for byte, in brotli, gzip or as it is`, async () => {
      const body = { name: PRODUCT, range: '3y', markets: markets() };
      const token = await vipToken();
      const expected = await computed('3y', markets());
      const plain = await raw(body, { token });
      expect(plain.res.headers.get('content-encoding')).toBeNull();
      expect(plain.bytes.toString()).toBe(expected);
      expect(JSON.parse(expected).data.x).toHaveLength(1095);
      const br = await raw(body, { token, 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.res.headers.get('content-encoding')).toBe('br');
      expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
      expect(brotliDecompressSync(br.bytes).toString()).toBe(expected);
      const gz = await raw(body, { token, 'accept-encoding': 'gzip, br;q=0' });
      expect(gz.res.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(gz.bytes).toString()).toBe(expected);
      for (const { res } of [plain, br, gz]) {
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        // Still the caller's own answer: never kept by a browser or proxy, no validator.
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('etag')).toBeNull();
        expect(res.headers.get('content-type')).toBe('application/json');
      }
    });
  }

  it('still refuses a member asking for the kept answer with every encoding', async () => {
    const body = { name: PRODUCT, range: '3y' };
    await raw(body, { token: await vipToken(), 'accept-encoding': 'br' });
    const res = await member('/api/vegetable/getEchart', body);
    expect(res.json).toMatchObject({ code: 0, data: { feature: 'history' } });
  });

  it('sends a shared answer compressed too, with one ETag for every form and 304 to it', async () => {
    const body = { name: PRODUCT, range: '30d' };
    const plain = await raw(body, {});
    expect(plain.bytes.length).toBeGreaterThanOrEqual(1024);
    const etag = plain.res.headers.get('etag')!;
    const br = await raw(body, { 'accept-encoding': 'br' });
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('etag')).toBe(etag);
    expect(br.res.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.res.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(plain.bytes.toString());
    const again = await raw(body, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.res.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });
});

describe('the series download', () => {
  const q = `name=${encodeURIComponent(PRODUCT)}&range=90d`;

  it('refuses a visitor and a member with the VIP message', async () => {
    for (const caller of [t.call, member]) {
      const res = await caller(`/api/vegetable/downloadSeries?${q}&format=csv`);
      expect(res.json).toMatchObject({
        code: 0,
        msg: VEG_MSG.vipOnly('download'),
        data: { feature: 'download' },
      });
    }
  });

  /** Days of the 90-day series with a price: one row each. */
  const daysWithPrices = async () =>
    (await vip('/api/vegetable/getEchart', { name: PRODUCT, range: '90d' })).json.data.lines[0].values.filter(
      (v: number | null) => v !== null,
    ).length as number;

  it('gives a VIP the series as CSV with a BOM and one row per day', async () => {
    const res = await vip(`/api/vegetable/downloadSeries?${q}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('大白菜-90d.csv'));
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('日期,系列,均价(元/公斤),最低(元/公斤),最高(元/公斤)');
    expect(lines).toHaveLength(1 + (await daysWithPrices()));
    expect(lines.at(-1)).toMatch(/^2026-11-24,全国均价,\d+\.?\d*,\d/);
  });

  it('gives a VIP the same series as XLSX', async () => {
    const res = await vip(`/api/vegetable/downloadSeries?${q}&format=xlsx`);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const raw = await t.app.request(`/api/vegetable/downloadSeries?${q}&format=xlsx`, {
      headers: { token: await vipToken() },
    });
    const [sheet] = await readXlsxFile(Buffer.from(await raw.arrayBuffer()));
    const rows = sheet!.data;
    expect(rows[0]).toEqual(['日期', '系列', '均价(元/公斤)', '最低(元/公斤)', '最高(元/公斤)']);
    expect(rows).toHaveLength(1 + (await daysWithPrices()));
    expect(rows.at(-1)![0]).toBe('2026-11-24');
  });

  it('signs in by the token cookie (a GET the browser opens)', async () => {
    const res = await t.app.request(`/api/vegetable/downloadSeries?${q}&format=csv`, {
      headers: { cookie: `token=${await vipToken()}` },
    });
    expect(res.headers.get('content-type')).toContain('text/csv');
  });
});

async function vipToken(): Promise<string> {
  const call = t.browser();
  const res = await call('/api/user/login', { username: 'vegvip', password: 'secret123' });
  return res.json.data.token as string;
}
