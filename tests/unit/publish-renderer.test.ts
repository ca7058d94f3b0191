import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildPlan } from '#content/plan.ts';
import { ADMIN_MSG } from '#lib/content/messages.ts';
import { RENDERER_DIR, RENDERER_FILE } from '#content/rendererFiles.ts';
import { createRenderer, type Renderer } from '#server/services/publish/renderer/client.ts';
import { fileOfPage } from '#server/services/publish/urls.ts';

// A kept bundle as `#content/keepRenderer.mjs` leaves it, with a stand-in for Astro's app: two static pages whose
// body shows the run's plan and the renderer's pid; families named `boom` and `die` make it fail or exit.
const ENTRY = `
const PLAN = Symbol.for('portal.content.plan');
const MANIFEST = Symbol.for('portal.content.manifest');
const route = (pathname) => ({ routeData: { route: pathname, pathname, type: 'page', prerender: true, fallbackRoutes: [], component: 'x.astro' } });
export const app = {
  manifest: { routes: [route('/'), route('/404')] },
  routeCache: { clearAll() {} },
  setInternals() {},
  setOptions() {},
  async getComponentByRoute() { return {}; },
  async render(request, { routeData }) {
    const plan = globalThis[PLAN];
    if (plan.families.boom) throw new Error('页面渲染失败');
    if (plan.families.die) process.exit(3);
    if (plan.families.lost && routeData.route === '/') return new Response('页面飞走了', { status: 404 });
    if (plan.families.lost === 'slow') await new Promise((r) => setTimeout(r, 300));
    globalThis[MANIFEST].fake = { ...globalThis[MANIFEST].fake, [routeData.route]: [routeData.route] };
    return new Response(JSON.stringify({ url: request.url, plan, pid: process.pid, mode: process.env.PORTAL_NODE_ENV, node: process.env.NODE_ENV }), { status: routeData.route === '/404' ? 404 : 200 });
  },
};
`;

let root: string;
let dist: string;
let renderer: Renderer;
let runs = 0;

// The same app whose first render in a process is slow, as Astro's is (page modules loaded, code not yet optimised).
const COLD_MS = 1_500;
const COLD_ENTRY = ENTRY.replace('export const app = {', 'let cold = true;\nexport const app = {').replace(
  'async render(request, { routeData }) {',
  `async render(request, { routeData }) {
    if (cold) { cold = false; await new Promise((r) => setTimeout(r, ${COLD_MS})); }`,
);

function keepBundle(into = dist, entry = ENTRY): void {
  const dir = path.join(into, RENDERER_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'prerender-entry.fake.mjs'), entry);
  const description = {
    entry: 'prerender-entry.fake.mjs',
    origin: 'http://localhost:4321',
    pages: [],
    bundles: [],
    scripts: [],
  };
  writeFileSync(path.join(dir, RENDERER_FILE), JSON.stringify(description));
}

async function renderRun(families: Record<string, unknown>) {
  const staging = path.join(root, `staging-${++runs}`);
  mkdirSync(staging);
  await renderer.render({ families } as BuildPlan, staging);
  const page = (file: string) => JSON.parse(readFileSync(path.join(staging, file), 'utf8'));
  return { home: page('index.html'), notFound: page('404.html'), manifest: page('_portal/pages.json') };
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'renderer-'));
  dist = path.join(root, 'dist');
  keepBundle();
  renderer = createRenderer({ dist, sourceUrl: () => 'http://127.0.0.1:9', mode: 'development' });
});
afterAll(() => {
  renderer.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the warm renderer', () => {
  it('renders every page of a run into its staging folder with the run plan, and records the pages built', async () => {
    const { home, notFound, manifest } = await renderRun({ 'article-detail': ['5'] });
    expect(home).toMatchObject({
      url: 'http://localhost:4321/',
      plan: { families: { 'article-detail': ['5'] } },
    });
    expect(notFound.url).toBe('http://localhost:4321/404');
    // React's production build, the settings (the site's identity, #content/site.ts) checked in the server's mode.
    expect(home).toMatchObject({ node: 'production', mode: 'development' });
    expect(manifest.pages).toEqual({ fake: { '/': ['/'], '/404': ['/404'] } });
  });

  it('stays loaded between runs, and each run starts from its own plan and an empty page record', async () => {
    const first = await renderRun({ 'article-list': 'all' });
    const second = await renderRun({ 'tag-page': ['3'] });
    expect(second.home.pid).toBe(first.home.pid);
    expect(second.home.plan).toEqual({ families: { 'tag-page': ['3'] } });
    expect(second.manifest.pages.fake).toEqual({ '/': ['/'], '/404': ['/404'] });
  });

  it('reports a page that fails to render, and renders the next run in the same process', async () => {
    const before = (await renderRun({})).home.pid;
    await expect(renderRun({ boom: 'all' })).rejects.toThrow('页面渲染失败');
    expect((await renderRun({})).home.pid).toBe(before);
  });

  it('fails a run whose page answers other than 200 (a record it could not find), instead of publishing that', async () => {
    await expect(renderRun({ lost: 'all' })).rejects.toThrow('/ answered 404');
  });

  it('answers a failed run only once no page is still being written into its staging folder', async () => {
    const staging = path.join(root, `staging-${runs + 1}`);
    await expect(renderRun({ lost: 'slow' })).rejects.toThrow('/ answered 404');
    // The publisher removes the folder now: a page written later made that fail (ENOTEMPTY) and hid the real error.
    const atAnswer = existsSync(path.join(staging, '404.html'));
    await new Promise((r) => setTimeout(r, 500));
    expect(existsSync(path.join(staging, '404.html'))).toBe(atAnswer);
  });

  it('fails the run of a renderer that dies, and starts a fresh one for the next', async () => {
    const before = (await renderRun({})).home.pid;
    await expect(renderRun({ die: 'all' })).rejects.toThrow(/renderer exited 3/);
    expect((await renderRun({})).home.pid).not.toBe(before);
  });

  it('loads the renderer of a new full build', async () => {
    const before = (await renderRun({})).home.pid;
    const description = path.join(dist, RENDERER_DIR, RENDERER_FILE);
    const later = new Date(Date.now() + 5_000);
    utimesSync(description, later, later);
    expect((await renderRun({})).home.pid).not.toBe(before);
  });

  it('refuses to publish from a build that kept no renderer, saying what to do', async () => {
    const bare = createRenderer({
      dist: path.join(root, 'old-dist'),
      sourceUrl: () => '',
      mode: 'development',
    });
    await expect(bare.render({ families: {} }, root)).rejects.toThrow(
      ADMIN_MSG.rendererMissing(path.join(root, 'old-dist', RENDERER_DIR)),
    );
  });
});

describe('the first publish after a start', () => {
  it('costs what the next one does: warm() loads the renderer and renders a warm-up run before any publish', async () => {
    const coldDist = path.join(root, 'cold-dist');
    keepBundle(coldDist, COLD_ENTRY);
    const started = createRenderer({ dist: coldDist, sourceUrl: () => '', mode: 'development' });
    try {
      // As serve.ts does once it listens; nothing of the warm-up run stays behind.
      await started.warm();
      const timed = async () => {
        const staging = path.join(root, `staging-${++runs}`);
        mkdirSync(staging);
        const t0 = performance.now();
        await started.render({ families: { 'article-detail': ['5'] } } as BuildPlan, staging);
        return performance.now() - t0;
      };
      const first = await timed();
      const second = await timed();
      expect(first - second).toBeLessThan(COLD_MS / 2);
    } finally {
      started.close();
    }
  });

  it('waits for a warm-up still under way instead of sending the child a second job', async () => {
    const coldDist = path.join(root, 'cold-dist-2');
    keepBundle(coldDist, COLD_ENTRY);
    const started = createRenderer({ dist: coldDist, sourceUrl: () => '', mode: 'development' });
    try {
      const warming = started.warm();
      const staging = path.join(root, `staging-${++runs}`);
      mkdirSync(staging);
      await started.render({ families: { 'article-detail': ['7'] } } as BuildPlan, staging);
      await warming;
      const home = JSON.parse(readFileSync(path.join(staging, 'index.html'), 'utf8'));
      expect(home.plan).toEqual({ families: { 'article-detail': ['7'] } });
    } finally {
      started.close();
    }
  });
});

describe('the file of a rendered page', () => {
  it('follows Astro directory format: pages in folders, status pages and endpoints as files', () => {
    expect(fileOfPage('/', 'page')).toBe('index.html');
    expect(fileOfPage('/article/detail/5', 'page')).toBe(path.join('article', 'detail', '5', 'index.html'));
    expect(fileOfPage('/404', 'page')).toBe('404.html');
    expect(fileOfPage('/500', 'page')).toBe('500.html');
    expect(fileOfPage('/robots.txt', 'endpoint')).toBe('robots.txt');
  });
});
