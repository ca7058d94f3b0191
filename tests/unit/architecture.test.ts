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

/** `from → to` for each import (type-only included) of one of `files` into the HTTP layer, src/server/http/. */
function httpImports(files: string[]): string[] {
  return files.flatMap((from) =>
    importsOf(from)
      .filter((to) => to.startsWith('src/server/http/'))
      .map((to) => `${from} → ${to}`),
  );
}

/**
 * Error classes a service may declare beside the one refusal (`Refusal`, `#server/core/refusal.ts`, answered by
 * app.ts): only one that code catches to do something else than refuse the call, named with why (issue 28).
 */
const SERVICE_ERRORS: Record<string, string> = {
  'src/server/services/untrusted/table.ts: FileRefused':
    'runImport records the worker’s refusal as the import’s outcome; a Refusal from the import’s own code must not pass for it',
};
const ERROR_CLASS = /\bclass\s+(\w+)\s+extends\s+(?:\w*Error|Refusal)\b/g;

/** `file: Class` for each error class declared in one of `files`. */
function errorClasses(files: string[]): string[] {
  return files.flatMap((f) =>
    [...readFileSync(path.join(ROOT, f), 'utf8').matchAll(ERROR_CLASS)].map((m) => `${f}: ${m[1]}`),
  );
}

describe('services', () => {
  const services = filesUnder('src/server/services');

  it('live in a folder per domain (accounts/, points/, security/ …), none loose in src/server/services', () => {
    const dir = path.join(ROOT, 'src/server/services');
    const loose = readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isFile());
    expect(loose).toEqual([]);
  });

  it('import nothing from src/server/http/, nor does the built site (src/server/site/): HTTP calls them, never the reverse', () => {
    expect(httpImports([...services, ...filesUnder('src/server/site')])).toEqual([]);
  });

  it('declare no error class of their own but the named exceptions: a refusal is the one Refusal', () => {
    expect(errorClasses(services).filter((c) => !(c in SERVICE_ERRORS))).toEqual([]);
  });

  it('catch what they check: an import of http/ and a bespoke error class are found, and every exception is still one', () => {
    expect(httpImports(['src/server/routes/food/list.ts']).length).toBeGreaterThan(0);
    expect(errorClasses(['src/server/core/refusal.ts', 'src/server/http/limit.ts'])).toEqual([
      'src/server/core/refusal.ts: Refusal',
      'src/server/http/limit.ts: Limited',
    ]);
    expect(Object.keys(SERVICE_ERRORS).filter((c) => !errorClasses(services).includes(c))).toEqual([]);
  });
});

/**
 * An island area (`src/islands/<area>/`) imports the shared kit `src/islands/ui/` or its own area, never another area;
 * the kit imports no area. The exceptions are whole pieces of one area that another screen places, named with why.
 */
const AREA_EXCEPTIONS: Record<string, string> = {
  'src/islands/layout/HeaderUser.tsx → src/islands/user/UserPanel.tsx':
    'the page header opens the user area’s panel',
  'src/islands/layout/HeaderUser.tsx → src/islands/user/logout.ts':
    'the header’s 退出 is the user area’s sign-out',
  'src/islands/layout/Overlays.tsx → src/islands/auth/LoginModal.tsx':
    'the shell mounts each area’s overlay once',
  'src/islands/layout/Overlays.tsx → src/islands/feedback/FeedbackDialog.tsx':
    'the shell mounts each area’s overlay once',
  'src/islands/layout/Overlays.tsx → src/islands/user/ConsentRenewal.tsx':
    'the shell mounts each area’s overlay once',
  'src/islands/search/SearchPage.tsx → src/islands/food/FoodMatches.tsx':
    'search results show the food area’s matches',
  'src/islands/user/FavoritePage.tsx → src/islands/standard/FollowChanges.tsx':
    'the favourites page lists followed standards',
  'src/islands/user/VipPage.tsx → src/islands/vip/MembershipStatus.tsx':
    'the personal centre shows the VIP area’s status',
  'src/islands/user/VipPage.tsx → src/islands/vip/PlanCards.tsx':
    'the personal centre sells the VIP area’s plans',
  'src/islands/vegetable/market/AddPrices.tsx → src/islands/admin/ImportPanel.tsx':
    'a market adds prices by the editors’ CSV import',
  'src/islands/admin/InvoicesPanel.tsx → src/islands/invoice/InvoiceStatusBadge.tsx':
    'the editors’ queue shows the invoice’s own badge',
};

function areaOf(file: string): string | null {
  return /^src\/islands\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** `from → to` for each import of one island area's file into another area (ui counts as none for an area). */
function crossAreaImports(files: string[]): string[] {
  return files.flatMap((from) =>
    importsOf(from)
      .filter((to) => {
        const [a, b] = [areaOf(from), areaOf(to)];
        return a !== null && b !== null && a !== b && (b !== 'ui' || a === 'ui');
      })
      .map((to) => `${from} → ${to}`),
  );
}

describe('island areas', () => {
  const islands = filesUnder('src/islands');

  it('import the ui kit or their own area, never another area (but the named exceptions)', () => {
    expect(crossAreaImports(islands).filter((edge) => !(edge in AREA_EXCEPTIONS))).toEqual([]);
  });

  it('finds crossing imports, and every exception is still one (a stale one is removed)', () => {
    const edges = new Set(crossAreaImports(islands));
    expect(Object.keys(AREA_EXCEPTIONS).filter((edge) => !edges.has(edge))).toEqual([]);
  });

  it('every island file lies in an area or the kit, none loose beside them', () => {
    expect(islands.filter((f) => areaOf(f) === null)).toEqual([]);
  });
});

/**
 * Who tells the rebuild queue (`notify`, `look`) and the public cache (`stale`), issue 28: the content event log's
 * writer, once a change and its event committed; no route, job or import does. The exceptions are no content change.
 */
const TELLERS: Record<string, string> = {
  'src/server/services/content/events.ts':
    'the content event writer, after the commit of a change and its event',
  'src/server/services/publish/publisher.ts':
    'the queue looks again itself while another process holds the lock',
  'src/server/server.ts':
    'start-up catches up on changes made while down; the minute poll finds other machines’',
};
const TELLS = /\.(notify|look|stale)\s*\(/;

describe('publishing', () => {
  const tellers = ['src', 'scripts']
    .flatMap(filesUnder)
    .filter((f) => f.startsWith('src/server/') || f.startsWith('scripts/'))
    .filter((f) => TELLS.test(readFileSync(path.join(ROOT, f), 'utf8')));

  it('only the content event writer tells the publisher and the public cache (but the named exceptions)', () => {
    expect(
      ['deps.publisher?.notify();', 'publisher.look()', 'cache?.stale ()'].map((s) => TELLS.test(s)),
    ).toEqual([true, true, true]);
    expect(tellers.filter((f) => !(f in TELLERS))).toEqual([]);
  });

  it('every exception still tells (a stale one is removed)', () => {
    expect(Object.keys(TELLERS).filter((f) => !tellers.includes(f))).toEqual([]);
  });
});
