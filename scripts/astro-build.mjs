// `npm run build`'s page build: `astro build` with the mode the operator chose. Astro sets NODE_ENV=production when it
// is unset, so the choice goes along as PORTAL_NODE_ENV: the build's database (src/content/query.ts) loads demo
// content outside production only.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEnv } from '#server/env.ts';

const astro = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));
const mode = process.env.PORTAL_NODE_ENV || process.env.NODE_ENV || 'development';
const started = Date.now();
const { status, signal } = spawnSync(process.execPath, [astro, 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PORTAL_NODE_ENV: mode },
});
if (signal) process.kill(process.pid, signal);
// Node ends with 0 when nothing is left to wait for, even mid-build: a build is done when it wrote its manifest.
const manifest = path.resolve(buildEnv().ASTRO_OUT_DIR, '_portal/pages.json');
if (status === 0 && !(statSync(manifest, { throwIfNoEntry: false })?.mtimeMs >= started)) {
  console.error(`astro build ended without writing ${manifest}: the build stopped before its end`);
  process.exit(1);
}
process.exit(status ?? 1);
