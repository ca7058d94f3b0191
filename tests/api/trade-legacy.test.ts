import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '#server/http/sitePages.ts';
import { tradeLegacyNames } from '#server/services/trade/legacyNames.ts';
import { TRADE_HOME, tradeCountryHref, tradeDirectoryHref, tradeProductHref } from '#lib/trade/hrefs.ts';
import type { TestApp } from './support.ts';
import { tradeApp } from './trade-fixtures.ts';

let t: TestApp;
let server: Server;
let base: string;
/** Every other path is served by the live table: here none, so a 404 shows it went past the hook. */
const noPages = { resolve: () => null };

beforeAll(async () => {
  t = await tradeApp();
  const pages = sitePages(noPages, {}, tradeLegacyNames(t.db));
  server = createServer((req, res) => pages.handle(req, res, new URL(req.url ?? '/', 'http://localhost')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  server.close();
  await t.close();
});

async function go(path: string) {
  const res = await fetch(base + path, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}
const legacyProduct = (name: string) => `/home/trade/detail/product_name/${encodeURIComponent(name)}`;
const legacyOrigin = (origin: string) => `/home/trade/countrydetail/origin/${encodeURIComponent(origin)}`;

describe('legacy product names', () => {
  it('sends the exact Chinese name of an HS code to its product page with 301, in one hop', async () => {
    expect(await go(legacyProduct('其他大豆'))).toEqual({
      status: 301,
      location: tradeProductHref('120190'),
    });
    expect(await go(legacyProduct('种用大豆'))).toEqual({
      status: 301,
      location: tradeProductHref('120110'),
    });
  });

  it('sends a name that is no code’s exact name to the search’s best hit (大豆 → heading 1201)', async () => {
    expect(await go(legacyProduct('大豆'))).toEqual({ status: 301, location: tradeProductHref('1201') });
    expect(await go(legacyProduct('dadou'))).toEqual({ status: 301, location: tradeProductHref('1201') });
  });

  it('answers the query form the route table leads to the same way', async () => {
    const res = await go(`/application/trade/detail?product_name=${encodeURIComponent('其他大豆')}`);
    expect(res).toEqual({ status: 301, location: tradeProductHref('120190') });
  });

  it('sends a name nothing matches to the directory searching it, with 302', async () => {
    expect(await go(legacyProduct('火星土豆'))).toEqual({
      status: 302,
      location: tradeDirectoryHref('火星土豆'),
    });
    const long = 'x'.repeat(60);
    expect(await go(legacyProduct(long))).toEqual({ status: 302, location: tradeDirectoryHref(long) });
  });
});

describe('legacy origins', () => {
  it('sends a Chinese name, an ISO code or a customs code to the country page with 301', async () => {
    for (const origin of ['巴西', 'br', 'BR', '410'])
      expect(await go(legacyOrigin(origin)), origin).toEqual({
        status: 301,
        location: tradeCountryHref('BR'),
      });
    expect(await go(`/application/trade/country-detail?origin=${encodeURIComponent('美国')}`)).toEqual({
      status: 301,
      location: tradeCountryHref('US'),
    });
  });

  it('sends an unknown origin to the trade home with 302, never a 5xx', async () => {
    expect(await go(legacyOrigin('亚特兰蒂斯'))).toEqual({ status: 302, location: TRADE_HOME });
    expect(await go(legacyOrigin('%E0%A4%A'))).toMatchObject({ status: 302 });
  });
});

describe('everything else', () => {
  it('leaves other legacy routes and pages to the route table and the live files', async () => {
    expect(await go('/home/trade/index')).toEqual({ status: 301, location: TRADE_HOME });
    expect(await go('/application/trade/detail?code=120190')).toEqual({
      status: 301,
      location: tradeProductHref('120190'),
    });
    expect((await go('/application/trade/detail/120190')).status).toBe(404);
  });
});
