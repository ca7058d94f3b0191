/**
 * `npm start` on a production install: `npm prune --omit=dev` rewrites package-lock.json, which is newer than the
 * build then; without the build tools `npm start` serves the build it has instead of failing in `astro build`.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBuild } from '#server/site/startBuild.ts';

let root: string;
const file = (rel: string, seconds: number) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), 'x');
  utimesSync(path.join(root, rel), seconds, seconds);
};
const T = 1_800_000_000;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'start-build-'));
  for (const dir of ['src', 'public']) mkdirSync(path.join(root, dir));
  utimesSync(path.join(root, 'src'), T, T);
  utimesSync(path.join(root, 'public'), T, T);
  file('src/pages/index.astro', T);
  file('package-lock.json', T);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start', () => {
  it('serves a build newer than every source', () => {
    file('dist/index.html', T + 10);
    expect(startBuild(root)).toBe('current');
  });

  it('builds when a source changed and the build tools are installed', () => {
    file('node_modules/@astrojs/react/package.json', T);
    file('dist/index.html', T + 10);
    file('src/pages/index.astro', T + 20);
    expect(startBuild(root)).toBe('build');
  });

  it('serves the build it has after npm prune --omit=dev rewrote package-lock.json', () => {
    file('dist/index.html', T + 10);
    file('package-lock.json', T + 20);
    expect(startBuild(root)).toBe('no build tools');
  });

  it('says there is nothing to serve without a build or the tools to make one', () => {
    expect(startBuild(root)).toBe('no build');
  });
});
