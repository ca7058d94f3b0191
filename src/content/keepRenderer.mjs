/**
 * Astro integration: keeps the full build's page renderer for publishing. Astro renders the pages with a bundle it
 * deletes when the build ends; this copies it to `_portal/renderer/` with what its head elements need (each page's
 * styles, the page scripts), so a publish renders the touched pages with exactly the full build's code and assets
 * in a warm process (`#server/services/publish/renderer/`) instead of running `astro build` again.
 */
import { cp, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { RENDERER_DIR, RENDERER_FILE } from './rendererFiles.ts';
import { compressWhileRendering } from './compressWhileRendering.mjs';

/** This build's entry: the newest, since a build killed half-way leaves its own entry behind in `.astro/`. */
async function findEntry(dir) {
  const names = await readdir(dir, { recursive: true });
  const entries = names.filter((n) => path.basename(n).startsWith('prerender-entry') && n.endsWith('.mjs'));
  if (!entries.length) throw new Error(`keep-renderer: no prerender entry in ${dir}`);
  const dated = await Promise.all(
    entries.map(async (n) => ({ n, at: (await stat(path.join(dir, n))).mtimeMs })),
  );
  return dated.sort((a, b) => b.at - a.at)[0].n;
}

/** The parts of Astro's build internals that rendering a page reads (`headElements`), as JSON. */
function describe(internals, settings, origin, entry) {
  return {
    entry,
    origin,
    pages: [...internals.pagesByKeys].map(([key, page]) => [key, { styles: page.styles }]),
    bundles: [...internals.entrySpecifierToBundleMap],
    scripts: settings.scripts
      .filter((s) => s.stage === 'page' || s.stage === 'head-inline')
      .map(({ stage, content }) => ({ stage, content })),
    // Component scripts Astro writes into pages: the build's CSP allows them (publish/inlineSources.ts).
    inlinedScripts: [...(internals.inlinedScripts?.values() ?? [])],
  };
}

/** Where Astro puts its prerender bundle: in the build folder, or in `.astro/` when that is outside the project. */
function bundleDir(outDir, root) {
  const inside = outDir.startsWith(root);
  return path.join(inside ? outDir : path.join(root, '.astro'), '.prerender');
}

/** Astro's prerenderer that copies its bundle to `_portal/renderer/` once it has loaded it. */
function keeping(fallback, outDir, root) {
  return {
    ...fallback,
    name: 'portal:keep-renderer',
    async setup() {
      const bundle = bundleDir(outDir, root);
      const entry = await findEntry(bundle);
      // Astro hands the bundle's app its build internals once, in setup: see them on the way.
      const { app } = await import(pathToFileURL(path.join(bundle, entry)).href);
      let internals;
      const setInternals = app.setInternals;
      app.setInternals = function (value) {
        internals = value;
        return setInternals.call(this, value);
      };
      await fallback.setup();
      app.setInternals = setInternals;
      const kept = path.join(outDir, RENDERER_DIR);
      await mkdir(path.dirname(kept), { recursive: true });
      await cp(bundle, kept, { recursive: true });
      const { settings, origin } = app.getOptions();
      const description = describe(internals, settings, origin, entry);
      await writeFile(path.join(kept, RENDERER_FILE), JSON.stringify(description));
    },
  };
}

export default function keepRenderer() {
  let outDir;
  let root;
  return {
    name: 'portal-keep-renderer',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        root = process.cwd();
      },
      'astro:build:start': ({ setPrerenderer }) => {
        // Astro takes one prerenderer: this one also precompresses the pages as they come (compressWhileRendering.mjs).
        setPrerenderer((fallback) => compressWhileRendering(keeping(fallback, outDir, root), outDir));
      },
    },
  };
}
