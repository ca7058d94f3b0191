import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LIST_ROUTES, type ListRoute } from '#lib/listRoutes.ts';

// The full build's folder: publishing (in parallel specs) writes new generations elsewhere, never here.
const DIST = process.env.E2E_DIST ?? 'dist';
const ROUTES: ListRoute[] = Object.values(LIST_ROUTES);

/** A page of a list family: a whole list's first page, or anything below a list's address. */
const isListUrl = (url: string): boolean =>
  ROUTES.some((r) => (r.whole && url === r.base) || url.startsWith(`${r.base}/`));

const fileOf = (url: string) => path.join(DIST, url, 'index.html');

/** Every list page a reader reaches by links (filters, pager, tag index) from the lists' first pages. */
function reachable(): { found: string[]; unbuilt: string[] } {
  const start = [...ROUTES.filter((r) => r.whole).map((r) => r.base), LIST_ROUTES.tag.base];
  const seen = new Set(start);
  const queue = [...start];
  const unbuilt: string[] = [];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (!existsSync(fileOf(url))) {
      unbuilt.push(url);
      continue;
    }
    for (const [, href] of readFileSync(fileOf(url), 'utf8').matchAll(/href="(\/[^"?#]*)/g)) {
      const target = decodeURIComponent(href!);
      if (!isListUrl(target) || seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  const found = [...seen].filter((u) => u !== LIST_ROUTES.tag.base);
  return { found: found.sort(), unbuilt };
}

/** The list pages the full build recorded (src/content/plan.ts → _portal/pages.json). */
function recorded(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '_portal', 'pages.json'), 'utf8')) as {
    pages: Record<string, Record<string, string[]>>;
  };
  const families = new Set(ROUTES.map((r) => r.family));
  const urls = [...families].flatMap((f) => Object.values(manifest.pages[f] ?? {}).flat());
  return [...new Set(urls.filter(isListUrl))].sort();
}

test.describe('list pages of the list-route table', () => {
  test('the build records exactly the list pages readers reach by links, and each answers 200', async ({
    request,
  }) => {
    const { found, unbuilt } = reachable();
    expect(unbuilt, 'linked but not built').toEqual([]);
    expect(recorded()).toEqual(found);
    // Every list family with its first page, filters and later pages.
    for (const r of ROUTES)
      expect(found.filter((u) => u.startsWith(r.base)).length, r.base).toBeGreaterThan(1);
    for (const url of found) {
      const res = await request.get(encodeURI(url), { maxRedirects: 0 });
      expect(res.status(), url).toBe(200);
    }
  });

  test('/article/detail, /article/tag and /article/viewPdf keep their own pages beside /article/[kind]', async ({
    request,
  }) => {
    for (const url of ['/article/tag', '/article/viewPdf', '/article/detail/disclaimer']) {
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.status(), url).toBe(200);
      expect(await res.text(), url).not.toContain('data-list="news"');
    }
    expect((await request.get('/article/other', { maxRedirects: 0 })).status()).toBe(404);
  });
});
