/**
 * The warm renderer: a child of the serving process that loads the full build's kept page bundle once
 * (`#content/keepRenderer.mjs`) and renders the pages of each publish run's plan with it, reading content through
 * the server (`#content/query.ts`, remote mode). Same code and assets as the full build, without `astro build`.
 * Started by `client.ts` with the renderer folder as its argument.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { StaticPaths } from 'astro/runtime/prerender/static-paths.js';
import { BUILD_GLOBAL } from '#content/buildGlobals.ts';
import { RENDERER_FILE } from '#content/rendererFiles.ts';
import { PORTAL_DIR } from '#server/services/publish/site.ts';
import { fileOfPage } from '#server/services/publish/urls.ts';
import type { RenderJob, RenderReply, RendererDescription, RendererReady } from './protocol.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('render');

/** Pages rendered at once: they wait on the server's build queries more than on this thread. */
const CONCURRENCY = 4;

type Route = { type: string; route: string };
interface KeptApp {
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: Route }): Promise<Response>;
  routeCache: { clearAll(): void };
}

const send = (message: RenderReply | RendererReady) => process.send?.(message);

// Astro's build logger, minus the progress lines: warnings and errors reach the serving process's log.
const destination = {
  write(event: { level: string; message: string }) {
    if (event.level === 'warn' || event.level === 'error') log[event.level]({ astro: true }, event.message);
    return true;
  },
};

/**
 * The bundle imports packages by name (react, astro): resolve them from the project, as if the bundle were still
 * where Astro built it, also when the build folder is elsewhere (DIST_DIR outside the checkout).
 */
function packagesFromProject(dir: string): void {
  const bundle = pathToFileURL(dir + path.sep).href;
  const project = pathToFileURL(path.join(process.cwd(), 'package.json')).href;
  const bare = (specifier: string) => !/^(\.|\/|[a-z]+:)/i.test(specifier) && !specifier.startsWith('#');
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const fromBundle = context.parentURL?.startsWith(bundle) && bare(specifier);
      return nextResolve(specifier, fromBundle ? { ...context, parentURL: project } : context);
    },
  });
}

async function load(dir: string): Promise<{ app: KeptApp; origin: string }> {
  const kept = JSON.parse(await readFile(path.join(dir, RENDERER_FILE), 'utf8')) as RendererDescription;
  const { app } = (await import(pathToFileURL(path.join(dir, kept.entry)).href)) as { app: KeptApp };
  // What the bundle's head elements read from Astro's build: each page's styles and the page scripts.
  app.setInternals({
    pagesByKeys: new Map(kept.pages),
    entrySpecifierToBundleMap: new Map(kept.bundles),
  });
  app.setOptions({ settings: { scripts: kept.scripts }, logger: { options: { destination } } });
  return { app, origin: kept.origin };
}

async function renderPage(
  app: KeptApp,
  origin: string,
  staging: string,
  page: { pathname: string; route: Route },
): Promise<void> {
  const response = await app.render(new Request(origin + page.pathname), { routeData: page.route });
  // Only the status pages answer other than 200: a page that cannot find its record must fail the run, not go live.
  const expected = page.pathname === '/404' ? 404 : page.pathname === '/500' ? 500 : 200;
  if (response.status !== expected) throw new Error(`${page.pathname} answered ${response.status}`);
  const file = path.join(staging, fileOfPage(page.pathname, page.route.type));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
}

async function renderPlan(app: KeptApp, origin: string, job: RenderJob): Promise<number> {
  const globals = globalThis as Record<symbol, unknown>;
  const startedAt = new Date().toISOString();
  // A run starts from nothing kept: its plan, no pages recorded, no query answers, no static paths.
  globals[BUILD_GLOBAL.plan] = job.plan;
  globals[BUILD_GLOBAL.manifest] = {};
  delete globals[BUILD_GLOBAL.memo];
  app.routeCache.clearAll();
  const pages = await new StaticPaths(app as never).getAll();
  let next = 0;
  let failure: unknown = null;
  const worker = async () => {
    while (failure === null && next < pages.length) {
      try {
        await renderPage(app, origin, job.staging, pages[next++]!);
      } catch (err) {
        failure ??= err;
      }
    }
  };
  // Every worker has stopped writing before the run answers: a failed run's staging folder is removed right after.
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (failure !== null) throw failure;
  const manifest = { startedAt, builtAt: new Date().toISOString(), pages: globals[BUILD_GLOBAL.manifest] };
  await mkdir(path.join(job.staging, PORTAL_DIR), { recursive: true });
  await writeFile(path.join(job.staging, PORTAL_DIR, 'pages.json'), JSON.stringify(manifest));
  return pages.length;
}

const loadStarted = performance.now();
packagesFromProject(process.argv[2]!);
const { app, origin } = await load(process.argv[2]!);
send({ ready: true, ms: Math.round(performance.now() - loadStarted) });

// One job at a time: the client sends the next only after this one's reply.
process.on('message', (job: RenderJob) => {
  const started = performance.now();
  renderPlan(app, origin, job).then(
    (pages) => send({ id: job.id, ok: true, pages, ms: Math.round(performance.now() - started) }),
    (err: unknown) =>
      send({ id: job.id, ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
  );
});
// The serving process is gone: nothing will ask again.
process.on('disconnect', () => process.exit(0));
