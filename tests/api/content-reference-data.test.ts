import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { hashPassword } from '#server/services/accounts/password.ts';
import { createUser } from '#server/services/accounts/users.ts';
import { unpublish } from '#server/services/content/lifecycle.ts';
import { NOW } from './content-fixtures.ts';
import { consentAsRegistered, testApp, type TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  await seedDemoContent(t.db, NOW, { files: t.deps().files });
});
afterAll(() => t.close());

describe('reference calls', () => {
  it('getList pages references and filters by industry', async () => {
    const all = (await t.call('/api/reference/getList', { pageSize: 20 })).json.data;
    expect(all.total).toBe(60);
    expect(all.list).toHaveLength(20);
    const corn = (await t.call('/api/reference/getList', { industry: '玉米', pageSize: 50 })).json.data;
    expect(corn.total).toBeGreaterThan(0);
    expect(corn.list.every((r: { industry: string }) => r.industry === '玉米')).toBe(true);
  });

  it('detail gives the body and sub-section titles; subDetail a section with its siblings', async () => {
    const [first] = (await t.call('/api/reference/getList', { pageSize: 1 })).json.data.list;
    const d = (await t.call(`/api/reference/detail?id=${first.id}`)).json.data;
    // The view is counted by the batched counter, not in the answer that counts it.
    expect(d).toMatchObject({ id: first.id, title: first.title, view_count: first.view_count });
    expect(d.subdetails.length).toBeGreaterThanOrEqual(2);
    const sub = (await t.call(`/api/reference/subDetail?id=${d.subdetails[1].id}`)).json.data;
    expect(sub).toMatchObject({
      reference_id: first.id,
      reference_title: first.title,
      title: d.subdetails[1].title,
    });
    expect(sub.content_html).toContain('<p>');
    expect(sub.siblings.map((s: { id: number }) => s.id)).toEqual(
      d.subdetails.map((s: { id: number }) => s.id),
    );
    expect((await t.call('/api/reference/detail?id=999999')).json).toMatchObject({
      code: 0,
      msg: '参考资料不存在或已下线',
    });
    expect((await t.call('/api/reference/subDetail?id=999999')).json.code).toBe(0);
  });

  it('related enterprises, enterprise info, related reports, industries and models', async () => {
    const list = (await t.call('/api/reference/getList', { pageSize: 50 })).json.data.list;
    let withEnterprise: { id: number; industry: string } | undefined;
    let enterprises: { id: number; industry: string; name: string }[] = [];
    for (const r of list) {
      enterprises = (await t.call('/api/reference/getRelatedEnterpriseList', { id: r.id })).json.data;
      if (enterprises.length) {
        withEnterprise = r;
        break;
      }
    }
    expect(withEnterprise).toBeDefined();
    expect(enterprises[0]!.industry).toBe(withEnterprise!.industry);
    expect(enterprises[0]!.name).toContain('演示');
    const info = (await t.call('/api/reference/getEnterpriceInfo', { id: enterprises[0]!.id })).json.data;
    expect(info.references.some((r: { id: number }) => r.id === withEnterprise!.id)).toBe(true);
    expect((await t.call('/api/reference/getEnterpriceInfo', { id: 999999 })).json.msg).toBe(
      '企业信息不存在',
    );

    const reports = (
      await t.call('/api/reference/getRelatedReportList', { id: withEnterprise!.id, limit: 5 })
    ).json.data;
    expect(reports).toHaveLength(5);
    expect(reports.every((a: { kind: string }) => a.kind === 'report')).toBe(true);

    const industry = (await t.call('/api/reference/getRelatedIndustryList', { id: withEnterprise!.id })).json
      .data;
    expect(industry.industry).toBe(withEnterprise!.industry);
    expect(
      industry.list.every(
        (r: { id: number; industry: string }) =>
          r.industry === industry.industry && r.id !== withEnterprise!.id,
      ),
    ).toBe(true);

    const models = (await t.call('/api/data/getRelatedModelList', { id: withEnterprise!.id })).json.data;
    expect(models.every((p: { industry: string }) => p.industry === withEnterprise!.industry)).toBe(true);
  });

  it('getPeriodicalList pages the periodicals with their file description', async () => {
    const res = (await t.call('/api/reference/getPeriodicalList', { pageSize: 10 })).json.data;
    expect(res.total).toBe(24);
    expect(res.list[0].attachment).toMatchObject({ page_count: expect.any(Number) });
    expect(JSON.stringify(res)).not.toContain('demo/');
  });

  it('every demo issue opens its PDF in the viewer: a preview and 登录 for visitors, the whole issue for members', async () => {
    const res = (await t.call('/api/reference/getPeriodicalList', { pageSize: 50 })).json.data;
    for (const issue of res.list) {
      const viewed = await t.app.request(`/api/article/viewPdf?fid=${issue.attachment.id}`);
      const { code, data } = (await viewed.json()) as { code: number; data: Record<string, unknown> };
      expect(code, issue.issue).toBe(1);
      expect(data).toMatchObject({
        owner: 'periodical',
        title: `${issue.name} ${issue.issue}`,
        page_count: issue.attachment.page_count,
        mode: 'preview',
        reason: 'login',
        url: expect.stringContaining('/api/file/stream?token='),
      });
    }
    const reader = await createUser(t.db, {
      account: 'periodicalreader',
      passwordHash: await hashPassword('secret123'),
      nickname: '期刊读者',
      regIp: '127.0.0.1',
    });
    await consentAsRegistered(t, reader.uid);
    const login = (await t.call('/api/user/login', { username: 'periodicalreader', password: 'secret123' }))
      .json;
    const member = await t.app.request(`/api/article/viewPdf?fid=${res.list[0].attachment.id}`, {
      headers: { token: login.data.token },
    });
    expect((await member.json()).data).toMatchObject({ owner: 'periodical', mode: 'full', reason: null });
  });
});

describe('data product calls', () => {
  it('getProductList pages products with prices and filters by format', async () => {
    const res = (await t.call('/api/data/getProductList', { pageSize: 50 })).json.data;
    expect(res.total).toBe(40);
    expect(res.list[0]).toMatchObject({
      price_cents: expect.any(Number),
      vip_price_cents: expect.any(Number),
      doc_id: expect.stringMatching(/^DEMO/),
    });
    const csv = (await t.call('/api/data/getProductList', { format: 'csv', pageSize: 50 })).json.data;
    expect(csv.list.every((p: { format: string }) => p.format === 'csv')).toBe(true);
  });

  it('getProductDetail by id or doc_id; unpublished products are refused', async () => {
    const [p] = (await t.call('/api/data/getProductList', { pageSize: 1 })).json.data.list;
    const byId = (await t.call('/api/data/getProductDetail', { id: p.id })).json.data;
    expect(byId).toMatchObject({ id: p.id, view_count: p.view_count });
    expect(byId.content_html).toContain('字段说明');
    const byDoc = (await t.call('/api/data/getProductDetail', { doc_id: p.doc_id })).json.data;
    expect(byDoc.id).toBe(p.id);
    const related = (await t.call('/api/data/getRelatedList', { id: p.id })).json.data;
    expect(
      related.every((r: { id: number; industry: string }) => r.id !== p.id && r.industry === p.industry),
    ).toBe(true);
    // Unpublished as an editor does it: the content event drops the cached answer.
    await unpublish(t.db, 'product', p.id, { uid: 0, now: new Date() });
    t.cache.stale();
    expect((await t.call('/api/data/getProductDetail', { id: p.id })).json).toEqual({
      code: 0,
      msg: '数据产品不存在或已下线',
      data: null,
    });
    expect((await t.call('/api/data/getProductDetail', {})).json).toMatchObject({ code: 0, msg: '编号有误' });
  });
});
