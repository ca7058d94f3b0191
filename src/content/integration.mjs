/** Astro integration: closes the build's content database when the build ends (PGlite holds a lock file). */
// The keys src/content/source.ts keeps its database handle and, in `astro dev`, Vite's server under.
const HANDLE = Symbol.for('portal.content.database');
const DEV_SERVER = Symbol.for('portal.content.devServer');

export default function contentSource() {
  return {
    name: 'portal-content-source',
    hooks: {
      // Pages in `astro dev` read through the API's runtime, loaded by the same server as the dev API.
      'astro:server:setup': ({ server }) => {
        globalThis[DEV_SERVER] = server;
      },
      'astro:build:done': async ({ logger }) => {
        const pending = globalThis[HANDLE];
        if (!pending) return;
        delete globalThis[HANDLE];
        await (await pending).close();
        logger.info('content database closed');
      },
    },
  };
}
