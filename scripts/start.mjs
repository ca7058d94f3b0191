// `npm start`: build when the sources are newer than the last build, then serve on the embedded database.
import { execFileSync } from 'node:child_process';
import { logFor } from '#server/core/log.ts';
import { startBuild } from '#server/site/startBuild.ts';

const log = logFor('start');
const state = startBuild(process.cwd());
if (state === 'build') {
  log.info('building the site…');
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
} else if (state === 'no build tools') {
  log.info('a production install (no build tools): serving the build it has');
} else if (state === 'no build') {
  log.error('no build and no build tools: run `npm ci && npm run build` first (docs/production.md)');
  process.exit(1);
}
await import('#server/serve.ts');
