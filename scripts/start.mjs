// `npm start`: build when the sources are newer than the last build, then serve on the embedded database.
import { execFileSync } from 'node:child_process';
import { startBuild } from '#server/site/startBuild.ts';

const state = startBuild(process.cwd());
if (state === 'build') {
  console.log('[start] building the site…');
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
} else if (state === 'no build tools') {
  console.log('[start] a production install (no build tools): serving the build it has');
} else if (state === 'no build') {
  console.error(
    '[start] no build and no build tools: run `npm ci && npm run build` first (docs/production.md)',
  );
  process.exit(1);
}
await import('#server/serve.ts');
