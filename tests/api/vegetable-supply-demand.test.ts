/** 供求信息: the five calls, every refusal of a post with its Chinese message, contacts for members only, editors hiding. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '#lib/shared/messages.ts';
import { VEG_SUPPLY_MSG } from '#lib/vegetable/messages.ts';
import {
  rateLimits,
  users,
  vegetableClasses,
  vegetableProducts,
  vegetableSupplyDemand,
} from '#server/db/schema/index.ts';
import { seedDemoSupplyDemand } from '#server/db/demo/vegetableSupplyDemand.ts';
import { createUser } from '#server/services/accounts/users.ts';
import { supplyDemandListQuery } from '#server/services/vegetable/supplyDemandList.ts';
import { signedIn } from './content-fixtures.ts';
import { emptyCatalogue } from './vegetable-prices-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

const NOW = new Date('2026-11-24T06:00:00Z'); // 2026-11-24 14:00 in China
const HOUR = 3_600_000;
let now = NOW;
let t: TestApp;
const product: Record<string, number> = {};
let alice: { call: Caller; uid: number };
let bob: { call: Caller; uid: number };
let editor: { call: Caller; uid: number };
let visitor: Caller;
/** Each test posts from its own addresses, so one test's posts never count against another's limit. */
let ipSeq = 0;
const nextIp = () => `198.51.100.${++ipSeq}`;

const LIST = '/api/vegetable/getSupplyDemandList';
const ADD = '/api/vegetable/supplyDemandAdd';
const STATUS = '/api/vegetable/supplyDemandStatusChange';
const CITIES = '/api/vegetable/getSupplyDemandCityList';
const NAMES = '/api/vegetable/getSupplyDemandNameList';

const valid = () => ({
  kind: 'supply',
  product_id: product['大白菜'],
  quantity: 30,
  unit: '吨',
  price: 1.2,
  city: '3707',
  contact_name: '王建国',
  contact_phone: '13912345678',
  valid_until: '2026-12-10',
  description: '寿光基地直供，包心紧实。',
});

async function add(who: { call: Caller }, fields: Record<string, unknown> = {}, ip = nextIp()) {
  return who.call(ADD, { ...valid(), ...fields }, { ip });
}

async function added(who: { call: Caller }, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await add(who, fields);
  if (res.json.code !== 1) throw new Error(`add: ${res.json.msg}`);
  return res.json.data.id as number;
}

const rowCount = async () => (await t.db.select().from(vegetableSupplyDemand)).length;
const ids = (res: { json: { data: { list: { id: number }[] } } }) => res.json.data.list.map((p) => p.id);

beforeAll(async () => {
  t = await testApp({ now: () => now });
  await emptyCatalogue(t);
  const [leafy] = await t.db
    .insert(vegetableClasses)
    .values({ key: 'leafy', name: '叶菜类', sort: 1 })
    .returning();
  const names = ['大白菜', '黄瓜', '西红柿', '土豆', '生姜', '大葱', '香菇', '西兰花'];
  const rows = await t.db
    .insert(vegetableProducts)
    .values(names.map((name, sort) => ({ name, classId: leafy!.id, sort })))
    .returning();
  for (const r of rows) product[r.name] = r.id;
  alice = await signedIn(t, 'alice');
  bob = await signedIn(t, 'bob');
  editor = await signedIn(t, 'sdeditor', 'editor');
  visitor = t.browser();
}, 60_000);
afterAll(() => t.close());
// Each test starts with no post counted this hour (the rate-limit tests count within themselves).
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

describe('supplyDemandAdd', () => {
  it('refuses a visitor with 401 and writes nothing', async () => {
    const before = await rowCount();
    const res = await visitor(ADD, valid(), { ip: nextIp() });
    expect(res.status).toBe(401);
    expect(await rowCount()).toBe(before);
  });

  it('writes a member’s post with its owner, and a price left blank as 面议 (null)', async () => {
    const id = await added(alice);
    const [row] = await t.db.select().from(vegetableSupplyDemand).where(eq(vegetableSupplyDemand.id, id));
    expect(row).toMatchObject({
      kind: 'supply',
      productId: product['大白菜'],
      quantity: 30,
      unit: '吨',
      price: 1.2,
      cityCode: '3707',
      contactPhone: '13912345678',
      validUntil: '2026-12-10',
      ownerUid: alice.uid,
      status: 'open',
      hiddenAt: null,
      isDemo: false,
    });
    for (const price of ['', null, undefined]) {
      const blank = await added(alice, { price });
      const [r] = await t.db.select().from(vegetableSupplyDemand).where(eq(vegetableSupplyDemand.id, blank));
      expect(r!.price).toBeNull();
    }
    const text = await added(alice, { price: '3.50', quantity: '2.5' });
    const [r] = await t.db.select().from(vegetableSupplyDemand).where(eq(vegetableSupplyDemand.id, text));
    expect(r).toMatchObject({ price: 3.5, quantity: 2.5 });
  });

  const today = '2026-11-24';
  const range = VEG_SUPPLY_MSG.validUntilRange(180);
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an unknown kind', { kind: 'sell' }, 'kind', VEG_SUPPLY_MSG.kind],
    ['no product', { product_id: undefined }, 'product_id', VEG_SUPPLY_MSG.product],
    ['a product not in the catalogue', { product_id: 999_999 }, 'product_id', VEG_SUPPLY_MSG.unknownProduct],
    ['a zero quantity', { quantity: 0 }, 'quantity', VEG_SUPPLY_MSG.quantity],
    ['a negative quantity', { quantity: -3 }, 'quantity', VEG_SUPPLY_MSG.quantity],
    ['a quantity with three decimals', { quantity: 1.234 }, 'quantity', VEG_SUPPLY_MSG.quantity],
    ['a quantity in words', { quantity: '三十' }, 'quantity', VEG_SUPPLY_MSG.quantity],
    ['an unknown unit', { unit: '克' }, 'unit', VEG_SUPPLY_MSG.unit],
    ['a zero price', { price: 0 }, 'price', VEG_SUPPLY_MSG.price],
    ['a price with three decimals', { price: 1.234 }, 'price', VEG_SUPPLY_MSG.price],
    ['a price too high', { price: 100_000 }, 'price', VEG_SUPPLY_MSG.price],
    ['no city', { city: '' }, 'city', VEG_SUPPLY_MSG.city],
    ['a city code that is no city', { city: '9999' }, 'city', VEG_SUPPLY_MSG.city],
    ['a province code for a city', { city: '37' }, 'city', VEG_SUPPLY_MSG.city],
    ['no contact name', { contact_name: '  ' }, 'contact_name', VEG_SUPPLY_MSG.contactName],
    [
      'a contact name of 21 characters',
      { contact_name: '王'.repeat(21) },
      'contact_name',
      MSG.tooLong('联系人姓名', 20),
    ],
    ['a phone of 10 digits', { contact_phone: '1391234567' }, 'contact_phone', MSG.mobileInvalid],
    ['a phone starting 12', { contact_phone: '12912345678' }, 'contact_phone', MSG.mobileInvalid],
    ['a phone in the 154 series', { contact_phone: '15412345678' }, 'contact_phone', MSG.mobileInvalid],
    ['a phone in the 194 series', { contact_phone: '19412345678' }, 'contact_phone', MSG.mobileInvalid],
    ['a phone starting 161', { contact_phone: '16112345678' }, 'contact_phone', MSG.mobileInvalid],
    ['a landline', { contact_phone: '010-6512345' }, 'contact_phone', MSG.mobileInvalid],
    ['no phone', { contact_phone: undefined }, 'contact_phone', MSG.mobileInvalid],
    ['a date that does not exist', { valid_until: '2026-02-30' }, 'valid_until', VEG_SUPPLY_MSG.validUntil],
    ['a date in another format', { valid_until: '2026/12/10' }, 'valid_until', VEG_SUPPLY_MSG.validUntil],
    ['yesterday', { valid_until: '2026-11-23' }, 'valid_until', range],
    ['181 days ahead', { valid_until: '2027-05-24' }, 'valid_until', range],
    [
      'a description of 501 characters',
      { description: '菜'.repeat(501) },
      'description',
      MSG.tooLong('补充说明', 500),
    ],
  ];

  it.each(cases)(
    'refuses %s with its Chinese message under its field, writing nothing',
    async (_, fields, field, msg) => {
      const before = await rowCount();
      const res = await add(alice, fields);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ code: 0, msg, data: { field } });
      expect(await rowCount()).toBe(before);
    },
  );

  it('takes today and 180 days ahead as the valid-until bounds, and every mobile prefix of the rule', async () => {
    await added(alice, { valid_until: today });
    await added(alice, { valid_until: '2027-05-23' });
    for (const phone of ['14012345678', '16212345678', '17812345678', '19912345678', '15012345678']) {
      const res = await add(bob, { contact_phone: phone });
      expect(res.json.code, phone).toBe(1);
    }
  });

  it('allows five posts per member an hour, refuses the sixth in Chinese (429) and allows again an hour later', async () => {
    const carol = await signedIn(t, 'carol');
    // Refused posts do not use up the hour.
    for (let i = 0; i < 3; i++) expect((await add(carol, { contact_phone: '123' })).json.code).toBe(0);
    for (let i = 0; i < 5; i++) expect((await add(carol)).json.code).toBe(1);
    const before = await rowCount();
    const sixth = await add(carol);
    expect(sixth.status).toBe(429);
    expect(sixth.json.msg).toBe(VEG_SUPPLY_MSG.tooMany(5));
    expect(sixth.headers.get('retry-after')).toBeTruthy();
    expect(await rowCount()).toBe(before);
    now = new Date(now.getTime() + HOUR + 1000);
    try {
      expect((await add(carol)).json.code).toBe(1);
    } finally {
      now = NOW;
    }
  });

  it('allows ten posts per address an hour, whichever members post them', async () => {
    const ip = nextIp();
    const members = [await signedIn(t, 'dave'), await signedIn(t, 'erin'), await signedIn(t, 'frank')];
    for (let i = 0; i < 10; i++) expect((await add(members[i % 3]!, {}, ip)).json.code).toBe(1);
    const res = await add(members[2]!, {}, ip);
    expect(res.status).toBe(429);
    expect(res.json.msg).toBe(VEG_SUPPLY_MSG.tooMany(10));
    expect((await add(members[2]!)).json.code).toBe(1);
  });
});

describe('getSupplyDemandList and the counts', () => {
  let sellGinger = 0;
  let buyGinger = 0;
  let buyCucumber = 0;

  beforeAll(async () => {
    await t.db.delete(vegetableSupplyDemand);
    sellGinger = await added(alice, { product_id: product['生姜'], city: '3701' });
    buyGinger = await added(bob, { kind: 'demand', product_id: product['生姜'], city: '4401', price: null });
    buyCucumber = await added(bob, { kind: 'demand', product_id: product['黄瓜'], city: '4401' });
  });

  it('hides contacts from visitors, with the flag the island offers sign-in by', async () => {
    const res = await visitor(LIST, {});
    expect(res.json.code).toBe(1);
    expect(res.json.data.contacts).toBe(false);
    expect(res.json.data.list).toHaveLength(3);
    for (const p of res.json.data.list) expect(p).toMatchObject({ contact_name: null, contact_phone: null });
    expect(res.text).not.toContain('13912345678');
    expect(res.text).not.toContain('王建国');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('shows contacts to signed-in members and marks their own posts', async () => {
    const res = await bob.call(LIST, {});
    expect(res.json.data.contacts).toBe(true);
    const byId = new Map(res.json.data.list.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(sellGinger)).toMatchObject({
      contact_name: '王建国',
      contact_phone: '13912345678',
      mine: false,
      product_name: '生姜',
      city_name: '济南市',
      price: 1.2,
      status: 'open',
    });
    expect(byId.get(buyGinger)).toMatchObject({
      mine: true,
      price: null,
      city_name: '广州市',
      kind: 'demand',
    });
  });

  it('lists newest first, pages with the total, and filters by kind, city and product', async () => {
    expect(ids(await visitor(LIST, {}))).toEqual([buyCucumber, buyGinger, sellGinger]);
    const page2 = await visitor(LIST, { page: 2, pageSize: 2 });
    expect(page2.json.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(ids(page2)).toEqual([sellGinger]);
    expect((await visitor(LIST, { page: 9, pageSize: 2 })).json.data).toMatchObject({ total: 3, list: [] });
    expect(ids(await visitor(LIST, { kind: 'demand' }))).toEqual([buyCucumber, buyGinger]);
    expect(ids(await visitor(LIST, { city: '4401' }))).toEqual([buyCucumber, buyGinger]);
    expect(ids(await visitor(LIST, { product_id: product['生姜'] }))).toEqual([buyGinger, sellGinger]);
    expect(ids(await visitor(LIST, { kind: 'supply', city: '4401' }))).toEqual([]);
  });

  it('counts open posts by city and by product under the other filters', async () => {
    const cities = await visitor(CITIES, {});
    expect(cities.json.data.list).toEqual([
      { city: '4401', city_name: '广州市', province_name: '广东省', count: 2 },
      { city: '3701', city_name: '济南市', province_name: '山东省', count: 1 },
    ]);
    expect((await visitor(CITIES, { kind: 'supply' })).json.data.list).toEqual([
      { city: '3701', city_name: '济南市', province_name: '山东省', count: 1 },
    ]);
    const names = await visitor(NAMES, {});
    expect(names.json.data.list).toEqual([
      { product_id: product['生姜'], product_name: '生姜', class_name: '叶菜类', count: 2 },
      { product_id: product['黄瓜'], product_name: '黄瓜', class_name: '叶菜类', count: 1 },
    ]);
    expect((await visitor(NAMES, { city: '3701' })).json.data.list).toHaveLength(1);
    const all = await visitor(NAMES, { all: true });
    expect(all.json.data.list).toHaveLength(8);
    expect(all.json.data.list[0]).toMatchObject({ product_name: '大白菜', count: 0 });
  });

  it('names 北京市 for a direct-controlled city’s 市辖区', async () => {
    const id = await added(alice, { city: '1101' });
    const res = await visitor(CITIES, {});
    expect(res.json.data.list).toContainEqual({
      city: '1101',
      city_name: '北京市',
      province_name: '北京市',
      count: 1,
    });
    await t.db.delete(vegetableSupplyDemand).where(eq(vegetableSupplyDemand.id, id));
  });

  it('stops listing a post after its valid-until day; its owner still sees it as expired', async () => {
    const id = await added(alice, { valid_until: '2026-11-24', product_id: product['香菇'] });
    expect(ids(await visitor(LIST, {}))).toContain(id);
    now = new Date('2026-11-24T16:30:00Z'); // 00:30 on 25 Nov in China
    try {
      expect(ids(await visitor(LIST, {}))).not.toContain(id);
      expect(
        (await visitor(NAMES, {})).json.data.list.map((n: { product_name: string }) => n.product_name),
      ).not.toContain('香菇');
      const mine = await alice.call(LIST, { mine: true });
      expect(mine.json.data.list.find((p: { id: number }) => p.id === id)).toMatchObject({ expired: true });
      // Closing an expired post is fine; reopening it is not.
      expect((await alice.call(STATUS, { id, status: 'closed' })).json.code).toBe(1);
      const reopen = await alice.call(STATUS, { id, status: 'open' });
      expect(reopen.json).toMatchObject({ code: 0, msg: VEG_SUPPLY_MSG.expiredReopen });
      const [row] = await t.db.select().from(vegetableSupplyDemand).where(eq(vegetableSupplyDemand.id, id));
      expect(row!.status).toBe('closed');
    } finally {
      now = NOW;
    }
    await t.db.delete(vegetableSupplyDemand).where(eq(vegetableSupplyDemand.id, id));
  });

  it('answers a visitor asking for mine with the public list, nobody’s own', async () => {
    expect(ids(await visitor(LIST, { mine: true }))).toEqual(ids(await visitor(LIST, {})));
  });
});

describe('supplyDemandStatusChange', () => {
  it('refuses a member closing another member’s post and leaves it unchanged', async () => {
    const id = await added(alice, { product_id: product['土豆'] });
    const [before] = await t.db.select().from(vegetableSupplyDemand).where(eq(vegetableSupplyDemand.id, id));
    const res = await bob.call(STATUS, { id, status: 'closed' });
    expect(res.json).toMatchObject({ code: 0, msg: VEG_SUPPLY_MSG.notOwner });
    const [after] = await t.db.select().from(vegetableSupplyDemand).where(eq(vegetableSupplyDemand.id, id));
    expect(after).toEqual(before);
    expect(ids(await visitor(LIST, {}))).toContain(id);
  });

  it('refuses a visitor (401) and an unknown post', async () => {
    expect((await visitor(STATUS, { id: 1, status: 'closed' })).status).toBe(401);
    expect((await alice.call(STATUS, { id: 999_999, status: 'closed' })).json).toMatchObject({
      code: 0,
      msg: VEG_SUPPLY_MSG.notFound,
    });
    expect((await alice.call(STATUS, { id: 1, status: 'hidden' })).json).toMatchObject({
      code: 0,
      msg: VEG_SUPPLY_MSG.status,
    });
  });

  it('lets the owner close (gone from the lists, kept in 我的发布) and reopen', async () => {
    const id = await added(alice, { product_id: product['大葱'], city: '3701' });
    const close = await alice.call(STATUS, { id, status: 'closed' });
    expect(close.json).toMatchObject({ code: 1, msg: VEG_SUPPLY_MSG.closed });
    expect(ids(await visitor(LIST, {}))).not.toContain(id);
    expect(
      (await visitor(NAMES, {})).json.data.list.map((n: { product_id: number }) => n.product_id),
    ).not.toContain(product['大葱']);
    const mine = await alice.call(LIST, { mine: true });
    expect(mine.json.data.list.find((p: { id: number }) => p.id === id)).toMatchObject({
      status: 'closed',
      mine: true,
    });
    expect(ids(await bob.call(LIST, { mine: true }))).not.toContain(id);
    const reopen = await alice.call(STATUS, { id, status: 'open' });
    expect(reopen.json).toMatchObject({ code: 1, msg: VEG_SUPPLY_MSG.reopened });
    expect(ids(await visitor(LIST, {}))).toContain(id);
  });
});

describe('editors hide abusive posts', () => {
  const HIDE = '/api/admin/supplyDemand/hide';

  it('refuses members (403) and visitors (401) the editor calls', async () => {
    expect((await bob.call(HIDE, { id: 1, hidden: true })).status).toBe(403);
    expect((await visitor(HIDE, { id: 1, hidden: true })).status).toBe(401);
    expect((await bob.call('/api/admin/supplyDemand/list', {})).status).toBe(403);
  });

  it('hides a post from every list and count, blocks its owner’s changes, and unhides it as it was', async () => {
    const id = await added(alice, { product_id: product['西兰花'], city: '5301' });
    const hide = await editor.call(HIDE, { id, hidden: true });
    expect(hide.json).toMatchObject({ code: 1, msg: VEG_SUPPLY_MSG.hidden });
    expect(ids(await visitor(LIST, {}))).not.toContain(id);
    expect(ids(await bob.call(LIST, {}))).not.toContain(id);
    expect((await visitor(CITIES, {})).json.data.list.map((c: { city: string }) => c.city)).not.toContain(
      '5301',
    );
    const mine = await alice.call(LIST, { mine: true });
    expect(mine.json.data.list.find((p: { id: number }) => p.id === id)).toMatchObject({ status: 'hidden' });
    for (const status of ['closed', 'open'])
      expect((await alice.call(STATUS, { id, status })).json).toMatchObject({
        code: 0,
        msg: VEG_SUPPLY_MSG.hiddenByEditor,
      });

    const hiddenList = await editor.call('/api/admin/supplyDemand/list', { hidden: true });
    expect(hiddenList.json.data.list.find((p: { id: number }) => p.id === id)).toMatchObject({
      status: 'hidden',
      owner_uid: alice.uid,
      owner_nickname: '测试alice',
      contact_phone: '13912345678',
    });
    const shownList = await editor.call('/api/admin/supplyDemand/list', { hidden: false });
    expect(ids(shownList)).not.toContain(id);

    const unhide = await editor.call(HIDE, { id, hidden: false });
    expect(unhide.json).toMatchObject({ code: 1, msg: VEG_SUPPLY_MSG.unhidden });
    expect(ids(await visitor(LIST, {}))).toContain(id);
    const [row] = await t.db.select().from(vegetableSupplyDemand).where(eq(vegetableSupplyDemand.id, id));
    expect(row).toMatchObject({ status: 'open', hiddenAt: null, hiddenBy: null });
  });

  it('refuses hiding a post that does not exist', async () => {
    expect((await editor.call(HIDE, { id: 999_999, hidden: true })).json).toMatchObject({
      code: 0,
      msg: VEG_SUPPLY_MSG.notFound,
    });
  });
});

describe('the demo posts', () => {
  it('are written once, owned by the demo members, marked demo and listed with the demo flag', async () => {
    await t.db.delete(vegetableSupplyDemand);
    // No demo members yet: nothing to own the posts.
    expect(await seedDemoSupplyDemand(t.db, NOW)).toBe(0);
    for (const account of ['vipdemo', 'demo3'])
      await createUser(t.db, { account, nickname: `演示${account}`, regIp: '127.0.0.1', isDemo: true });
    const n = await seedDemoSupplyDemand(t.db, NOW);
    expect(n).toBeGreaterThanOrEqual(6);
    expect(await seedDemoSupplyDemand(t.db, NOW)).toBe(0);
    const res = await bob.call(LIST, { pageSize: 50 });
    expect(res.json.data.total).toBe(n);
    expect(res.json.data.demo).toBe(true);
    expect(res.json.data.list.every((p: { demo: boolean }) => p.demo)).toBe(true);
    expect(new Set(res.json.data.list.map((p: { kind: string }) => p.kind))).toEqual(
      new Set(['supply', 'demand']),
    );
    const owners = await t.db.select({ uid: users.uid }).from(users).where(eq(users.isDemo, true));
    const ownerIds = new Set(owners.map((o) => o.uid));
    const rows = await t.db.select().from(vegetableSupplyDemand);
    expect(rows.every((r) => ownerIds.has(r.ownerUid) && r.isDemo)).toBe(true);
  });
});

describe('the list reads the open posts through their indexes', () => {
  it('plans the list and its filters on the partial indexes, not a scan of every post', async () => {
    // 20,000 posts, one in ten open: what a year of closed and expired posts leaves behind.
    await t.db.execute(sql`
      insert into vegetable_supply_demand (kind, product_id, quantity, unit, price, city_code, contact_name,
        contact_phone, valid_until, owner_uid, status, created_at)
      select case when i % 2 = 0 then 'supply' else 'demand' end, ${product['大白菜']}::int + i % 8, 10, '吨', 2,
        (array['3707','1101','4401','3701','5301'])[1 + i % 5], '测试', '13912345678',
        case when i % 10 = 0 then date '2026-12-31' else date '2026-10-01' end, ${alice.uid},
        case when i % 10 = 0 or i % 3 = 0 then 'open' else 'closed' end,
        timestamptz '2026-01-01' + i * interval '20 minutes'
      from generate_series(1, 20000) as i`);
    await t.db.execute(sql`analyze vegetable_supply_demand`);
    const viewer = { uid: null, today: '2026-11-24' };
    const plan = async (q: Record<string, unknown>) => {
      const query = supplyDemandListQuery(t.db, { page: 1, pageSize: 10, ...q }, viewer);
      const rows = await t.db.execute(sql`explain ${query}`);
      return (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows)
        .map((r) => Object.values(r as Record<string, string>)[0])
        .join('\n');
    };
    for (const q of [
      {},
      { kind: 'supply' },
      { kind: 'demand', city: '4401' },
      { product_id: product['黄瓜'] },
    ]) {
      const text = await plan(q);
      expect(text, JSON.stringify(q)).toMatch(
        /Index (Only )?Scan.* (on|using) vegetable_supply_demand_\w+_idx/,
      );
      expect(text, JSON.stringify(q)).not.toMatch(/Seq Scan on vegetable_supply_demand/);
    }
  });
});
