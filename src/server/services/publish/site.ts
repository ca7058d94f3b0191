/**
 * The live site: the full build (DIST_DIR) or the latest generation a rebuild derived from it (DIST_DIR-live/gen-N).
 * Swapping is one assignment in this process plus an atomically replaced `current.json`, so a restart serves the
 * same generation; a newer full build supersedes every generation.
 */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { readdir, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PageManifest } from '../../../content/plan.ts';

export interface BuildManifest {
  /** When the build began: changes after it may be missing from its pages. */
  startedAt: string;
  builtAt: string;
  pages: PageManifest;
}

/** Pages changed since the full build's search index (cumulative: each delta index replaces the last). */
export interface SearchDelta {
  files: string[];
  removedUrls: string[];
}

export interface LiveSite {
  root: string;
  manifest: BuildManifest;
  /** Last content event included; null until the server has read it from the full build's start time. */
  watermark: number | null;
  search: SearchDelta;
}

interface Current {
  dir: string;
  base: string;
  watermark: number;
  search: SearchDelta;
}

const EMPTY_MANIFEST: BuildManifest = { startedAt: new Date(0).toISOString(), builtAt: '', pages: {} };

export function readManifest(root: string): BuildManifest {
  try {
    return JSON.parse(readFileSync(path.join(root, '_portal', 'pages.json'), 'utf8')) as BuildManifest;
  } catch {
    return EMPTY_MANIFEST;
  }
}

const mtimeOf = (file: string): number => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

function readCurrent(file: string): Current | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Current;
  } catch {
    return null;
  }
}

/** Write a file so readers see the old or the new content, never a part. */
export async function writeAtomic(file: string, data: string | Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

export function openSite(distDir: string) {
  const dist = path.resolve(distDir);
  const home = `${dist}-live`;
  const currentFile = path.join(home, 'current.json');

  function load(): LiveSite {
    const full = readManifest(dist);
    const current = readCurrent(currentFile);
    const dir = current && path.join(home, current.dir);
    if (current && dir && current.base === full.builtAt && existsSync(dir)) {
      return { root: dir, manifest: readManifest(dir), watermark: current.watermark, search: current.search };
    }
    return { root: dist, manifest: full, watermark: null, search: { files: [], removedUrls: [] } };
  }

  let live = load();
  // A newer full build supersedes every generation derived from an older one.
  if (live.root === dist) rmSync(home, { recursive: true, force: true });
  const base = readManifest(dist).builtAt;

  /** Generations other than the live one and the one before it (readers may still stream from it). */
  async function prune(keep: string[]): Promise<void> {
    const names = existsSync(home) ? await readdir(home) : [];
    const stale = names.filter((n) => n.startsWith('gen-') && !keep.includes(path.join(home, n)));
    await Promise.all(stale.map((n) => rm(path.join(home, n), { recursive: true, force: true })));
  }

  // Another process on this machine (same DIST_DIR) may swap in a generation: look at current.json once a second.
  let checkedAt = 0;
  let seenMtime = mtimeOf(currentFile);
  function fresh(): LiveSite {
    const now = Date.now();
    if (now - checkedAt < 1000) return live;
    checkedAt = now;
    const mtime = mtimeOf(currentFile);
    if (mtime !== seenMtime) {
      seenMtime = mtime;
      live = load();
    }
    return live;
  }

  return {
    home,
    live: fresh,
    /** Where the next generation goes. */
    nextDir: (run: number): string => path.join(home, `gen-${run}`),
    setWatermark(watermark: number): void {
      live = { ...live, watermark };
    },
    async swap(next: Omit<LiveSite, 'watermark'> & { watermark: number }): Promise<void> {
      await mkdir(home, { recursive: true });
      const record: Current = {
        dir: path.basename(next.root),
        base,
        watermark: next.watermark,
        search: next.search,
      };
      await writeAtomic(currentFile, JSON.stringify(record));
      seenMtime = mtimeOf(currentFile);
      const previous = live.root;
      live = next;
      await prune([next.root, previous]);
    },
  };
}

export type Site = ReturnType<typeof openSite>;
