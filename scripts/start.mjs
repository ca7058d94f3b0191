// `npm start`: build when the sources are newer than the last build, then serve on the embedded database.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { logFor } from '#server/core/log.ts';

const STAMP = 'dist/index.html';
const SOURCES = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newest))) {
  logFor('start').info('building the site…');
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
}
await import('#server/serve.ts');
