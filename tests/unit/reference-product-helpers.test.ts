import { describe, expect, it } from 'vitest';
import { byYearDesc, countBy, facetOptions, facetPath, neighboursOf, pageOf } from '#content/facets.ts';
import {
  CUSTOM_ORDER_INITIAL,
  CUSTOM_ORDER_RULES,
  customOrderPayload,
} from '#islands/customOrder/customOrder.ts';
import { validateForm } from '#lib/form.ts';
import { customOrderSchema } from '#lib/content/validators.ts';
import { cleanHref, resolveRedirect } from '#lib/routes.ts';

const items = [
  { id: 9, title: 'i', industry: '玉米', year: 2025 },
  { id: 8, title: 'h', industry: '小麦', year: 2026 },
  { id: 7, title: 'g', industry: '玉米', year: 2026 },
  { id: 6, title: 'f', industry: '', year: 2024 },
];

describe('list facets', () => {
  it('counts non-empty values, most items first, years newest first', () => {
    expect(countBy(items, (i) => i.industry)).toEqual([
      { id: '玉米', name: '玉米', count: 2 },
      { id: '小麦', name: '小麦', count: 1 },
    ]);
    expect(countBy(items, (i) => String(i.year), byYearDesc).map((f) => f.id)).toEqual([
      '2026',
      '2025',
      '2024',
    ]);
  });
  it('puts a facet value into an encoded path segment', () => {
    expect(facetPath('/reference/list', 'industry', '玉米')).toBe(
      '/reference/list/industry/%E7%8E%89%E7%B1%B3',
    );
    expect(decodeURIComponent(facetPath('/data/product', 'industry', 'a/b'))).toBe(
      '/data/product/industry/a/b',
    );
    expect(facetPath('/data/product', 'industry', 'a/b')).toBe('/data/product/industry/a%2Fb');
  });
  it('cuts a page of 20 and reports the total', () => {
    const many = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(many, 3)).toEqual({ list: [40, 41, 42, 43, 44], total: 45, page: 3, pageSize: 20 });
    expect(pageOf(many, 4).list).toEqual([]);
  });
  it('finds the older (上一篇) and newer (下一篇) neighbour in a newest-first list', () => {
    expect(neighboursOf(items, 8, (i) => i.title)).toEqual({
      prev: { id: 7, title: 'g' },
      next: { id: 9, title: 'i' },
    });
    expect(neighboursOf(items, 9, (i) => i.title).next).toBeNull();
    expect(neighboursOf(items, 6, (i) => i.title).prev).toBeNull();
    expect(neighboursOf(items, 1, (i) => i.title)).toEqual({ prev: null, next: null });
  });
  it('marks the shown option current and 全部 of an unused row selected', () => {
    const facets = countBy(items, (i) => i.industry);
    const shown = facetOptions({
      listPath: '/l',
      facet: 'industry',
      facets,
      chosen: '小麦',
      total: 4,
      unfiltered: false,
    });
    expect(shown.map((o) => [o.label, o.selected, o.current])).toEqual([
      ['全部', false, false],
      ['玉米', false, false],
      ['小麦', true, true],
    ]);
    const other = facetOptions({ listPath: '/l', facet: 'year', facets: [], total: 4, unfiltered: false });
    expect(other).toEqual([{ href: '/l', label: '全部', count: 4, selected: true, current: false }]);
  });
});

describe('custom order form rules', () => {
  const good = {
    company: '某某农业公司',
    contact: '张三',
    mobile: '13912345678',
    email: '',
    requirement: '玉米价格数据',
    budget: '',
  };
  it('asks for the required fields in Chinese', () => {
    const { valid, errors } = validateForm(CUSTOM_ORDER_RULES, CUSTOM_ORDER_INITIAL);
    expect(valid).toBe(false);
    expect(errors).toEqual({
      company: '请输入公司名称',
      contact: '请输入联系人',
      mobile: '请输入正确的手机号码',
      requirement: '请描述您的定制需求',
    });
  });
  it('agrees with the server schema on mobile and email', () => {
    for (const patch of [
      { mobile: '12345678901' },
      { mobile: '19412345678' },
      { email: 'a@b' },
      { email: 'x@y.cn' },
      {},
    ]) {
      const values = { ...good, ...patch };
      const client = validateForm(CUSTOM_ORDER_RULES, values).valid;
      const server = customOrderSchema.safeParse(customOrderPayload('data', values)).success;
      expect(client, JSON.stringify(patch)).toBe(server);
    }
  });
  it('sends trimmed values with the kind and leaves blank optional fields out', () => {
    expect(customOrderPayload('report', { ...good, company: '  某某农业公司 ', budget: ' ' })).toEqual({
      kind: 'report',
      company: '某某农业公司',
      contact: '张三',
      mobile: '13912345678',
      requirement: '玉米价格数据',
    });
  });
});

describe('reference and product path forms', () => {
  it('answers the query forms with the path form', () => {
    expect(resolveRedirect('/reference/detail', '?id=5')).toBe('/reference/detail/5');
    expect(resolveRedirect('/reference/detail', '?sub_id=17')).toBe('/reference/detail/sub-17');
    expect(resolveRedirect('/product/detail', '?id=3&doc_id=DEMO1')).toBe('/product/detail/3?doc_id=DEMO1');
    expect(resolveRedirect('/reference/detail/5')).toBeNull();
  });
  it('sends the legacy detail and subdetail routes to their pages', () => {
    expect(resolveRedirect('/home/reference/detail/id/5')).toBe('/reference/detail/5');
    expect(resolveRedirect('/home/reference/subdetail/id/17')).toBe('/reference/detail/sub-17');
    expect(resolveRedirect('/home/data/productdetail/id/4')).toBe('/product/detail/4');
    expect(cleanHref('/reference/detail', { sub_id: '2' })).toBe('/reference/detail/sub-2');
  });
});
