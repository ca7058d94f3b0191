// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import devApi from '#server/dev-api.mjs';
import contentSource from '#content/integration.mjs';
import keepRenderer from '#content/keepRenderer.mjs';
import { buildEnv } from '#server/env.ts';
import islandDirectives from '#lib/layout/islandDirectives.mjs';

// Every page is prebuilt; src/server/serve.ts serves them with the API. In `astro dev` the same API is mounted.
export default defineConfig({
  output: 'static',
  // Parallel browser-test runs build into their own folders.
  outDir: buildEnv().ASTRO_OUT_DIR,
  integrations: [react(), devApi(), contentSource(), keepRenderer(), islandDirectives()],
  prefetch: false,
  trailingSlash: 'never',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  // localhost only, like `npm start`: the simulators under /api/sim are not for the network (`--host` opens it).
  server: { port: 4321 },
  vite: { plugins: [tailwindcss()] },
});
