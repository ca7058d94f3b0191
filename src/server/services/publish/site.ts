/**
 * The live site: the full build (DIST_DIR) plus, after rebuilds, one generation (DIST_DIR-live/gen-N) holding every
 * page changed since that build and the list of pages removed since. A generation is whole, or thin: only the pages
 * changed since a whole one it lies over (`under`), so a run that changes a few pages does not link every page the
 * earlier runs changed (the later list pages of every article publish). A request is answered from the generation, else
 * from the full build, unless the page was removed. Swapping is one assignment in this process plus an atomically
 * replaced `current.json`, so a restart serves the same generation; a newer full build supersedes every generation.
 */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageManifest } from '#content/plan.ts';
import { NO_INLINE, pageCsp, type InlineSources } from '#server/site/csp.ts';
import {
  fileMemory,
  fileTable,
  releaseReplaced,
  tableKey,
  type StaticFile,
} from '#server/site/staticTable.ts';
import { normalizeUrl } from './urls.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('publish');

export interface BuildManifest {
  /** When the build began: changes after it may be missing from its pages. */
  startedAt: string;
  builtAt: string;
  pages: PageManifest;
  /** The inline scripts and styles the build's pages may run (inlineSources.ts); every generation carries them. */
  inline?: InlineSources;
}

/** Pages changed since the full build's search index (cumulative: each delta index replaces the last). */
export interface SearchDelta {
  files: string[];
  removedUrls: string[];
}

export interface LiveSite {
  /** The full build. */
  base: string;
  /** The generation over it, or null when the full build is served as it is. */
  overlay: string | null;
  /** The whole generation a thin `overlay` lies over (its files unless `overlay` has them), else null. */
  under: string | null;
  /** Urls of pages removed since the full build (the overlay answers 404 for them). */
  removed: Set<string>;
  manifest: BuildManifest;
  /** Last content event included; null until the server has read it from the full build's start time. */
  watermark: number | null;
  search: SearchDelta;
}

/** `current.json`: the live generation of a full build (also the bucket's, for other machines: `bucket/`). */
export interface Current {
  dir: string;
  under?: string;
  base: string;
  watermark: number;
  search: SearchDelta;
}

export const PORTAL_DIR = '_portal';
const EMPTY_MANIFEST: BuildManifest = { startedAt: new Date(0).toISOString(), builtAt: '', pages: {} };

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

export const readManifest = (root: string): BuildManifest =>
  readJson(path.join(root, PORTAL_DIR, 'pages.json'), EMPTY_MANIFEST);
/** The page policy of a built folder (the full build or a generation), from its manifest. */
const cspOf = (root: string): string => pageCsp(readManifest(root).inline ?? NO_INLINE);
export const readRemoved = (root: string): string[] =>
  readJson(path.join(root, PORTAL_DIR, 'removed.json'), []);

const mtimeOf = (file: string): number => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** Write a file so readers see the old or the new content, never a part. */
export async function writeAtomic(file: string, data: string | Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/** The run number of a generation folder (`gen-12`, `gen-12-lists` → 12). */
const genNumber = (name: string): number => Number(/^gen-(\d+)/.exec(name)?.[1] ?? NaN);

/** Generations in the order runs make them: a run's thin `gen-12`, then its whole `gen-12-lists`. */
export const genOrder = (name: string): number => genNumber(name) * 2 + (name.endsWith('-lists') ? 1 : 0);

export function openSite(distDir: string) {
  const dist = path.resolve(distDir);
  const home = `${dist}-live`;
  const currentFile = path.join(home, 'current.json');
  const baseBuilt = () => readManifest(dist).builtAt;

  function load(): LiveSite {
    const current = readJson<Current | null>(currentFile, null);
    const dir = current && path.join(home, current.dir);
    const under = current?.under ? path.join(home, current.under) : null;
    if (current && dir && current.base === baseBuilt() && existsSync(dir) && (!under || existsSync(under))) {
      return {
        base: dist,
        overlay: dir,
        under,
        removed: new Set(readRemoved(dir)),
        manifest: readManifest(dir),
        watermark: current.watermark,
        search: current.search,
      };
    }
    const search = { files: [], removedUrls: [] };
    return {
      base: dist,
      overlay: null,
      under: null,
      removed: new Set(),
      manifest: readManifest(dist),
      watermark: null,
      search,
    };
  }

  let live = load();
  // A newer full build supersedes every generation derived from an older one.
  if (!live.overlay) rmSync(home, { recursive: true, force: true });

  // The files served, listed once per full build and per generation (never probed per request).
  const memory = fileMemory();
  const baseManifest = path.join(dist, PORTAL_DIR, 'pages.json');
  let baseMtime = mtimeOf(baseManifest);
  let baseTable = fileTable(dist, memory, cspOf(dist));
  let served = { base: baseTable, overlay: null as string | null, removed: live.removed, table: baseTable };
  // A whole generation's files, listed once while thin generations come and go over it (folders never change).
  let underTable: { dir: string; table: Map<string, StaticFile> } | null = null;
  const tableOfUnder = (dir: string) => {
    if (underTable?.dir !== dir) underTable = { dir, table: fileTable(dir, memory, cspOf(dir)) };
    return underTable.table;
  };

  /** The table of a live site: the generation's files over the full build's, less the pages removed since. */
  function tableFor(site: LiveSite): Map<string, StaticFile> {
    if (served.base === baseTable && served.overlay === site.overlay && served.removed === site.removed)
      return served.table;
    let table = baseTable;
    if (site.overlay) {
      table = new Map();
      const below = site.under ? [baseTable, tableOfUnder(site.under)] : [baseTable];
      for (const files of below)
        for (const [key, file] of files) if (!site.removed.has(normalizeUrl(key))) table.set(key, file);
      for (const [key, file] of fileTable(site.overlay, memory, cspOf(site.overlay))) table.set(key, file);
    }
    // Memory of a generation no longer served goes with it: no stale page after a swap.
    releaseReplaced(served.table, table);
    served = { base: baseTable, overlay: site.overlay, removed: site.removed, table };
    return table;
  }
  tableFor(live);

  // Another process on this machine (same DIST_DIR) may swap in a generation: look at current.json once a second,
  // and at the full build's manifest (a new full build written in place is listed again).
  let checkedAt = 0;
  let seenMtime = mtimeOf(currentFile);
  function fresh(): LiveSite {
    const now = Date.now();
    if (now - checkedAt < 1000) return live;
    checkedAt = now;
    const mtime = mtimeOf(currentFile);
    const base = mtimeOf(baseManifest);
    if (base !== baseMtime) {
      baseMtime = base;
      baseTable = fileTable(dist, memory, cspOf(dist));
    }
    if (mtime !== seenMtime || served.base !== baseTable) {
      seenMtime = mtime;
      live = load();
      tableFor(live);
    }
    return live;
  }

  /** Force a fresh look at current.json (the publishing lock was just taken: no swap can be under way). */
  function reload(): LiveSite {
    checkedAt = Date.now();
    seenMtime = mtimeOf(currentFile);
    live = load();
    tableFor(live);
    return live;
  }

  /**
   * Generations older than the live one, except the one before it (readers may still stream from it). A newer one
   * may be in the making by the next lock holder (another process on this DIST_DIR): never touch those.
   */
  async function prune(keep: (string | null)[], live: string): Promise<void> {
    const names = existsSync(home) ? await readdir(home) : [];
    const stale = names.filter(
      (n) => n.startsWith('gen-') && !keep.includes(path.join(home, n)) && genNumber(n) < genNumber(live),
    );
    await Promise.all(stale.map((n) => rm(path.join(home, n), { recursive: true, force: true })));
  }

  /** Old generations go in the background: nothing waits for their files to be unlinked. */
  const pruneLater = (keep: (string | null)[], live: string) =>
    void prune(keep, live).catch((err) => log.error({ err }, 'prune failed'));

  return {
    home,
    live: fresh,
    reload,
    /** Bytes of file bodies held in memory (all tables of this site). */
    heldBytes: (): number => memory.held,
    /** The file answering a request path: the generation's, else the full build's, unless the page was removed. */
    resolve(pathname: string): { root: string; found: StaticFile } | null {
      const key = tableKey(pathname);
      const found = key === null ? undefined : tableFor(fresh()).get(key);
      return found ? { root: found.root, found } : null;
    },
    /** Where the next generation goes. */
    nextDir: (name: string): string => path.join(home, `gen-${name}`),
    setWatermark(watermark: number): void {
      live = { ...live, watermark };
    },
    async swap(
      next: Omit<LiveSite, 'base' | 'under'> & { overlay: string; under?: string | null; watermark: number },
    ): Promise<void> {
      await mkdir(home, { recursive: true });
      const record: Current = {
        dir: path.basename(next.overlay),
        ...(next.under ? { under: path.basename(next.under) } : {}),
        base: baseBuilt(),
        watermark: next.watermark,
        search: next.search,
      };
      await writeAtomic(currentFile, JSON.stringify(record));
      seenMtime = mtimeOf(currentFile);
      const previous = [live.overlay, live.under];
      const swapped = { ...next, under: next.under ?? null, base: dist };
      // The new generation's table is made before it goes live, so no request sees the one without the other.
      tableFor(swapped);
      live = swapped;
      pruneLater([next.overlay, next.under ?? null, ...previous], record.dir);
    },
    /** The record of the live generation (what `current.json` says), or null when the full build is served as it is. */
    record: (): Current | null => readJson<Current | null>(currentFile, null),
    /** When the full build served here was made: a generation made over another full build cannot go over this one. */
    builtAt: baseBuilt,
    /**
     * Serve a generation another machine made (its folders already in `home`): false when it lies over another full
     * build or is older than the live one, which a machine never goes back to.
     */
    async adopt(record: Current): Promise<boolean> {
      if (record.base !== baseBuilt()) return false;
      // The file, not this process's view (a second old): another process here may have swapped a newer one in.
      const here = readJson<Current | null>(currentFile, null);
      if (here?.base === record.base && genOrder(record.dir) <= genOrder(here.dir)) return false;
      const now = fresh();
      await writeAtomic(currentFile, JSON.stringify(record));
      const previous = [now.overlay, now.under];
      const adopted = reload();
      if (adopted.overlay === null) return false;
      pruneLater([adopted.overlay, adopted.under, ...previous], record.dir);
      return true;
    },
  };
}

export type Site = ReturnType<typeof openSite>;
