import { describe, expect, it } from 'vitest';
import {
  CLEAN_ROUTES,
  LEGACY_ROUTES,
  SIDE_NAV,
  cleanHref,
  findCleanRoute,
  isNoindex,
  navKeyFor,
  resolveRedirect,
} from '#lib/routes.ts';

describe('route table', () => {
  it('holds every clean route of the spec once', () => {
    const paths = CLEAN_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // The spec's 47, and issue 30's /user/export and /user/security.
    expect(paths).toHaveLength(47 + 2);
  });
  it('sends every legacy route to a clean route of the table', () => {
    const clean = new Set(CLEAN_ROUTES.map((r) => r.path));
    for (const legacy of LEGACY_ROUTES) {
      expect(clean.has(legacy.to) || legacy.to.startsWith('/article/detail/'), legacy.from).toBe(true);
    }
  });
  it('carries legacy parameters into the clean query', () => {
    expect(resolveRedirect('/home/food/detail/code/09003')).toBe('/application/food/detail/09003');
    expect(resolveRedirect('/application/food/detail', '?code=09003')).toBe('/application/food/detail/09003');
    expect(resolveRedirect('/home/food/search/keyword/pg')).toBe(
      '/application/food/search_result?keyword=pg',
    );
    expect(resolveRedirect('/home/food/list/first_id/3/second_id/12')).toBe(
      '/application/food/list?first_id=3&second_id=12',
    );
    expect(resolveRedirect('/home/vegetable/detail/group/叶菜类/name/白菜/type/1')).toBe(
      `/application/vegetable/detail?group=${encodeURIComponent('叶菜类').replace(/%20/g, '+')}&name=${encodeURIComponent('白菜')}&type=1`,
    );
    expect(resolveRedirect('/home/article/taglists/tag/42')).toBe('/article/tag/42');
    expect(resolveRedirect('/home/order/invoicesubmit/ids/3,4')).toBe('/user/order/invoice_form?ids=3%2C4');
  });
  it('keeps an incoming query string', () => {
    expect(resolveRedirect('/home/vegetable/lists', '?page=2')).toBe('/application/vegetable/list?page=2');
  });
  it('accepts the legacy .html suffix and trailing slash', () => {
    expect(resolveRedirect('/home/article/newslists.html')).toBe('/article/news');
    expect(resolveRedirect('/home/order/list/')).toBe('/user/order/list');
  });
  it('sends the disclaimer id to the disclaimer page and other ids to the path form', () => {
    expect(resolveRedirect('/home/article/detail/id/disclaimer')).toBe('/article/detail/disclaimer');
    expect(resolveRedirect('/home/article/detail/id/123')).toBe('/article/detail/123');
    expect(resolveRedirect('/article/detail', '?id=123')).toBe('/article/detail/123');
  });
  it('sends /article/report to the report detail page by its id, and alone to the report list', () => {
    expect(resolveRedirect('/article/report', '?id=12')).toBe('/article/detail/12');
    expect(resolveRedirect('/article/report.html', '?id=12&from=order')).toBe(
      '/article/detail/12?from=order',
    );
    expect(resolveRedirect('/article/report')).toBe('/report/list');
    expect(resolveRedirect('/article/report/')).toBe('/report/list');
    for (const route of CLEAN_ROUTES.filter((r) => r.movedTo)) {
      expect(findCleanRoute(route.movedTo!.to), route.path).toBeDefined();
      expect(findCleanRoute(route.movedTo!.bare), route.path).toBeDefined();
    }
  });
  it('does not redirect clean routes or unknown legacy paths', () => {
    expect(resolveRedirect('/group')).toBeNull();
    expect(resolveRedirect('/article/detail/5')).toBeNull();
    expect(resolveRedirect('/home/nothing/here')).toBeNull();
  });
  it('builds clean hrefs with the path form where a route has one', () => {
    expect(cleanHref('/article/detail', { id: '9', from: 'tag' })).toBe('/article/detail/9?from=tag');
    expect(cleanHref('/application/food/detail', { code: '09003' })).toBe('/application/food/detail/09003');
  });
  it('highlights the side-nav item of a page and of its sub-pages', () => {
    expect(navKeyFor('/')).toBe('home');
    expect(navKeyFor('/group.html')).toBe('group');
    expect(navKeyFor('/application/food/detail')).toBe('food');
    expect(navKeyFor('/article/detail/disclaimer')).toBe('news');
    expect(navKeyFor('/unknown/page')).toBeUndefined();
  });
  it('has the five side-nav groups of the spec', () => {
    expect(SIDE_NAV.map((g) => g.label)).toEqual(['BEEDATA', '智库', '报告', '数据', '应用']);
    for (const item of SIDE_NAV.flatMap((g) => g.items))
      expect(navKeyFor(item.href), item.href).toBe(item.key);
  });
});

describe('noindex from the route table', () => {
  it('marks member pages, everything under /user/, search results and /admin', () => {
    for (const route of CLEAN_ROUTES.filter((r) => r.member))
      expect(isNoindex(route.path), route.path).toBe(true);
    for (const path of ['/user/order/list', '/user/anything/new', '/search/result', '/search/result.html'])
      expect(isNoindex(path), path).toBe(true);
    expect(isNoindex('/application/food/search_result')).toBe(true);
    expect(isNoindex('/admin')).toBe(true);
  });
  it('leaves public pages and entity pages indexable', () => {
    for (const path of [
      '/',
      '/group',
      '/application/baike/12',
      '/article/detail/5',
      '/report/list',
      '/username',
    ])
      expect(isNoindex(path), path).toBe(false);
  });
});
