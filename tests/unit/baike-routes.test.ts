/** 农业百科's addresses: the query and legacy forms of an entry answer 301 to its path form; the index's views do not. */
import { describe, expect, it } from 'vitest';
import { resolveRedirect } from '#lib/routes.ts';
import { baikeEntryHref, baikeHistoryHref } from '#lib/baike/href.ts';

describe('农业百科 routes', () => {
  it('sends the legacy index and the legacy and query forms of an entry to their clean addresses', () => {
    expect(resolveRedirect('/home/baike/index')).toBe('/application/baike');
    expect(resolveRedirect('/home/baike/index/id/5')).toBe('/application/baike/5');
    expect(resolveRedirect('/application/baike', '?id=5')).toBe('/application/baike/5');
  });

  it("leaves the index page's own views and the entry pages alone", () => {
    expect(resolveRedirect('/application/baike', '?category=11&page=2')).toBeNull();
    expect(resolveRedirect('/application/baike/5')).toBeNull();
    expect(baikeEntryHref(5)).toBe('/application/baike/5');
    expect(baikeHistoryHref(5)).toBe('/application/baike/history/5');
  });
});
