/** Astro integration: opens the build's content database at its start, writes its page manifest and closes it at its end. */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { collectInlineSources } from '../server/services/publish/inlineSources.ts';
import { BUILD_GLOBAL } from './buildGlobals.ts';

const { database: HANDLE, devServer: DEV_SERVER, manifest: MANIFEST } = BUILD_GLOBAL;

/**
 * The build's identity, read by the rebuild: which pages belong to which family, when it was made, and the inline
 * scripts and styles its pages may run (the page CSP).
 */
async function writeManifest(dir, startedAt) {
  const out = new URL('_portal/', dir);
  await mkdir(out, { recursive: true });
  const inline = await collectInlineSources(fileURLToPath(dir));
  // Content changed after `startedAt` may be missing from this build: the server's rebuild catches up from there.
  const manifest = {
    startedAt,
    builtAt: new Date().toISOString(),
    pages: globalThis[MANIFEST] ?? {},
    inline,
  };
  await writeFile(new URL('pages.json', out), JSON.stringify(manifest));
}

export default function contentSource() {
  let startedAt = new Date().toISOString();
  return {
    name: 'portal-content-source',
    hooks: {
      // Pages in `astro dev` read through the API's runtime, loaded by the same server as the dev API.
      'astro:server:setup': ({ server }) => {
        globalThis[DEV_SERVER] = server;
      },
      'astro:build:start': async () => {
        startedAt = new Date().toISOString();
        // The database migrates and seeds in its own thread while Vite bundles, not after it.
        (await import('./database.ts')).openBuildDatabaseEarly();
      },
      'astro:build:done': async ({ dir, logger }) => {
        await writeManifest(dir, startedAt);
        logger.info(`page manifest written to ${fileURLToPath(new URL('_portal/pages.json', dir))}`);
        const pending = globalThis[HANDLE];
        if (!pending) return;
        delete globalThis[HANDLE];
        await (await pending).close();
        logger.info('content database closed');
      },
    },
  };
}
