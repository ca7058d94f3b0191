/**
 * Whether `npm start` builds before it serves: when a source is newer than the last build and the build tools are
 * installed. A production install (`npm prune --omit=dev`, which also rewrites package-lock.json) has none: it serves
 * the build it has rather than fail in `astro build`.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The last build's stamp, the sources it is compared with, and a package only a build needs (astro.config.mjs). */
const STAMP = 'dist/index.html';
const SOURCES = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];
const BUILD_TOOL = 'node_modules/@astrojs/react/package.json';

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

export type StartBuild = 'build' | 'current' | 'no build tools' | 'no build';

/** `root`: the project folder. 'no build': nothing built and nothing to build with. */
export function startBuild(root: string): StartBuild {
  const built = existsSync(path.join(root, STAMP)) ? statSync(path.join(root, STAMP)).mtimeMs : 0;
  if (built >= Math.max(...SOURCES.map((s) => newest(path.join(root, s))))) return 'current';
  if (existsSync(path.join(root, BUILD_TOOL))) return 'build';
  return built ? 'no build tools' : 'no build';
}
