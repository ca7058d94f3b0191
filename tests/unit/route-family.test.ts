/** A page request's family for the access line and the metrics: the route table's clean route, never a record's path. */
import { describe, expect, it } from 'vitest';
import { pageFamily } from '#server/http/routeFamily.ts';

describe('pageFamily', () => {
  it('names the clean route a page is under, without its record, page number or query', () => {
    expect(pageFamily('/article/detail/42', 200)).toBe('/article/detail');
    expect(pageFamily('/article/detail/42.html?from=13900000000', 200)).toBe('/article/detail');
    expect(pageFamily('/article/news/page/3', 200)).toBe('/article/news');
    expect(pageFamily('/application/trade/country-detail/BR', 304)).toBe('/application/trade/country-detail');
    expect(pageFamily('/application/food/detail/09003', 200)).toBe('/application/food/detail');
    expect(pageFamily('/', 200)).toBe('/');
    expect(pageFamily('/?q=1', 200)).toBe('/');
    expect(pageFamily('/_astro/index.Bx1.js', 200)).toBe('/_astro');
  });

  it('keeps misses, redirects and other files to a few names, whatever a scanner asks', () => {
    expect(pageFamily('/wp-login.php', 404)).toBe('(not found)');
    expect(pageFamily('/article/detail/42', 404)).toBe('(not found)');
    expect(pageFamily('/home/page/group.html', 301)).toBe('(redirect)');
    expect(pageFamily('/pagefind/pagefind.js', 200)).toBe('(file)');
    expect(pageFamily('/favicon.ico', 200)).toBe('(file)');
  });
});
