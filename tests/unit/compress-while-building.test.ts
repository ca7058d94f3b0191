import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compressTree } from '#server/services/publish/compress.ts';
import { CompressPool } from '#server/services/publish/compressPool.ts';
import { pageFile } from '#content/compressWhileRendering.mjs';

/** A site of an asset, two pages and a file too small to compress; `bytes` kept for the pool's "about to write". */
function site(): { root: string; files: Record<string, Buffer> } {
  const root = mkdtempSync(path.join(tmpdir(), 'compress-pool-'));
  const files: Record<string, Buffer> = {
    '_astro/app.abc.js': Buffer.from('export const x = "玉米价格";\n'.repeat(800)),
    'article/detail/1/index.html': Buffer.from('<p>小麦 wheat</p>\n'.repeat(900)),
    'application/baike/7/index.html': Buffer.from('<h1>水稻</h1><p>稻谷</p>\n'.repeat(700)),
    'small.html': Buffer.from('<p>x</p>'),
  };
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), body);
  }
  return { root, files };
}

const compressedBytes = (root: string, rels: string[]) =>
  rels.flatMap((rel) => ['.br', '.gz'].map((ext) => readFileSync(path.join(root, rel + ext))));

describe('precompression in threads while the build renders', () => {
  it('writes the same .br and .gz bytes as the serial pass, from given bytes or from the file', async () => {
    const serial = site();
    await compressTree(serial.root);
    const threaded = site();
    const pool = new CompressPool(threaded.root, 2);
    // The pages as the renderer hands them over (bytes, before its own write), the asset read from disk.
    await pool.add(
      path.join(threaded.root, 'article/detail/1/index.html'),
      threaded.files['article/detail/1/index.html'],
    );
    await pool.add(
      path.join(threaded.root, 'application/baike/7/index.html'),
      threaded.files['application/baike/7/index.html'],
    );
    await pool.add(path.join(threaded.root, '_astro/app.abc.js'));
    await pool.add(path.join(threaded.root, 'small.html'));
    const done = await pool.finish();
    const rels = ['_astro/app.abc.js', 'article/detail/1/index.html', 'application/baike/7/index.html'];
    expect(Object.keys(done).sort()).toEqual([...rels].sort());
    expect(compressedBytes(threaded.root, rels)).toEqual(compressedBytes(serial.root, rels));
  });

  it('the pass after the build keeps what the threads made and redoes a file changed since', async () => {
    const { root } = site();
    const pool = new CompressPool(root, 1);
    for (const rel of ['_astro/app.abc.js', 'article/detail/1/index.html', 'application/baike/7/index.html'])
      await pool.add(path.join(root, rel));
    const done = await pool.finish();
    const page = path.join(root, 'article/detail/1/index.html');
    const kept = path.join(root, 'application/baike/7/index.html.br');
    const keptAt = statSync(kept).mtimeMs;
    // Changed after the threads compressed it (as an integration rewriting a page at the build's end would).
    writeFileSync(page, '<p>大豆 soybean</p>\n'.repeat(900));
    await new Promise((r) => setTimeout(r, 20));
    expect(await compressTree(root, done)).toBe(3);
    expect(statSync(kept).mtimeMs).toBe(keptAt);
    const fresh = site();
    writeFileSync(path.join(fresh.root, 'article/detail/1/index.html'), '<p>大豆 soybean</p>\n'.repeat(900));
    await compressTree(fresh.root);
    expect(compressedBytes(root, ['article/detail/1/index.html'])).toEqual(
      compressedBytes(fresh.root, ['article/detail/1/index.html']),
    );
  });

  it('keeps the process alive while the renderer waits for room in a full queue', () => {
    const { root, files } = site();
    const pool = new URL('../../src/server/services/publish/compressPool.ts', import.meta.url).href;
    const page = JSON.stringify(path.join(root, 'article/detail/1/index.html'));
    // The build's render loop in small: each add waits for room (1 byte), when nothing but the threads is pending.
    const script = `
      import { CompressPool } from ${JSON.stringify(pool)};
      const pool = new CompressPool(${JSON.stringify(root)}, 1, { maxQueuedBytes: 1 });
      const bytes = new Uint8Array(${JSON.stringify([...files['article/detail/1/index.html']!])});
      for (let i = 0; i < 3; i++) await pool.add(${page}, bytes);
      console.log(Object.keys(await pool.finish()).join());`;
    writeFileSync(path.join(root, 'render.mjs'), script);
    const run = spawnSync(process.execPath, [path.join(root, 'render.mjs')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('article/detail/1/index.html');
  });

  it('reports a file it could not compress when it finishes', async () => {
    const { root } = site();
    const pool = new CompressPool(root, 1);
    await pool.add(path.join(root, 'article/detail/1/index.html'));
    await pool.add(path.join(root, 'gone/index.html'));
    await expect(pool.finish()).rejects.toThrow(/gone\/index\.html/);
  });

  it('puts a page where Astro writes it (build.format "directory")', () => {
    expect(pageFile('/d', 'http://localhost/')).toBe('/d/index.html');
    expect(pageFile('/d', 'http://localhost/article/detail/5')).toBe('/d/article/detail/5/index.html');
    expect(pageFile('/d', 'http://localhost/404')).toBe('/d/404.html');
    expect(pageFile('/d', 'http://localhost/500')).toBe('/d/500.html');
    expect(pageFile('/d', 'http://localhost/article/tag/%E5%B0%8F%E9%BA%A6')).toBe(
      '/d/article/tag/小麦/index.html',
    );
  });
});
