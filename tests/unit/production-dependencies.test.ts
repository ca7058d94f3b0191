/**
 * `npm ci --omit=dev` (or `npm prune --omit=dev` after the build) must give a working server: every package loaded at
 * run time is in `dependencies` (type-only imports need nothing), followed through the import graph from the server,
 * the workers and children it starts (`new URL('./x.ts', import.meta.url)`), the pages its renderer's kept bundle is
 * built from (that bundle imports their packages by name), and the scripts an operator runs in production.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { filesUnder, ROOT } from './sourceFiles.ts';

/** Scripts an operator runs on a production install (README → Production, docs/production.md). */
const PRODUCTION_SCRIPTS = ['scripts/start.mjs', 'scripts/user-role.mjs', 'scripts/deploy-config.mjs'];
/** …and those the systemd units run (db:migrate, backups). */
const UNIT_SCRIPTS = readdirSync(path.join(ROOT, 'deploy/systemd')).flatMap((unit) =>
  [...readFileSync(path.join(ROOT, 'deploy/systemd', unit), 'utf8').matchAll(/\b(scripts\/[\w.-]+\.mjs)\b/g)]
    .map((m) => m[1]!)
    .filter((file) => existsSync(path.join(ROOT, file))),
);
const PAGES = filesUnder('src/pages');
const ENTRIES = [
  'src/server/serve.ts',
  'src/server/services/publish/renderer/child.ts',
  ...PRODUCTION_SCRIPTS,
  ...UNIT_SCRIPTS,
  ...PAGES,
];
// Value imports only: `import type …` and `export type …` lines are left out before matching. A module a worker or
// child runs is named by `new URL('./x.ts', import.meta.url)`.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\bnew URL\(\s*(?=['"]\.))(['"])([^'"]+)\1/gm;
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
  // Astro's virtual modules (`astro:content`) are the build's, not packages.
  if (spec.startsWith('node:') || spec.startsWith('astro:') || BUILTIN.has(spec)) return null;
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
  return found && /\.(ts|tsx|mjs|js|astro)$/.test(found) ? { file: path.relative(ROOT, found) } : null;
}

/** The packages the entries load, each with the first file that imports it. */
function runtimePackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set(ENTRIES);
  const queue = [...ENTRIES];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    // A component's server code is its frontmatter; its <script> tags are bundled for the browser at build time.
    const code = file.endsWith('.astro') ? (/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') : source;
    const text = code.replace(TYPE_ONLY, '');
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

  it('follows the workers the server starts, the pages of the kept bundle and the operator scripts', () => {
    const packages = runtimePackages();
    // sharp is loaded only in the untrusted-file worker (new URL('./worker.ts', …)); lucide-react only by pages.
    expect(packages.get('sharp')).toBe('src/server/services/untrusted/imageJob.ts');
    expect(packages.get('lucide-react')).toMatch(/^src\/(pages|components|islands|layouts)\//);
    expect(packages.get('drizzle-orm')).toBeDefined();
    expect(PAGES.length).toBeGreaterThan(20);
  });

  it("has Astro's runtime where the kept bundle finds it: at the top of node_modules, not a dev package", () => {
    type Entry = { dev?: boolean; dependencies?: Record<string, string> };
    const lock = (
      JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
        packages: Record<string, Entry>;
      }
    ).packages;
    const astro = lock['node_modules/astro']!;
    expect(astro.dev).toBeUndefined();
    // The bundle imports them by name from the project (renderer/child.ts), not from astro's own folder.
    const misplaced = Object.keys(astro.dependencies ?? {}).filter((name) => {
      const top = lock[`node_modules/${name}`];
      return !top || top.dev || lock[`node_modules/astro/node_modules/${name}`];
    });
    expect(Object.keys(astro.dependencies ?? {}).length).toBeGreaterThan(20);
    expect(misplaced).toEqual([]);
  });
});
