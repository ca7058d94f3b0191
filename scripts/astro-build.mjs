// `npm run build`'s page build: `astro build` with the mode the operator chose. Astro sets NODE_ENV=production when it
// is unset, so the choice goes along as PORTAL_NODE_ENV: the build's database (src/content/query.ts) loads demo
// content outside production only.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const astro = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));
const mode = process.env.PORTAL_NODE_ENV || process.env.NODE_ENV || 'development';
const { status, signal } = spawnSync(process.execPath, [astro, 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PORTAL_NODE_ENV: mode },
});
if (signal) process.kill(process.pid, signal);
process.exit(status ?? 1);
