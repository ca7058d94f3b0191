/**
 * The full build's precompression beside its rendering (wraps Astro's prerenderer, `keepRenderer.mjs` installs it):
 * Vite's hashed assets when rendering starts, then each page from the bytes Astro is about to write, in threads on the
 * core the renderer leaves free (`#server/services/publish/compressPool.ts`). What they made is listed in
 * `_portal/compressed.json` with each input's hash; `scripts/compress.mjs` does the rest and redoes any file changed
 * since, so the result is the same as one pass after the build.
 */
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { walk } from '../server/services/publish/compress.ts';
import { COMPRESSED_FILE, CompressPool } from '../server/services/publish/compressPool.ts';

// Astro writes these as /404.html and /500.html, every other page as <path>/index.html (build.format 'directory').
const STATUS_PAGES = new Set(['/404', '/500']);

/** Where Astro writes the page of `url` in `outDir`. */
export function pageFile(outDir, url) {
  const pathname = decodeURIComponent(new URL(url).pathname).replace(/\/+$/, '');
  if (STATUS_PAGES.has(pathname)) return path.join(outDir, `${pathname}.html`);
  return path.join(outDir, pathname, 'index.html');
}

const exists = (file) =>
  access(file).then(
    () => true,
    () => false,
  );

/** `prerenderer` compressing as it goes, into `outDir` (a build of format 'directory'). */
export function compressWhileRendering(prerenderer, outDir) {
  let pool = null;
  return {
    ...prerenderer,
    async setup() {
      await prerenderer.setup?.();
      pool = new CompressPool(outDir);
      // Vite's client build is final by now: its assets (brotli 11, the slowest) start while the first pages render.
      // Not the build's records nor Astro's server bundle (`.prerender/`, deleted when the build ends).
      for await (const file of walk(outDir)) {
        const top = path.relative(outDir, file).split(path.sep)[0];
        if (top !== '_portal' && top !== '.prerender') void pool.add(file);
      }
    },
    async render(request, options) {
      const rendered = await prerenderer.render(request, options);
      const response = rendered instanceof Response ? rendered : rendered.response;
      const redirect = response.status >= 300 && response.status < 400;
      if (options.routeData.type !== 'page' || redirect || !response.body) return rendered;
      const bytes = new Uint8Array(await response.arrayBuffer());
      const { status, statusText, headers } = response;
      const copy = new Response(bytes, { status, statusText, headers });
      await pool.add(pageFile(outDir, request.url), bytes);
      return rendered instanceof Response ? copy : { ...rendered, response: copy };
    },
    async teardown() {
      try {
        const compressed = await pool.finish();
        // A page Astro did not write where expected: its compressed files go, scripts/compress.mjs sees to it.
        await Promise.all(
          Object.keys(compressed).map(async (rel) => {
            const file = path.join(outDir, rel);
            if (await exists(file)) return;
            delete compressed[rel];
            await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
          }),
        );
        const list = path.join(outDir, COMPRESSED_FILE);
        await mkdir(path.dirname(list), { recursive: true });
        await writeFile(list, JSON.stringify(compressed));
      } finally {
        await prerenderer.teardown?.();
      }
    },
  };
}
