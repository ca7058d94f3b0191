/**
 * Every file or folder README.md, CONTRIBUTING.md and the docs/ accounts cite exists: a backticked path (`src/…`,
 * an alias such as `#server/…`, or a path under src/server such as `services/…`) and every link into src/. A move
 * that forgets the docs fails here. Placeholders (`<area>`) are skipped; `{a,b}` and `*` must match at least one file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { ROOT } from './sourceFiles.ts';

const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  'docs/applications.md',
  'docs/commerce.md',
  'docs/publishing.md',
  'docs/production.md',
];
const ALIASES = Object.entries(pkg.imports as Record<string, string>).map(([from, to]) => ({
  prefix: from.replace('*', ''),
  dir: to.replace('*', '').replace(/^\.\//, ''),
}));
// Paths CONTRIBUTING writes from inside src/server (`services/baike/plan.ts`, `routes/user/`).
const SERVER_FOLDERS = ['services/', 'routes/', 'http/', 'db/', 'providers/'];

/** The repository path a cited token names, or null when it is not a path. */
function citedPath(token: string): string | null {
  const t = token.replace(/[.,;:)]+$/, '');
  if (!/^[#\w./{},*-]+$/.test(t) || !t.includes('/')) return null;
  if (t.startsWith('src/')) return t;
  const alias = ALIASES.find((a) => t.startsWith(a.prefix));
  if (alias) return alias.dir + t.slice(alias.prefix.length);
  if (SERVER_FOLDERS.some((f) => t.startsWith(f))) return `src/server/${t}`;
  return null;
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts`. */
const expand = (p: string): string[] => {
  const m = /\{([^}]*)\}/.exec(p);
  return m ? m[1]!.split(',').flatMap((alt) => expand(p.replace(m[0], alt))) : [p];
};

/** Whether the path exists; a `*` in the last part must match something in its folder. */
function exists(p: string): boolean {
  return expand(p).every((one) => {
    if (!one.includes('*')) return existsSync(path.join(ROOT, one));
    const dir = path.join(ROOT, path.dirname(one));
    const name = new RegExp(`^${path.basename(one).replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`);
    return existsSync(dir) && statSync(dir).isDirectory() && readdirSync(dir).some((n) => name.test(n));
  });
}

function citations(doc: string): string[] {
  const text = readFileSync(path.join(ROOT, doc), 'utf8');
  const ticked = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim().split(/\s+/)[0]!);
  // Files under docs/ link one folder up (`../src/…`).
  const linked = [...text.matchAll(/\]\((?:\.\.\/)?(src\/[^)\s#]+)\)/g)].map((m) => m[1]!);
  return [...ticked, ...linked].flatMap((t) => citedPath(t) ?? []).filter((p) => !p.includes('<'));
}

describe('the docs cite only paths that exist', () => {
  it('reads citations the way a reader does', () => {
    expect(citedPath('#server/services/accounts/session.ts')).toBe('src/server/services/accounts/session.ts');
    expect(citedPath('services/baike/plan.ts')).toBe('src/server/services/baike/plan.ts');
    expect(citedPath('npm run lint')).toBeNull();
    expect(exists('src/server/services/baike/{tree,hub}.ts')).toBe(true);
    expect(exists('src/server/services/session.ts')).toBe(false);
    expect(exists('src/server/routes/sim/pay*.ts')).toBe(true);
  });

  for (const doc of DOCS) {
    it(`every path ${doc} cites exists`, () => {
      const cited = citations(doc);
      expect(cited.length).toBeGreaterThan(doc.startsWith('docs/') ? 2 : 20);
      expect([...new Set(cited)].filter((p) => !exists(p))).toEqual([]);
    });
  }
});
