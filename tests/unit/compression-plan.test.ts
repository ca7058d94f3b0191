import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressTree } from '#server/services/publish/compress.ts';
import { compressionFor, IMMUTABLE, OTHER, PAGE } from '#server/services/publish/compressionPlan.ts';

describe('compression plan: which level for which file', () => {
  it('gives hashed _astro assets the best brotli, pages a fast one, other text the middle', () => {
    expect(compressionFor('_astro/client.BXx7h2pV.js', 200_000)).toEqual({ brotli: 11, gzip: 9 });
    expect(compressionFor('_astro/index.D1.css', 5_000)).toBe(IMMUTABLE);
    expect(compressionFor('article/detail/5/index.html', 45_000)).toEqual({ brotli: 5, gzip: 6 });
    expect(compressionFor('404.html', 20_000)).toBe(PAGE);
    expect(compressionFor('pagefind/pagefind.js', 30_000)).toBe(OTHER);
  });

  it('leaves the build records and the kept page renderer under _portal/ alone: they are never served', () => {
    expect(compressionFor('_portal/pages.json', 90_000)).toBeNull();
    expect(compressionFor('_portal/renderer/chunks/query_Bx10auT3.mjs', 40_000)).toBeNull();
  });

  it('leaves files under 1 KB and already-compressed types as they are', () => {
    expect(compressionFor('_astro/tiny.js', 900)).toBeNull();
    expect(compressionFor('index.html', 1023)).toBeNull();
    expect(compressionFor('logo.png', 50_000)).toBeNull();
    expect(compressionFor('fonts/a.woff2', 50_000)).toBeNull();
    expect(compressionFor('pagefind/fragment/zh_1.pf_fragment', 5_000)).toBeNull();
    expect(compressionFor('files/report.pdf', 500_000)).toBeNull();
  });
});

describe('precompression', () => {
  it('writes .br and .gz that decompress to the input, and nothing for small or binary files', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'compress-'));
    const files: Record<string, Buffer> = {
      '_astro/app.abc.js': Buffer.from('export const x = "玉米价格";\n'.repeat(400)),
      'article/detail/1/index.html': Buffer.from('<p>小麦 wheat</p>\n'.repeat(500)),
      'pagefind/pagefind.js': Buffer.from('function f(){return 1}\n'.repeat(300)),
      'small.html': Buffer.from('<p>x</p>'),
      'logo.png': Buffer.alloc(5000, 7),
    };
    for (const [rel, body] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), body);
    }
    expect(await compressTree(root)).toBe(3);
    for (const rel of ['_astro/app.abc.js', 'article/detail/1/index.html', 'pagefind/pagefind.js']) {
      const file = path.join(root, rel);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(files[rel]!)).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(files[rel]!)).toBe(true);
    }
    for (const rel of ['small.html', 'logo.png']) {
      expect(existsSync(path.join(root, `${rel}.br`))).toBe(false);
      expect(existsSync(path.join(root, `${rel}.gz`))).toBe(false);
    }
  });
});
