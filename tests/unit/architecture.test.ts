/**
 * Architecture rule, walked over the whole import graph (the lint rule sees only direct imports): nothing the browser
 * may load (src/islands, src/lib) reaches the server (src/server) or the build-time content layer (src/content),
 * which opens the database. Type-only imports count too: answer types that cross the boundary live in src/lib.
 * Also the layout rules: one import style (an alias across folders) and services in a folder per domain.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { filesUnder, ROOT } from './sourceFiles.ts';

const FORBIDDEN = ['src/server/', 'src/content/'];
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm;
const ALIASES = Object.entries(pkg.imports as Record<string, string>).map(([from, to]) => ({
  prefix: from.replace('*', ''),
  dir: to.replace('*', ''),
}));

/** The project file a specifier names, or null for a package. */
function resolveSpecifier(from: string, spec: string): string | null {
  const alias = ALIASES.find((a) => spec.startsWith(a.prefix));
  const base = alias
    ? path.join(ROOT, alias.dir, spec.slice(alias.prefix.length))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(path.join(ROOT, from)), spec)
      : null;
  if (!base) return null;
  const found = ['', '.ts', '.tsx', '/index.ts']
    .map((e) => base + e)
    .find((p) => existsSync(p) && statSync(p).isFile());
  return found ? path.relative(ROOT, found) : null;
}

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(IMPORT)].flatMap((m) => resolveSpecifier(file, m[2]!) ?? []);
}

/** The first chain of imports from `start` to a forbidden file, or null. */
function forbiddenChain(start: string): string[] | null {
  const seen = new Set<string>([start]);
  const queue: string[][] = [[start]];
  while (queue.length > 0) {
    const chain = queue.shift()!;
    for (const next of importsOf(chain.at(-1)!)) {
      if (FORBIDDEN.some((f) => next.startsWith(f))) return [...chain, next];
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return null;
}

describe('browser code stays on its side of the boundary', () => {
  const starts = [...filesUnder('src/islands'), ...filesUnder('src/lib')];

  it('finds the files it checks', () => {
    expect(starts.length).toBeGreaterThan(50);
  });

  it('no file under src/islands or src/lib reaches src/server or src/content', () => {
    const chains = starts.flatMap((f) => forbiddenChain(f) ?? []);
    expect(chains.length === 0 ? [] : [chains.join(' → ')]).toEqual([]);
  });

  it('a file that would cross is caught (the walk follows aliases and relative imports)', () => {
    expect(resolveSpecifier('src/lib/x.ts', '#server/app.ts')).toBe('src/server/app.ts');
    expect(forbiddenChain('src/server/serve.ts')?.at(-1)).toMatch(/^src\/server\//);
    expect(importsOf('src/content/query.ts').some((f) => f.startsWith('src/server/'))).toBe(true);
  });
});

describe('imports', () => {
  it('never climb more than two folders', () => {
    const climbing = ['src', 'tests', 'scripts']
      .flatMap(filesUnder)
      .filter((f) =>
        [...readFileSync(path.join(ROOT, f), 'utf8').matchAll(IMPORT)].some((m) =>
          m[2]!.startsWith('../../../'),
        ),
      );
    expect(climbing).toEqual([]);
  });

  // One import style (issue 28): the alias across folders, relative only beside the file. Dynamic imports count too.
  const crossesFolder = (spec: string) => /^\.\.\/|^\.\/[^/]+\//.test(spec);

  it('in src/server and src/lib, a relative import stays in its own folder; other folders go by #server/… or #lib/…', () => {
    expect(
      ['../http/respond.ts', './schema/index.ts', './x.ts', '#server/http/respond.ts'].map(crossesFolder),
    ).toEqual([true, true, false, false]);
    const crossing = ['src/server', 'src/lib']
      .flatMap(filesUnder)
      .flatMap((f) =>
        [...readFileSync(path.join(ROOT, f), 'utf8').matchAll(IMPORT)]
          .filter((m) => crossesFolder(m[2]!))
          .map((m) => `${f}: ${m[2]}`),
      );
    expect(crossing).toEqual([]);
  });
});

describe('services', () => {
  it('live in a folder per domain (accounts/, points/, security/ …), none loose in src/server/services', () => {
    const services = path.join(ROOT, 'src/server/services');
    const loose = readdirSync(services).filter((name) => statSync(path.join(services, name)).isFile());
    expect(loose).toEqual([]);
  });
});
