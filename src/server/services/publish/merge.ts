/**
 * Makes the next generation of the site: every page changed since the full build (hard links of the live
 * generation, plus what this rebuild rendered differently), minus the pages that are gone. Files of the live
 * generation are never written: a changed file gets a new inode by rename, so readers see no change until the swap.
 * A thin generation (the first phase of a run) links only the pages changed since the whole one it lies over; a
 * whole one (the later list pages, off the path to live) links everything again.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, rmdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import type { BuildPlan, PageManifest } from '#content/plan.ts';
import { keyWanted, type Family, type PageKey } from '#lib/pageFamilies.ts';
import { NO_INLINE } from '#server/site/csp.ts';
import { compressFiles, walk } from './compress.ts';
import { unknownScripts } from './inlineSources.ts';
import { DELTA_DIR, marksBody } from './searchIndex.ts';
import { fileOfUrl, urlOfFile } from './urls.ts';
import { PORTAL_DIR, writeAtomic, type BuildManifest } from './site.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('publish');

const run = promisify(execFile);

/** Hard-link the tree `from` into the new directory `to` (GNU cp: native speed, off the event loop). */
export async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await run('cp', ['-al', from, to]);
}

/** Hard-link the tree `from` over the existing directory `to`, its files replacing those of the same name. */
const linkOver = (from: string, to: string) => run('cp', ['-al', '--remove-destination', `${from}/.`, to]);

async function sameBytes(a: string, b: Buffer): Promise<boolean> {
  try {
    return (await readFile(a)).equals(b);
  } catch {
    return false;
  }
}

/** Urls the live manifest had in a planned family that the rebuild no longer renders. */
export function goneUrls(plan: BuildPlan, live: PageManifest, built: PageManifest): string[] {
  const gone: string[] = [];
  for (const [family, wanted] of Object.entries(plan.families) as [Family, 'all' | PageKey[]][]) {
    const before = live[family] ?? {};
    const after = built[family] ?? {};
    const keys = Object.keys(before).filter((k) => wanted === 'all' || keyWanted(wanted, k));
    const still = new Set(Object.values(after).flat());
    for (const key of keys) for (const url of before[key] ?? []) if (!still.has(url)) gone.push(url);
  }
  return gone;
}

/** The live manifest with the planned families replaced by what the rebuild rendered. */
export function mergeManifest(plan: BuildPlan, live: PageManifest, built: PageManifest): PageManifest {
  const next: PageManifest = { ...live };
  for (const [family, wanted] of Object.entries(plan.families) as [Family, 'all' | PageKey[]][]) {
    const entries = { ...live[family] };
    for (const key of Object.keys(entries))
      if (wanted === 'all' || keyWanted(wanted, key)) delete entries[key];
    next[family] = { ...entries, ...built[family] };
  }
  return next;
}

async function removePage(root: string, url: string): Promise<void> {
  const file = path.join(root, fileOfUrl(url));
  await Promise.all([file, `${file}.br`, `${file}.gz`].map((f) => rm(f, { force: true })));
  // Leave no empty directory behind, so the server answers 404 for it.
  await rmdir(path.dirname(file)).catch(() => undefined);
}

export interface Merged {
  /** Pages (html, relative to the generation) written or replaced by this run. */
  pages: string[];
  /** Those of `pages` the search index holds (they mark a body): the only ones the search delta reads. */
  searchable: string[];
  /** Pages this run removed. */
  removedUrls: string[];
  /** Every page removed since the full build and not rendered again. */
  removed: Set<string>;
  manifest: BuildManifest;
  /** The whole generation the new one lies over (it is thin), or null (it is whole). */
  under: string | null;
}

interface LiveInput {
  base: string;
  overlay: string | null;
  under: string | null;
  removed: Set<string>;
  manifest: BuildManifest;
}

/** The file a reader gets today for a path relative to the site: the generation's, else the full build's. */
function liveFile(live: LiveInput, rel: string): string {
  for (const dir of [live.overlay, live.under])
    if (dir && existsSync(path.join(dir, rel))) return path.join(dir, rel);
  return path.join(live.base, rel);
}

/**
 * Start the generation `next` from the live one: whole (every changed page linked again, removed pages taken out
 * of what a thin one lay over) or thin (the live thin one's pages, else only the search delta, over the live whole one).
 * Answers the whole generation `next` lies over.
 */
async function startFrom(live: LiveInput, next: string, whole: boolean): Promise<string | null> {
  if (!live.overlay) return null;
  if (whole) {
    await linkTree(live.under ?? live.overlay, next);
    if (live.under) {
      await linkOver(live.overlay, next);
      for (const url of live.removed) await removePage(next, url);
    }
    return null;
  }
  if (live.under) {
    await linkTree(live.overlay, next);
    return live.under;
  }
  await mkdir(next, { recursive: true });
  // The delta it replaces: its recent parts stay served (searchIndex.ts, keepRecentParts).
  const delta = path.join(live.overlay, DELTA_DIR);
  if (existsSync(delta)) await linkTree(delta, path.join(next, DELTA_DIR));
  return live.overlay;
}

/**
 * Build the generation `next`: the live generation's files (hard links), the rebuilt files whose bytes differ from
 * what readers get today, minus pages that are gone; `removed.json` lists the full build's pages that are gone.
 */
export async function mergeBuild(opts: {
  live: LiveInput;
  staging: string;
  plan: BuildPlan;
  next: string;
  /** Link every changed page into `next` (default), or only those since the whole generation it lies over. */
  whole?: boolean;
}): Promise<Merged> {
  const { live, staging, plan, next } = opts;
  const under = await startFrom(live, next, opts.whole ?? true);
  await mkdir(path.join(next, PORTAL_DIR), { recursive: true });
  const written: string[] = [];
  const searchable: string[] = [];
  const inline = live.manifest.inline ?? NO_INLINE;
  for await (const file of walk(staging)) {
    const rel = path.relative(staging, file);
    if (rel.startsWith(PORTAL_DIR + path.sep)) continue;
    const bytes = await readFile(file);
    // A page readers get as gone is written even with the full build's bytes (published again unchanged).
    const gone = rel.endsWith('.html') && live.removed.has(urlOfFile(rel));
    if (!gone && (await sameBytes(liveFile(live, rel), bytes))) continue;
    const target = path.join(next, rel);
    await mkdir(path.dirname(target), { recursive: true });
    // Unlink the old variants first: they are hard links shared with the live generation.
    await Promise.all([rm(`${target}.br`, { force: true }), rm(`${target}.gz`, { force: true })]);
    await writeAtomic(target, bytes);
    written.push(target);
    if (rel.endsWith('.html') && marksBody(bytes)) searchable.push(rel);
    // The generation runs the build's inline scripts only (its manifest's): one it does not know is blocked.
    const unknown = rel.endsWith('.html') ? unknownScripts(bytes.toString('utf8'), inline) : [];
    if (unknown.length)
      log.warn({ page: rel, scripts: unknown }, 'inline script unknown to the build, blocked by its CSP');
  }
  await compressFiles(next, written);
  const built = (
    JSON.parse(await readFile(path.join(staging, PORTAL_DIR, 'pages.json'), 'utf8')) as BuildManifest
  ).pages;
  const removedUrls = goneUrls(plan, live.manifest.pages, built);
  for (const url of removedUrls) await removePage(next, url);
  const pages = written.filter((f) => f.endsWith('.html')).map((f) => path.relative(next, f));
  const removed = new Set([...live.removed, ...removedUrls]);
  for (const page of pages) removed.delete(urlOfFile(page));
  const manifest = { ...live.manifest, pages: mergeManifest(plan, live.manifest.pages, built) };
  await writeAtomic(path.join(next, PORTAL_DIR, 'pages.json'), JSON.stringify(manifest));
  await writeAtomic(path.join(next, PORTAL_DIR, 'removed.json'), JSON.stringify([...removed]));
  return { pages, searchable, removedUrls, removed, manifest, under };
}
