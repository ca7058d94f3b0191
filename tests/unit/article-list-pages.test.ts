import { describe, expect, it } from 'vitest';
import { KIND_INFO, kindInfo } from '#lib/articleKinds.ts';
import { LIST_PAGE_SIZE, columnPath, extraPages, pageHref } from '#lib/listPages.ts';
import { accessChip, accessKind, accessLine, yuan } from '#lib/commerce/price.ts';
import { navKeyFor } from '#lib/routes.ts';

describe('prebuilt list paging', () => {
  it('puts page 1 at the list path and page N under /page/N', () => {
    expect(pageHref('/article/news', 1)).toBe('/article/news');
    expect(pageHref('/article/news', 0)).toBe('/article/news');
    expect(pageHref('/report/list', 3)).toBe('/report/list/page/3');
  });

  it('gives each column its own list path, paged the same way', () => {
    expect(columnPath('/article/news', 4)).toBe('/article/news/column/4');
    expect(pageHref(columnPath('/report/list', 16), 2)).toBe('/report/list/column/16/page/2');
    expect(navKeyFor(columnPath('/report/list', 16))).toBe('report');
  });

  it('builds one extra page per further 20 items', () => {
    expect(LIST_PAGE_SIZE).toBe(20);
    expect(extraPages(0)).toEqual([]);
    expect(extraPages(20)).toEqual([]);
    expect(extraPages(21)).toEqual([2]);
    expect(extraPages(144)).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('article kinds', () => {
  it('lists each kind under the side-nav item its list highlights', () => {
    for (const info of Object.values(KIND_INFO)) expect(navKeyFor(info.listPath)).toBe(info.nav);
  });

  it('reads an unknown kind as news', () => {
    expect(kindInfo('report').label).toBe('研究报告');
    expect(kindInfo('other').label).toBe('行业观察');
  });
});

describe('report access', () => {
  it('formats prices in yuan', () => {
    expect(yuan(19900)).toBe('¥199.00');
  });

  it('says free, VIP-only or the price; VIP-only wins over a price', () => {
    const free = { price_cents: 0, vip_only: false };
    const vip = { price_cents: 0, vip_only: true };
    const paid = { price_cents: 29900, vip_only: false };
    expect([free, vip, paid].map(accessKind)).toEqual(['free', 'vip', 'paid']);
    expect(accessKind({ price_cents: 100, vip_only: true })).toBe('vip');
    expect([free, vip, paid].map(accessChip)).toEqual(['免费', 'VIP专享', '¥299.00']);
    expect([free, vip, paid].map(accessLine)).toEqual(['免费阅读', 'VIP会员专享', '单独购买 ¥299.00']);
  });
});
