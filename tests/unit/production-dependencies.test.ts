/**
 * `npm ci --omit=dev` must give a working server: every package the server and its page renderer load at run time,
 * followed through the import graph from their entry files, is in `dependencies` (type-only imports need nothing).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { ROOT } from './sourceFiles.ts';

const ENTRIES = [
  'src/server/serve.ts',
  'src/server/services/publish/renderer/child.ts',
  'src/server/db/pgliteWorker.ts',
];
// Value imports only: `import type …` and `export type …` lines are left out before matching.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm;
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s[^;]*;/gm;
const ALIASES = Object.entries(pkg.imports as Record<string, string>).map(([from, to]) => ({
  prefix: from.replace('*', ''),
  dir: to.replace('*', ''),
}));
const BUILTIN = new Set(builtinModules);
// The pattern also meets `from` in code and strings: only a valid package name counts as one.
const PACKAGE = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w./-]+)?$/;

/** A project file, a package name, or null for a builtin or a file that is not code. */
function resolve(from: string, spec: string): { file: string } | { pkg: string } | null {
  if (spec.startsWith('node:') || BUILTIN.has(spec)) return null;
  const alias = ALIASES.find((a) => spec.startsWith(a.prefix));
  if (!alias && !spec.startsWith('.')) {
    if (!PACKAGE.test(spec)) return null;
    const parts = spec.split('/');
    return { pkg: spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]! };
  }
  const base = alias
    ? path.join(ROOT, alias.dir, spec.slice(alias.prefix.length))
    : path.resolve(path.dirname(path.join(ROOT, from)), spec);
  const found = ['', '.ts', '.tsx', '/index.ts']
    .map((e) => base + e)
    .find((p) => existsSync(p) && statSync(p).isFile());
  return found && /\.(ts|tsx|mjs|js)$/.test(found) ? { file: path.relative(ROOT, found) } : null;
}

/** The packages the entries load, each with the first file that imports it. */
function runtimePackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set(ENTRIES);
  const queue = [...ENTRIES];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const text = readFileSync(path.join(ROOT, file), 'utf8').replace(TYPE_ONLY, '');
    for (const [, , spec] of text.matchAll(IMPORT)) {
      const target = resolve(file, spec!);
      if (!target) continue;
      if ('pkg' in target) {
        if (!packages.has(target.pkg)) packages.set(target.pkg, file);
      } else if (!seen.has(target.file)) {
        seen.add(target.file);
        queue.push(target.file);
      }
    }
  }
  return packages;
}

describe('a production install (npm ci --omit=dev)', () => {
  it('has every package the server and its page renderer import', () => {
    const packages = runtimePackages();
    expect(packages.has('hono')).toBe(true);
    expect(packages.has('astro')).toBe(true);
    const missing = [...packages]
      .filter(([name]) => !(name in pkg.dependencies))
      .map(([name, file]) => `${name} (imported by ${file})`);
    expect(missing).toEqual([]);
  });
});
