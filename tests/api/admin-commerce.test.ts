/** /api/admin/commerce: editors set plans and score rules; orders already placed keep their amount. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, plans, scoreRules } from '#server/db/schema/index.ts';
import { ADMIN_MSG } from '#lib/content/messages.ts';
import { SCORE_MSG } from '#lib/commerce/messages.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
let buyer: Caller;
let quarter: typeof plans.$inferSelect;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  editor = (await signedIn(t, 'planeditor', 'editor')).call;
  buyer = (await signedIn(t, 'planbuyer')).call;
  quarter = (await t.db.select().from(plans).where(eq(plans.key, 'vip-quarter')))[0]!;
});
afterAll(() => t.close());

const planRow = async (id: number) => (await t.db.select().from(plans).where(eq(plans.id, id)))[0]!;
const formOf = (p: typeof plans.$inferSelect) => ({
  id: p.id,
  name: p.name,
  price: (p.priceCents / 100).toFixed(2),
  list_price: p.listPriceCents ? (p.listPriceCents / 100).toFixed(2) : '',
  days: p.days,
  benefits: p.benefits.join('\n'),
  recommended: p.recommended,
  active: p.active,
  sort: p.sort,
});

describe('plans', () => {
  it('lists every plan, on sale or not, for editors only', async () => {
    const res = await editor('/api/admin/commerce/plans', {});
    expect(res.json.code).toBe(1);
    expect(res.json.data.map((p: { key: string }) => p.key)).toEqual([
      'veg-month',
      'veg-year',
      'vip-month',
      'vip-quarter',
      'vip-year',
    ]);
    expect((await buyer('/api/admin/commerce/plans', {})).status).toBe(403);
    expect((await t.browser()('/api/admin/commerce/plans', {})).status).toBe(401);
    expect((await buyer('/api/admin/commerce/savePlan', { ...formOf(quarter), price: '1.00' })).status).toBe(
      403,
    );
    expect((await planRow(quarter.id)).priceCents).toBe(quarter.priceCents);
  });

  it('a new price reaches getPlans and new orders; an order already placed keeps its amount', async () => {
    const placed = await buyer('/api/order/createOrderForVip', { id: quarter.id });
    expect(placed.json.data.amount).toBe(8000);
    const saved = await editor('/api/admin/commerce/savePlan', {
      ...formOf(quarter),
      price: '75.5',
      list_price: '90',
      benefits: '全部研究报告\n\n  数据下载  \n',
    });
    expect(saved.json).toMatchObject({ code: 1, msg: SCORE_MSG.planSaved });
    expect(saved.json.data).toMatchObject({
      price: 7550,
      list_price: 9000,
      benefits: ['全部研究报告', '数据下载'],
    });
    const listed = await t.browser()('/api/order/getPlans', { kind: 'vip' });
    expect(listed.json.data.find((p: { id: number }) => p.id === quarter.id)).toMatchObject({
      price: 7550,
      list_price: 9000,
    });
    const [old] = await t.db.select().from(orders).where(eq(orders.id, placed.json.data.id));
    expect(old!.amountCents).toBe(8000);
    const detail = await buyer('/api/order/detail', { id: placed.json.data.id });
    expect(detail.json.data.amount).toBe(8000);
    const next = await buyer('/api/order/createOrderForVip', { id: quarter.id });
    expect(next.json.data.amount).toBe(7550);
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const before = await planRow(quarter.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ price: '12.345' }, ADMIN_MSG.moneyInvalid],
      [{ price: '-3' }, ADMIN_MSG.moneyInvalid],
      [{ price: '' }, SCORE_MSG.planPriceRequired],
      [{ price: '0' }, SCORE_MSG.planPricePositive],
      [{ price: '80', list_price: '70' }, SCORE_MSG.listPriceLow],
      [{ name: '  ' }, SCORE_MSG.planName],
      [{ days: 0 }, SCORE_MSG.planDays(3660)],
      [{ days: '1.5' }, SCORE_MSG.planDays(3660)],
      [{ benefits: Array.from({ length: 13 }, (_, i) => `权益${i}`) }, SCORE_MSG.benefitsTooMany(12, 60)],
    ];
    for (const [change, msg] of cases) {
      const res = await editor('/api/admin/commerce/savePlan', { ...formOf(before), ...change });
      expect(res.json, JSON.stringify(change)).toMatchObject({ code: 0, msg });
    }
    expect(await planRow(quarter.id)).toEqual(before);
    const gone = await editor('/api/admin/commerce/savePlan', { ...formOf(before), id: 99_999 });
    expect(gone.json).toMatchObject({ code: 0, msg: SCORE_MSG.planGone });
  });

  it('creates a vegetable plan; an inactive plan leaves getPlans and cannot be ordered', async () => {
    const missingKind = await editor('/api/admin/commerce/savePlan', {
      name: '蔬菜VIP季卡',
      price: '50',
      days: 92,
    });
    expect(missingKind.json).toMatchObject({ code: 0, msg: SCORE_MSG.planKind });
    const created = await editor('/api/admin/commerce/savePlan', {
      kind: 'vegetable',
      name: '蔬菜VIP季卡',
      price: '50',
      days: 92,
      benefits: ['蔬菜价格每日明细'],
      sort: 3,
    });
    expect(created.json.code).toBe(1);
    const plan = created.json.data;
    expect(plan).toMatchObject({ kind: 'vegetable', price: 5000, list_price: 0, active: true });
    expect(plan.key).toMatch(/^veg-[0-9a-f]{10}$/);
    const veg = await t.browser()('/api/order/getPlans', { kind: 'vegetable' });
    expect(veg.json.data.map((p: { name: string }) => p.name)).toContain('蔬菜VIP季卡');
    const row = await planRow(plan.id);
    await editor('/api/admin/commerce/savePlan', { ...formOf(row), active: false });
    const after = await t.browser()('/api/order/getPlans', { kind: 'vegetable' });
    expect(after.json.data.map((p: { id: number }) => p.id)).not.toContain(plan.id);
    const order = await buyer('/api/order/createOrderForVip', { id: plan.id });
    expect(order.json.code).toBe(0);
  });
});

describe('score rules', () => {
  it('editors change points and switch rules off; /api/user/score follows', async () => {
    const list = await editor('/api/admin/commerce/rules', {});
    expect(list.json.data).toHaveLength(6);
    const saved = await editor('/api/admin/commerce/saveRule', { key: 'signin', points: 12, enabled: true });
    expect(saved.json).toMatchObject({ code: 1, data: { key: 'signin', points: 12, enabled: true } });
    await editor('/api/admin/commerce/saveRule', { key: 'bind_wechat', points: '40', enabled: 'false' });
    const score = await buyer('/api/user/score', {});
    const byKey = Object.fromEntries(score.json.data.rules.map((r: { key: string }) => [r.key, r]));
    expect(byKey.signin).toMatchObject({ points: 12, enabled: true });
    expect(byKey.bind_wechat).toMatchObject({ points: 40, enabled: false });
    expect((await buyer('/api/user/checkIn', {})).json.data.points).toBe(12);
  });

  it('refuses bad figures, unknown rules and members', async () => {
    const [before] = await t.db.select().from(scoreRules).where(eq(scoreRules.key, 'purchase'));
    const cases: [Record<string, unknown>, string][] = [
      [{ key: 'purchase', points: 101, enabled: true }, SCORE_MSG.rulePoints(100)],
      [{ key: 'signin', points: -1, enabled: true }, SCORE_MSG.rulePoints(10_000)],
      [{ key: 'signin', points: 2.5, enabled: true }, SCORE_MSG.rulePoints(10_000)],
      [{ key: 'lottery', points: 5, enabled: true }, SCORE_MSG.ruleGone],
    ];
    for (const [body, msg] of cases)
      expect((await editor('/api/admin/commerce/saveRule', body)).json).toMatchObject({ code: 0, msg });
    const [after] = await t.db.select().from(scoreRules).where(eq(scoreRules.key, 'purchase'));
    expect(after).toEqual(before);
    expect(
      (await buyer('/api/admin/commerce/saveRule', { key: 'signin', points: 999, enabled: true })).status,
    ).toBe(403);
  });
});
