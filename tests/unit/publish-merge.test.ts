import { mkdtempSync, mkdirSync, readFileSync, existsSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { goneUrls, mergeBuild, mergeManifest } from '../../src/server/services/publish/merge.ts';
import { neighboursAt } from '../../src/server/services/publish/planner.ts';
import type { BuildManifest } from '../../src/server/services/publish/site.ts';

function tree(root: string, files: Record<string, string | Buffer>): void {
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), body);
  }
}

const page = (text: string) => `<html><body>${text.repeat(200)}</body></html>`;

describe('rebuild merge', () => {
  it('replaces changed pages, removes gone ones and never touches the live generation', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'merge-'));
    const live = path.join(dir, 'live');
    const staging = path.join(dir, 'staging');
    const next = path.join(dir, 'next');
    const liveManifest: BuildManifest = {
      startedAt: '2026-01-01T00:00:00.000Z',
      builtAt: '2026-01-01T00:01:00.000Z',
      pages: {
        'article-detail': {
          '1': ['/article/detail/1'],
          '2': ['/article/detail/2'],
          '3': ['/article/detail/3'],
        },
        'article-list': { '/article/news/page/2': ['/article/news/page/2'] },
      },
    };
    tree(live, {
      'index.html': page('old home'),
      'index.html.gz': gzipSync(page('old home')),
      'article/detail/1/index.html': page('one'),
      'article/detail/2/index.html': page('two'),
      'article/detail/3/index.html': page('three'),
      'article/news/page/2/index.html': page('list 2'),
      '_portal/pages.json': JSON.stringify(liveManifest),
    });
    // Article 2 was unpublished: the rebuild renders 1 (a neighbour, unchanged), not 2; the list lost its page 2.
    tree(staging, {
      'index.html': page('new home'),
      'article/detail/1/index.html': page('one'),
      '_portal/pages.json': JSON.stringify({
        ...liveManifest,
        pages: { 'article-detail': { '1': ['/article/detail/1'] }, 'article-list': {} },
      }),
    });
    const plan = { families: { 'article-detail': [1, 2], 'article-list': 'all' as const } };
    const liveInode = statSync(path.join(live, 'index.html')).ino;

    const merged = await mergeBuild({ live: { root: live, manifest: liveManifest }, staging, plan, next });

    expect(merged.pages).toEqual(['index.html']);
    expect(merged.removedUrls.sort()).toEqual(['/article/detail/2', '/article/news/page/2']);
    expect(readFileSync(path.join(next, 'index.html'), 'utf8')).toBe(page('new home'));
    expect(existsSync(path.join(next, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(next, 'article/detail/2'))).toBe(false);
    expect(existsSync(path.join(next, 'article/detail/3/index.html'))).toBe(true);
    // The live generation is exactly as it was.
    expect(readFileSync(path.join(live, 'index.html'), 'utf8')).toBe(page('old home'));
    expect(statSync(path.join(live, 'index.html')).ino).toBe(liveInode);
    expect(readFileSync(path.join(live, 'index.html.gz')).equals(gzipSync(page('old home')))).toBe(true);
    expect(existsSync(path.join(live, 'article/detail/2/index.html'))).toBe(true);
    expect(merged.manifest.pages['article-detail']).toEqual({
      '1': ['/article/detail/1'],
      '3': ['/article/detail/3'],
    });
    expect(JSON.parse(readFileSync(path.join(next, '_portal/pages.json'), 'utf8')).pages).toEqual(
      merged.manifest.pages,
    );
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
