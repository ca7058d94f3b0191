import { mkdtempSync, mkdirSync, readFileSync, existsSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { goneUrls, mergeBuild, mergeManifest } from '#server/services/publish/merge.ts';
import { neighboursAt } from '#server/services/publish/planner.ts';
import { articleListKey, keyWanted, LIST_HEAD_PAGES } from '#lib/pageFamilies.ts';
import { openSite, readManifest, type BuildManifest } from '#server/services/publish/site.ts';
import { sha256Source } from '#server/site/csp.ts';
import { captureLog } from '../logCapture.ts';

function tree(root: string, files: Record<string, string | Buffer>): void {
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), body);
  }
}

const page = (text: string) => `<html><body>${text.repeat(200)}</body></html>`;

describe('rebuild merge and the live site', () => {
  it('carries the build’s inline scripts into the generation, and adds none a rendered page brings', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'merge-inline-'));
    const dist = path.join(dir, 'dist');
    const staging = path.join(dir, 'staging');
    const inline = { scripts: [sha256Source('layout()')], styles: [sha256Source('a{}')] };
    const manifest: BuildManifest = {
      startedAt: '2026-01-01T00:00:00.000Z',
      builtAt: 'b',
      pages: { 'article-detail': { '1': ['/article/detail/1'] } },
      inline,
    };
    tree(dist, {
      'article/detail/1/index.html': page('one'),
      '_portal/pages.json': JSON.stringify(manifest),
    });
    tree(staging, {
      'article/detail/1/index.html': `${page('one, edited')}<script>layout()</script><script>alert(1)</script>`,
      '_portal/pages.json': JSON.stringify({ ...manifest, inline: undefined }),
    });
    const site = openSite(dist);
    const next = site.nextDir('1');
    const log = captureLog();
    try {
      const plan = { families: { 'article-detail': [1] } };
      const merged = await mergeBuild({ live: site.live(), staging, plan, next });
      expect(merged.manifest.inline).toEqual(inline);
    } finally {
      log.stop();
    }
    expect(readManifest(next).inline).toEqual(inline);
    const warned = log.lines.filter((l) => l.level === 'warn');
    expect(warned).toHaveLength(1);
    expect(JSON.stringify(warned[0])).toContain(sha256Source('alert(1)'));
  });

  it('puts changed pages in a generation, hides gone ones, and never touches what readers get today', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'merge-'));
    const dist = path.join(dir, 'dist');
    const staging = path.join(dir, 'staging');
    const liveManifest: BuildManifest = {
      startedAt: '2026-01-01T00:00:00.000Z',
      builtAt: '2026-01-01T00:01:00.000Z',
      pages: {
        'article-detail': {
          '1': ['/article/detail/1'],
          '2': ['/article/detail/2'],
          '3': ['/article/detail/3'],
        },
        'article-list': { news: ['/article/news/page/2'] },
      },
    };
    tree(dist, {
      'index.html': page('old home'),
      'index.html.gz': gzipSync(page('old home')),
      'article/detail/1/index.html': page('one'),
      'article/detail/2/index.html': page('two'),
      'article/detail/3/index.html': page('three'),
      'article/news/page/2/index.html': page('list 2'),
      '_portal/pages.json': JSON.stringify(liveManifest),
    });
    // Article 2 was unpublished: the rebuild renders 1 (a neighbour, unchanged), not 2; the news list lost page 2.
    tree(staging, {
      'index.html': page('new home'),
      'article/detail/1/index.html': page('one'),
      '_portal/pages.json': JSON.stringify({
        ...liveManifest,
        pages: { 'article-detail': { '1': ['/article/detail/1'] }, 'article-list': {} },
      }),
    });
    const plan = { families: { 'article-detail': [1, 2], 'article-list': ['news'] } };
    const site = openSite(dist);
    const liveInode = statSync(path.join(dist, 'index.html')).ino;
    const next = site.nextDir('1');

    const merged = await mergeBuild({ live: site.live(), staging, plan, next });

    expect(merged.pages).toEqual(['index.html']);
    expect(merged.removedUrls.sort()).toEqual(['/article/detail/2', '/article/news/page/2']);
    expect(readFileSync(path.join(next, 'index.html'), 'utf8')).toBe(page('new home'));
    expect(existsSync(path.join(next, 'index.html.br'))).toBe(true);
    // Unchanged pages stay in the full build only.
    expect(existsSync(path.join(next, 'article/detail/1'))).toBe(false);
    // Until the swap, readers get exactly the full build.
    expect(readFileSync(site.resolve('/')!.found.file, 'utf8')).toBe(page('old home'));
    expect(statSync(path.join(dist, 'index.html')).ino).toBe(liveInode);
    expect(readFileSync(path.join(dist, 'index.html.gz')).equals(gzipSync(page('old home')))).toBe(true);
    expect(site.resolve('/article/detail/2')).not.toBeNull();

    await site.swap({ overlay: next, ...merged, watermark: 7, search: { files: [], removedUrls: [] } });

    expect(readFileSync(site.resolve('/')!.found.file, 'utf8')).toBe(page('new home'));
    expect(site.resolve('/article/detail/2')).toBeNull();
    expect(site.resolve('/article/detail/2.html')).toBeNull();
    expect(site.resolve('/article/news/page/2')).toBeNull();
    expect(site.resolve('/article/detail/3')!.root).toBe(dist);
    expect(merged.manifest.pages['article-detail']).toEqual({
      '1': ['/article/detail/1'],
      '3': ['/article/detail/3'],
    });

    // A restart serves the same generation.
    const restarted = openSite(dist);
    expect(restarted.live().overlay).toBe(next);
    expect(restarted.resolve('/article/detail/2')).toBeNull();

    // Article 2 published again: the next generation keeps the new home (hard link) and has article 2 back.
    const again = path.join(dir, 'staging2');
    tree(again, {
      'index.html': page('new home'),
      'article/detail/2/index.html': page('two again'),
      '_portal/pages.json': JSON.stringify({
        ...liveManifest,
        pages: { 'article-detail': { '2': ['/article/detail/2'] } },
      }),
    });
    const next2 = site.nextDir('2');
    const merged2 = await mergeBuild({
      live: site.live(),
      staging: again,
      plan: { families: { 'article-detail': [2] } },
      next: next2,
    });
    expect(merged2.pages).toEqual([path.join('article', 'detail', '2', 'index.html')]);
    expect(statSync(path.join(next2, 'index.html')).ino).toBe(statSync(path.join(next, 'index.html')).ino);
    await site.swap({ overlay: next2, ...merged2, watermark: 8, search: { files: [], removedUrls: [] } });
    expect(readFileSync(site.resolve('/article/detail/2')!.found.file, 'utf8')).toBe(page('two again'));
    expect(site.resolve('/article/news/page/2')).toBeNull();
  });

  it('an article unpublished and published again unchanged is served again, not left gone', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'merge-same-'));
    const dist = path.join(dir, 'dist');
    const manifest: BuildManifest = {
      startedAt: '2026-01-01T00:00:00.000Z',
      builtAt: '2026-01-01T00:01:00.000Z',
      pages: { 'article-detail': { '1': ['/article/detail/1'] } },
    };
    tree(dist, {
      'article/detail/1/index.html': page('one'),
      '_portal/pages.json': JSON.stringify(manifest),
    });
    const site = openSite(dist);
    const plan = { families: { 'article-detail': [1] } };
    const gone = path.join(dir, 'gone');
    tree(gone, { '_portal/pages.json': JSON.stringify({ ...manifest, pages: { 'article-detail': {} } }) });
    const next1 = site.nextDir('1');
    const merged1 = await mergeBuild({ live: site.live(), staging: gone, plan, next: next1 });
    await site.swap({ overlay: next1, ...merged1, watermark: 1, search: { files: [], removedUrls: [] } });
    expect(site.resolve('/article/detail/1')).toBeNull();

    // The same bytes as the full build's: still written, since readers get a 404 today.
    const back = path.join(dir, 'back');
    tree(back, {
      'article/detail/1/index.html': page('one'),
      '_portal/pages.json': JSON.stringify(manifest),
    });
    const next2 = site.nextDir('2');
    const merged2 = await mergeBuild({ live: site.live(), staging: back, plan, next: next2 });
    expect([...merged2.removed]).toEqual([]);
    await site.swap({ overlay: next2, ...merged2, watermark: 2, search: { files: [], removedUrls: [] } });
    expect(readFileSync(site.resolve('/article/detail/1')!.found.file, 'utf8')).toBe(page('one'));
  });

  it('a thin generation links only its own pages over the whole one; the next whole one holds them all', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'merge-thin-'));
    const dist = path.join(dir, 'dist');
    const manifest: BuildManifest = {
      startedAt: '2026-01-01T00:00:00.000Z',
      builtAt: '2026-01-01T00:01:00.000Z',
      pages: { 'article-detail': { '1': ['/article/detail/1'], '9': ['/article/detail/9'] } },
    };
    const built = (pages: BuildManifest['pages']) => JSON.stringify({ ...manifest, pages });
    tree(dist, {
      'index.html': page('home'),
      'article/detail/1/index.html': page('one'),
      'article/detail/9/index.html': page('nine'),
      'article/news/page/5/index.html': page('list 5'),
      '_portal/pages.json': JSON.stringify(manifest),
    });
    const site = openSite(dist);
    const search = { files: [], removedUrls: [] };
    const run = async (
      name: string,
      files: Record<string, string>,
      plan: object,
      whole: boolean,
      pages = {},
    ) => {
      const staging = path.join(dir, `staging-${name}`);
      tree(staging, { ...files, '_portal/pages.json': built(pages) });
      const next = site.nextDir(name);
      const merged = await mergeBuild({ live: site.live(), staging, plan: plan as never, next, whole });
      await site.swap({ overlay: next, ...merged, watermark: 1, search });
      return { next, merged };
    };
    const text = (url: string) => readFileSync(site.resolve(url)!.found.file, 'utf8');

    // The later list pages of a run: a whole generation.
    const lists = await run(
      '1-lists',
      { 'article/news/page/5/index.html': page('list 5 new') },
      { families: {} },
      true,
    );
    // The next run's first phase: article 1 changed, article 9 gone; thin over the lists' generation.
    const thin = await run(
      '2',
      { 'article/detail/1/index.html': page('one new') },
      { families: { 'article-detail': [1, 9] } },
      false,
      { 'article-detail': { '1': ['/article/detail/1'] } },
    );
    expect(thin.merged.under).toBe(lists.next);
    expect(existsSync(path.join(thin.next, 'article/news/page/5/index.html'))).toBe(false);
    expect(existsSync(path.join(thin.next, 'article/detail/1/index.html'))).toBe(true);
    expect(text('/article/news/page/5')).toBe(page('list 5 new'));
    expect(text('/article/detail/1')).toBe(page('one new'));
    expect(site.resolve('/article/detail/9')).toBeNull();
    // A restart serves the thin generation over the same whole one.
    expect(openSite(dist).live()).toMatchObject({ overlay: thin.next, under: lists.next });
    expect(readFileSync(openSite(dist).resolve('/article/news/page/5')!.found.file, 'utf8')).toBe(
      page('list 5 new'),
    );

    // A second thin run stays over the same whole generation and keeps the first one's pages.
    const thin2 = await run('3', { 'index.html': page('home new') }, { families: {} }, false);
    expect(thin2.merged.under).toBe(lists.next);
    expect(text('/article/detail/1')).toBe(page('one new'));
    expect(text('/')).toBe(page('home new'));

    // Its later list pages: whole again, with every page changed since the full build and without the gone one.
    const whole = await run(
      '3-lists',
      { 'article/news/page/5/index.html': page('list 5 newer') },
      { families: {} },
      true,
    );
    expect(whole.merged.under).toBeNull();
    for (const [rel, body] of [
      ['article/detail/1/index.html', page('one new')],
      ['index.html', page('home new')],
      ['article/news/page/5/index.html', page('list 5 newer')],
    ])
      expect(readFileSync(path.join(whole.next, rel!), 'utf8')).toBe(body);
    expect(existsSync(path.join(whole.next, 'article/detail/9'))).toBe(false);
    expect(site.resolve('/article/detail/9')).toBeNull();
    expect(text('/article/detail/1')).toBe(page('one new'));
  });

  it('keeps unplanned families and keys of a keyed family', () => {
    const live = { tag: { '4': ['/article/tag/4', '/article/tag/4/page/2'], '5': ['/article/tag/5'] } };
    const plan = { families: { tag: [4] } };
    const built = { tag: { '4': ['/article/tag/4'] } };
    expect(goneUrls(plan, live, built)).toEqual(['/article/tag/4/page/2']);
    expect(mergeManifest(plan, live, built)).toEqual({
      tag: { '4': ['/article/tag/4'], '5': ['/article/tag/5'] },
    });
  });
});

describe('rebuild planner', () => {
  const order = [
    { id: 9, publishedAt: '2026-03-01' },
    { id: 7, publishedAt: '2026-02-01' },
    { id: 5, publishedAt: '2026-01-01' },
  ];
  it('finds the neighbours around where an article is or was listed', () => {
    expect(neighboursAt(order, { id: 7, publishedAt: '2026-02-01' })).toEqual([9, 5]);
    // Deleted: no longer in the list, its old place is between 9 and 5 all the same.
    expect(neighboursAt(order, { id: 8, publishedAt: '2026-02-15' })).toEqual([9, 7]);
    expect(neighboursAt(order, { id: 10, publishedAt: '2026-04-01' })).toEqual([9]);
    expect(neighboursAt(order, { id: 1, publishedAt: '2025-01-01' })).toEqual([5]);
  });
});

describe('page keys', () => {
  it('name the first pages of a list apart from the later ones', () => {
    expect(articleListKey('news', 'column:3', 1)).toBe('news|column:3|head');
    expect(articleListKey('news', 'all', LIST_HEAD_PAGES)).toBe('news|all|head');
    expect(articleListKey('news', 'all', LIST_HEAD_PAGES + 1)).toBe('news|all|tail');
  });
  it('match exactly or by a prefix ending in *', () => {
    expect(keyWanted(['news|*'], 'news|month:2026-10|tail')).toBe(true);
    expect(keyWanted(['news|*'], 'policy|all|head')).toBe(false);
    expect(keyWanted([5, 'news|all|head'], '5')).toBe(true);
    expect(keyWanted(['news|all|head'], 'news|all|tail')).toBe(false);
  });
});
