import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customOrders } from '#server/db/schema/index.ts';
import { CONTENT_RATE_LIMITS } from '#server/services/content/limits.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { testApp, type TestApp } from './support.ts';

const valid = {
  kind: 'report',
  company: '示例农业科技有限公司',
  contact: '王经理',
  mobile: '13912345678',
  email: 'wang@example.com',
  requirement: '希望定制一份华北地区玉米供需形势的季度报告。',
  budget: '5万元以内',
};

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ now: () => NOW });
});
afterAll(() => t.close());

describe('POST /api/enterprise/addCustomOrder', () => {
  it('refuses invalid fields with Chinese messages and stores nothing', async () => {
    const cases = [
      [{ ...valid, kind: 'x' }, '请选择定制类型'],
      [{ ...valid, company: ' ' }, '请输入公司名称'],
      [{ ...valid, contact: '' }, '请输入联系人'],
      [{ ...valid, mobile: '12345678901' }, '请输入正确的手机号码'],
      [{ ...valid, mobile: '15412345678' }, '请输入正确的手机号码'],
      [{ ...valid, email: 'not-mail' }, '请输入正确的邮箱地址'],
      [{ ...valid, requirement: '' }, '请描述您的定制需求'],
    ] as const;
    for (const [body, msg] of cases) {
      expect(
        (await t.call('/api/enterprise/addCustomOrder', body, { ip: '198.51.100.10' })).json,
      ).toMatchObject({
        code: 0,
        msg,
      });
    }
    expect(await t.db.select().from(customOrders)).toHaveLength(0);
  });

  it('stores a valid request with the caller IP and thanks in Chinese', async () => {
    const res = await t.call(
      '/api/enterprise/addCustomOrder',
      { ...valid, email: '' },
      { ip: '198.51.100.11' },
    );
    expect(res.json).toMatchObject({ code: 1, msg: '感谢您的提交，我们的顾问将在1个工作日内与您联系' });
    const [row] = await t.db.select().from(customOrders);
    expect(row).toMatchObject({
      kind: 'report',
      company: valid.company,
      mobile: valid.mobile,
      email: '',
      status: 'new',
      ip: '198.51.100.11',
      uid: null,
    });
  });

  it('rate-limits per IP: past the limit HTTP 429 and nothing stored', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < CONTENT_RATE_LIMITS.customOrder.max; i++) {
      expect((await t.call('/api/enterprise/addCustomOrder', valid, { ip })).json.code).toBe(1);
    }
    const before = (await t.db.select().from(customOrders)).length;
    const res = await t.call('/api/enterprise/addCustomOrder', valid, { ip });
    expect(res.status).toBe(429);
    expect(res.json).toMatchObject({ code: 429, msg: '操作过于频繁，请稍后再试' });
    expect((await t.db.select().from(customOrders)).length).toBe(before);
  });

  it('editors see the requests, newest first; members do not', async () => {
    const editor = await signedIn(t, 'ordereditor', 'editor');
    const res = (await editor.call('/api/admin/customOrder/list', { pageSize: 50 })).json.data;
    expect(res.total).toBe(1 + CONTENT_RATE_LIMITS.customOrder.max);
    expect(res.list[0]).toMatchObject({ company: valid.company, requirement: valid.requirement });
    const memberCall = (await signedIn(t, 'ordermember')).call;
    expect((await memberCall('/api/admin/customOrder/list', {})).status).toBe(403);
  });
});
