/**
 * The search index: a base index of the pages that mark a body, a delta of changed pages that replaces their base
 * entries, both queried through pagefind's own browser JS (run here on Node with a file fetch).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termParts } from '#islands/ui/highlight.ts';
import { bodyExcerpt } from '#islands/search/excerpt.ts';
import { runSearch, type Hit } from '#islands/search/query.ts';
import { liveResults, NO_DELTA, uniqueUrls, type Superseded } from '#islands/search/supersede.ts';
import {
  buildDeltaIndex,
  buildSearchIndex,
  closeSearchIndexer,
  DELTA_PARTS_KEPT_MS,
} from '#server/services/publish/searchIndex.ts';
import { urlOfFile } from '#server/services/publish/urls.ts';

interface Instance {
  mergeIndex: (p: string, o?: object) => Promise<void>;
  filters: () => Promise<Record<string, Record<string, number>>>;
  search: (t: string, o?: object) => Promise<{ results: Hit[] }>;
}

let root: string;
const realFetch = globalThis.fetch;

function page(kind: string, date: string, title: string, text: string): string {
  return `<!doctype html><html lang="zh-CN"><head><title>${title}</title></head><body>
<nav>网站导航 头部搜索</nav>
<article data-pagefind-body><nav aria-label="面包屑">首页 面包屑</nav><h1>${title}</h1>
<ul data-pagefind-ignore data-pagefind-filter="kind:${kind}" data-pagefind-meta="date:${date}"><li>来源：本站</li></ul>
<div>${text}</div><nav>上一篇：邻居文章</nav></article>
<aside>相关文章 侧栏推荐</aside><footer>页脚版权</footer></body></html>`;
}

async function put(rel: string, html: string, site = root) {
  await mkdir(path.dirname(path.join(site, rel)), { recursive: true });
  await writeFile(path.join(site, rel), html);
}

/** A fresh pagefind.js instance on the site's base index, with the delta merged when asked. */
async function searcher(withDelta: boolean, site = root): Promise<Instance> {
  const base = pathToFileURL(path.join(site, 'pagefind') + path.sep).href;
  const pf = (await import(/* @vite-ignore */ `${base}pagefind.js?v=${Math.random()}`)) as {
    createInstance: (o: object) => Instance;
  };
  const inst = pf.createInstance({ basePath: base, baseUrl: '/' });
  if (withDelta) {
    await inst.mergeIndex(pathToFileURL(path.join(site, 'pagefind-delta') + path.sep).href, { baseUrl: '/' });
  }
  return inst;
}

/** What the result page shows for a keyword: live results in every kind and the counts per kind. */
async function urlsFor(
  inst: Instance,
  term: string,
  superseded: Superseded = NO_DELTA,
  kind: string | null = null,
) {
  const kinds = Object.keys((await inst.filters()).kind ?? {});
  const outcome = await runSearch(inst, kinds, superseded, term, kind);
  const data = await Promise.all(outcome.hits.map((r) => r.data()));
  return { urls: data.map((d) => d.url).sort(), data, counts: outcome.counts, total: outcome.total };
}

const readSuperseded = async (): Promise<Superseded> =>
  JSON.parse(await readFile(path.join(root, 'pagefind-delta', 'superseded.json'), 'utf8'));

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'search-index-'));
  // pagefind.js is browser code: give it file fetches and the page language (zh-CN turns on query segmentation).
  globalThis.fetch = (async (input: string | URL | Request) => {
    const u = String(input instanceof Request ? input.url : input);
    if (!u.startsWith('file:')) return realFetch(input);
    try {
      return new Response(await readFile(fileURLToPath(u.replace(/\?.*$/, ''))));
    } catch {
      return new Response('', { status: 404 });
    }
  }) as typeof fetch;
  (globalThis as { document?: unknown }).document = {
    currentScript: null,
    querySelector: () => ({ getAttribute: () => 'zh-CN' }),
  };
  await put(
    'article/detail/1/index.html',
    page('行业观察', '2026-01-02', '东北大豆新季上市', '大豆收购价格平稳，农业合作社加快销售。'),
  );
  await put(
    'article/detail/2/index.html',
    page('农业政策', '2026-02-03', '玉米大斑病防控通知', '各地农业部门部署玉米大斑病统防统治。'),
  );
  await put(
    'article/detail/3/index.html',
    page('研究报告', '2026-03-04', '种业振兴年度报告', '种业振兴行动推进，农业科技支撑增强。'),
  );
  // A list page marks no body: it must stay out of the index even though it names every article.
  await put(
    'article/news/index.html',
    '<html lang="zh-CN"><body><h1>行业观察</h1>大豆 玉米 种业 棉花</body></html>',
  );
}, 60_000);

afterAll(async () => {
  globalThis.fetch = realFetch;
  delete (globalThis as { document?: unknown }).document;
  await closeSearchIndexer();
  await rm(root, { recursive: true, force: true });
});

describe('search index', () => {
  it('names pages by their clean URL', () => {
    expect(urlOfFile('article/detail/5/index.html')).toBe('/article/detail/5');
    expect(urlOfFile('index.html')).toBe('/');
    expect(urlOfFile('group.html')).toBe('/group');
  });

  it('indexes only page bodies, in Chinese, with kind, date and a body excerpt', async () => {
    const { pages } = await buildSearchIndex(root);
    expect(pages).toBe(3);
    for (const f of ['pagefind.js', 'pagefind-entry.json', 'pages.json']) {
      expect(existsSync(path.join(root, 'pagefind', f))).toBe(true);
    }
    const entry = JSON.parse(await readFile(path.join(root, 'pagefind', 'pagefind-entry.json'), 'utf8'));
    expect(Object.keys(entry.languages)).toEqual(['zh-cn']);

    const inst = await searcher(false);
    const soy = await urlsFor(inst, '大豆');
    expect(soy.urls).toEqual(['/article/detail/1']);
    expect(soy.data[0]!.meta).toMatchObject({ title: '东北大豆新季上市', date: '2026-01-02' });
    expect(soy.data[0]!.filters.kind).toEqual(['行业观察']);
    expect(bodyExcerpt(soy.data[0]!.content, soy.data[0]!.meta.title!, '大豆')).toBe(
      '大豆收购价格平稳，农业合作社加快销售。',
    );
    // A word inside a longer text is found through segmentation.
    expect((await urlsFor(inst, '统防统治')).urls).toEqual(['/article/detail/2']);
    const farming = await urlsFor(inst, '农业');
    expect(farming.urls).toEqual(['/article/detail/1', '/article/detail/2', '/article/detail/3']);
    expect(farming.counts).toEqual({ 行业观察: 1, 农业政策: 1, 研究报告: 1 });
    // Only pages holding the whole word: 种业 is not any page with 业 (农业).
    expect((await urlsFor(inst, '种业')).urls).toEqual(['/article/detail/3']);
    expect((await urlsFor(inst, '农业 大豆')).urls).toEqual(['/article/detail/1']);
    const reports = await urlsFor(inst, '农业', NO_DELTA, '研究报告');
    expect(reports.urls).toEqual(['/article/detail/3']);
    expect(reports.total).toBe(3);
    // Navigation, breadcrumbs, side lists, footers, the ignored meta line and unmarked pages are not content.
    for (const word of ['导航', '面包屑', '邻居', '侧栏', '页脚', '本站', '棉花']) {
      expect((await urlsFor(inst, word)).urls, word).toEqual([]);
    }
  });

  it('a delta replaces changed pages and hides removed ones', async () => {
    await put(
      'article/detail/1/index.html',
      page('行业观察', '2026-01-05', '新疆棉花采收过半', '棉花采收进度加快，农业机械作业率提高。'),
    );
    await rm(path.join(root, 'article/detail/2'), { recursive: true });
    const { pages } = await buildDeltaIndex(root, {
      files: ['article/detail/1/index.html'],
      removedUrls: ['/article/detail/2'],
    });
    expect(pages).toBe(1);
    const superseded = await readSuperseded();
    expect(superseded.urls).toEqual(['/article/detail/1', '/article/detail/2']);
    const basePages = JSON.parse(await readFile(path.join(root, 'pagefind', 'pages.json'), 'utf8'));
    expect(superseded.base).toEqual({
      [basePages['/article/detail/1'].id]: '行业观察',
      [basePages['/article/detail/2'].id]: '农业政策',
    });
    expect(superseded.delta).toHaveLength(1);

    const inst = await searcher(true);
    expect((await urlsFor(inst, '大豆', superseded)).urls).toEqual([]);
    expect((await urlsFor(inst, '玉米', superseded)).urls).toEqual([]);
    const cotton = await urlsFor(inst, '棉花', superseded);
    expect(cotton.urls).toEqual(['/article/detail/1']);
    expect(cotton.data[0]!.meta.date).toBe('2026-01-05');
    const farming = await urlsFor(inst, '农业', superseded);
    expect(farming.urls).toEqual(['/article/detail/1', '/article/detail/3']);
    expect(farming.counts).toEqual({ 行业观察: 1, 农业政策: 0, 研究报告: 1 });
    // Without the superseded list the stale base copies would still show.
    expect((await urlsFor(inst, '大豆')).urls).toEqual(['/article/detail/1']);
  });

  it('each delta replaces the previous one, atomically, and a new base drops it', async () => {
    await put(
      'article/detail/3/index.html',
      page('研究报告', '2026-03-09', '种业振兴年度报告（修订）', '种业振兴行动推进，生物育种产业化提速。'),
    );
    await buildDeltaIndex(root, {
      files: ['article/detail/1/index.html', 'article/detail/3/index.html'],
      removedUrls: ['/article/detail/2'],
    });
    const superseded = await readSuperseded();
    expect(superseded.urls).toEqual(['/article/detail/1', '/article/detail/2', '/article/detail/3']);
    expect(superseded.delta).toHaveLength(2);
    const inst = await searcher(true);
    expect((await urlsFor(inst, '生物育种', superseded)).urls).toEqual(['/article/detail/3']);
    expect((await urlsFor(inst, '种业', superseded)).urls).toEqual(['/article/detail/3']);
    // No temporary or old folders are left beside the indexes.
    expect((await readdir(root)).sort()).toEqual(['article', 'pagefind', 'pagefind-delta']);

    const { pages } = await buildSearchIndex(root);
    expect(pages).toBe(2);
    expect(await readSuperseded()).toEqual({ urls: [], base: {}, delta: [] });
    expect(await readdir(path.join(root, 'pagefind-delta'))).toEqual(['superseded.json']);
    expect((await urlsFor(await searcher(false), '棉花')).urls).toEqual(['/article/detail/1']);
  });

  it('keeps column, category and tags out of the excerpt, as filters (the article page markup)', async () => {
    const own = await mkdtemp(path.join(tmpdir(), 'search-tags-'));
    try {
      const html = page(
        '行业观察',
        '2026-04-01',
        '小麦收购进度',
        '夏粮收购进度加快，各地托市收购有序。',
      ).replace(
        '<div>',
        `<ul data-tags data-pagefind-ignore>
<li data-pagefind-filter="column:粮食"><a href="/c">粮食</a></li>
<li data-pagefind-filter="category:市场动态"><a href="/k">市场动态</a></li>
<li data-pagefind-filter="tag:小麦"><a href="/t/1" rel="tag"># 小麦</a></li>
<li data-pagefind-filter="tag:耕地保护"><a href="/t/2" rel="tag"># 耕地保护</a></li></ul><div>`,
      );
      await mkdir(path.join(own, 'article/detail/9'), { recursive: true });
      await writeFile(path.join(own, 'article/detail/9/index.html'), html);
      await buildSearchIndex(own);
      const found = await urlsFor(await searcher(false, own), '托市');
      expect(found.urls).toEqual(['/article/detail/9']);
      const [data] = found.data;
      expect(bodyExcerpt(data!.content, data!.meta.title!, '托市')).toBe(
        '夏粮收购进度加快，各地托市收购有序。',
      );
      for (const word of ['#', '粮食', '市场动态', '耕地保护'])
        expect(data!.content, word).not.toContain(word);
      expect(data!.filters).toMatchObject({
        column: ['粮食'],
        category: ['市场动态'],
        tag: expect.arrayContaining(['小麦', '耕地保护']),
      });
      // A tag is not body text: its name alone finds nothing.
      expect((await urlsFor(await searcher(false, own), '耕地保护')).urls).toEqual([]);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it('finds an entry by pinyin kept as metadata, never in its text (the 百科 entry page markup)', async () => {
    const own = await mkdtemp(path.join(tmpdir(), 'search-words-'));
    try {
      const html = page('农业百科', '2026-05-01', '小麦', '小麦是禾本科小麦属一年生草本植物。').replace(
        '<article data-pagefind-body>',
        '<article data-pagefind-body data-pagefind-meta="words[data-search-words]" data-search-words="xiaomai xm">',
      );
      await put('application/baike/1/index.html', html, own);
      await buildSearchIndex(own);
      const inst = await searcher(false, own);
      const found = await urlsFor(inst, 'xiaomai');
      expect(found.urls).toEqual(['/application/baike/1']);
      expect((await urlsFor(inst, 'xm')).urls).toEqual(['/application/baike/1']);
      const [data] = found.data;
      expect(data!.content).not.toMatch(/xiaomai|xm/);
      expect(bodyExcerpt(data!.content, data!.meta.title!, 'xiaomai')).toBe(
        '小麦是禾本科小麦属一年生草本植物。',
      );
      expect(found.counts).toEqual({ 农业百科: 1 });
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it('refuses a page without a kind, which no tab would count', async () => {
    const own = await mkdtemp(path.join(tmpdir(), 'search-kindless-'));
    try {
      // The 百科 page had its kind inside `data-pagefind-ignore="all"`, which drops filters too.
      const html = page('农业百科', '2026-05-01', '玉米', '玉米是禾本科作物。').replace(
        '<ul data-pagefind-ignore ',
        '<ul data-pagefind-ignore="all" ',
      );
      await put('application/baike/2/index.html', html, own);
      await expect(buildSearchIndex(own)).rejects.toThrow('no kind filter on /application/baike/2');
      expect(existsSync(path.join(own, 'pagefind'))).toBe(false);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it('a delta of removals only writes an empty index and its list', async () => {
    await rm(path.join(root, 'article/detail/3'), { recursive: true });
    const { pages } = await buildDeltaIndex(root, { files: [], removedUrls: ['/article/detail/3/'] });
    expect(pages).toBe(0);
    const superseded = await readSuperseded();
    expect(superseded.urls).toEqual(['/article/detail/3']);
    expect(Object.values(superseded.base)).toEqual(['研究报告']);
    expect(superseded.delta).toEqual([]);
  });
});

describe('a search page loaded before a publish', () => {
  let site: string;
  const parts = async () =>
    (await readdir(path.join(site, 'pagefind-delta'), { recursive: true }))
      .map(String)
      .filter((n) => /\.pf_/.test(n))
      .sort();

  beforeAll(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'search-keep-'));
    await put(
      'article/detail/7/index.html',
      page('行业观察', '2026-04-01', '苹果套袋', '果农忙于苹果套袋。'),
      site,
    );
    await put(
      'article/detail/8/index.html',
      page('行业观察', '2026-04-02', '茶叶春采', '明前茶开采。'),
      site,
    );
    await buildSearchIndex(site);
  }, 60_000);
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('still finds the pages of the delta it loaded after the next publish replaced it', async () => {
    await put(
      'article/detail/7/index.html',
      page('行业观察', '2026-04-03', '蓝靛果采摘', '蓝靛果进入采摘期。'),
      site,
    );
    await buildDeltaIndex(site, { files: ['article/detail/7/index.html'], removedUrls: [] });
    // The reader's page merged this delta (its entry and meta) but searches later.
    const reader = await searcher(true, site);
    await put(
      'article/detail/8/index.html',
      page('行业观察', '2026-04-04', '茶叶春采（修订）', '明前茶开采。'),
      site,
    );
    await put(
      'article/detail/7/index.html',
      page('行业观察', '2026-04-05', '蓝靛果采摘（修订）', '蓝靛果进入采摘期。'),
      site,
    );
    const before = await parts();
    await buildDeltaIndex(site, {
      files: ['article/detail/7/index.html', 'article/detail/8/index.html'],
      removedUrls: [],
    });
    expect((await urlsFor(reader, '蓝靛果')).urls).toEqual(['/article/detail/7']);
    // The new delta's own reader finds the same page through the new parts.
    expect((await urlsFor(await searcher(true, site), '蓝靛果')).urls).toEqual(['/article/detail/7']);
    expect(await parts()).toEqual(expect.arrayContaining(before));
  });

  it('drops the replaced parts once they are older than the window', async () => {
    const old = (Date.now() - DELTA_PARTS_KEPT_MS - 60_000) / 1000;
    for (const name of await parts()) await utimes(path.join(site, 'pagefind-delta', name), old, old);
    const before = await parts();
    await buildDeltaIndex(site, { files: ['article/detail/8/index.html'], removedUrls: [] });
    const after = await parts();
    expect(after.length).toBeLessThan(before.length);
    const superseded = JSON.parse(
      await readFile(path.join(site, 'pagefind-delta', 'superseded.json'), 'utf8'),
    );
    expect((await urlsFor(await searcher(true, site), '茶叶', superseded)).urls).toEqual([
      '/article/detail/8',
    ]);
  });
});

describe('live results', () => {
  const superseded: Superseded = {
    urls: ['/a', '/b'],
    base: { a1: '行业观察', b1: '农业政策', same: '研究报告' },
    delta: ['a2', 'same'],
  };

  it('drops superseded base entries and keeps delta copies', () => {
    const live = liveResults([{ id: 'a1' }, { id: 'a2' }, { id: 'b1' }, { id: 'c1' }], superseded);
    expect(live.kept.map((r) => r.id)).toEqual(['a2', 'c1']);
  });

  it('keeps one copy of a page whose delta entry is identical to its base entry', () => {
    expect(liveResults([{ id: 'same' }, { id: 'same' }], superseded).kept).toHaveLength(1);
  });

  const hit = (id: string, url: string) => ({ id, data: async () => ({ url }) });

  it('keeps one result per url, the delta copy when there is one', async () => {
    const kept = await uniqueUrls(
      [hit('old-a', '/a'), hit('c1', '/c'), hit('a2', '/a/'), hit('c2', '/c.html'), hit('d1', '/d')],
      superseded,
    );
    expect(kept.map((r) => r.id)).toEqual(['c1', 'a2', 'd1']);
  });

  it('without a delta loads no result data', async () => {
    let loaded = 0;
    const lazy = (id: string) => ({ id, data: async () => ({ url: `/${loaded++}` }) });
    expect(await uniqueUrls([lazy('x'), lazy('y')], NO_DELTA)).toHaveLength(2);
    expect(loaded).toBe(0);
  });
});

describe('highlights', () => {
  it('marks every term of the keyword, folded as search folds it', () => {
    expect(termParts('玉米大斑病：玉米价格', '玉米 价格')).toEqual([
      { text: '玉米', marked: true },
      { text: '大斑病：', marked: false },
      { text: '玉米', marked: true },
      { text: '价格', marked: true },
    ]);
    expect(termParts('DAP 价格', 'ｄａｐ')).toEqual([
      { text: 'DAP', marked: true },
      { text: ' 价格', marked: false },
    ]);
    expect(termParts('a.b', '.')).toEqual([
      { text: 'a', marked: false },
      { text: '.', marked: true },
      { text: 'b', marked: false },
    ]);
  });
});
