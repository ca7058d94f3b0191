/**
 * The search delta of a publish run reads only the pages the search index holds (those marking a body): the later
 * list pages a run rewrites are in no index, and reading them made the delta grow with the lists.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher, type Publisher } from '#server/services/publish/publisher.ts';
import { processLock } from '#server/services/publish/lock.ts';
import { closeSearchIndexer } from '#server/services/publish/searchIndex.ts';
import { openSite, type Site } from '#server/services/publish/site.ts';
import { NOW, publishNews, signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
let publisher: Publisher;
let site: Site;
let runs = 0;

const write = (root: string, rel: string, html: string) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), html);
};

beforeAll(async () => {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'publish-delta-')), 'dist');
  write(
    dist,
    '_portal/pages.json',
    JSON.stringify({ startedAt: NOW.toISOString(), builtAt: 'b1', pages: {} }),
  );
  site = openSite(dist);
  t = await testApp({
    now: () => NOW,
    publisher: (db) =>
      (publisher = createPublisher({
        db,
        site,
        // Each run rewrites an article page (a body) and a later list page (none), as a real run does.
        build: async (_plan, staging) => {
          runs++;
          write(
            staging,
            'article/detail/1/index.html',
            `<html lang="zh-CN"><body><article data-pagefind-body data-pagefind-filter="kind:行业观察"><h1>蓝靛果${runs}</h1></article></body></html>`,
          );
          write(staging, `article/news/page/${runs + 3}/index.html`, `<html><body>列表${runs}</body></html>`);
          write(staging, '_portal/pages.json', JSON.stringify({ pages: {} }));
        },
        lock: processLock,
        now: () => new Date(),
        log: () => undefined,
      })),
  });
  ({ call: editor } = await signedIn(t, 'editor04', 'editor'));
});
afterAll(async () => {
  await closeSearchIndexer();
  await t.close();
});

describe('the search delta of publish runs', () => {
  it(
    'holds the pages marking a body, not the list pages the runs rewrote',
    { timeout: 120_000 },
    async () => {
      for (const title of ['搜索增量测试一', '搜索增量测试二']) await publishNews(editor, publisher, title);
      expect(runs).toBeGreaterThanOrEqual(4);
      const live = site.live();
      expect(live.search.files).toEqual([path.join('article', 'detail', '1', 'index.html')]);
      const superseded = JSON.parse(
        readFileSync(path.join(live.overlay!, 'pagefind-delta', 'superseded.json'), 'utf8'),
      );
      expect(superseded.urls).toEqual(['/article/detail/1']);
      expect(superseded.delta).toHaveLength(1);
    },
  );
});
