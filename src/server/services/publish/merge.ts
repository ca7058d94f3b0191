/**
 * Makes the next generation of the site: hard links of every live file (instant, no copy), then the pages a rebuild
 * rendered differently, minus the pages that are gone. Files of the live generation are never written: a changed
 * file gets a new inode by rename, so readers of the live site never see a change until the swap.
 */
import { link, mkdir, readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { BuildPlan, PageManifest } from '../../../content/plan.ts';
import type { Family } from '../../../lib/pageFamilies.ts';
import { compressFiles, walk } from './compress.ts';
import { writeAtomic, type BuildManifest } from './site.ts';

const PORTAL_DIR = '_portal';

/** Hard-link the tree `from` into the new directory `to`. */
export async function linkTree(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: true });
  let count = 0;
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) count += await linkTree(source, target);
    else {
      await link(source, target);
      count++;
    }
  }
  return count;
}

async function sameBytes(a: string, b: Buffer): Promise<boolean> {
  try {
    return (await readFile(a)).equals(b);
  } catch {
    return false;
  }
}

/** `/article/detail/5` → `article/detail/5/index.html` (directory build format). */
export const fileOfUrl = (url: string): string =>
  url === '/' ? 'index.html' : path.join(url.replace(/^\/+/, ''), 'index.html');

export const urlOfFile = (rel: string): string => {
  const dir = path.dirname(rel).split(path.sep).join('/');
  return dir === '.' ? '/' : `/${dir}`;
};

/** Urls the live manifest had in a planned family that the rebuild no longer renders. */
export function goneUrls(plan: BuildPlan, live: PageManifest, built: PageManifest): string[] {
  const gone: string[] = [];
  for (const [family, wanted] of Object.entries(plan.families) as [Family, 'all' | number[]][]) {
    const before = live[family] ?? {};
    const after = built[family] ?? {};
    const keys = wanted === 'all' ? Object.keys(before) : wanted.map(String);
    const still = new Set(Object.values(after).flat());
    for (const key of keys) for (const url of before[key] ?? []) if (!still.has(url)) gone.push(url);
  }
  return gone;
}

/** The live manifest with the planned families replaced by what the rebuild rendered. */
export function mergeManifest(plan: BuildPlan, live: PageManifest, built: PageManifest): PageManifest {
  const next: PageManifest = { ...live };
  for (const [family, wanted] of Object.entries(plan.families) as [Family, 'all' | number[]][]) {
    const entries = wanted === 'all' ? {} : { ...live[family] };
    if (wanted !== 'all') for (const id of wanted) delete entries[String(id)];
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
  /** Pages (html, relative to the root) written or replaced. */
  pages: string[];
  removedUrls: string[];
  manifest: BuildManifest;
}

/** Build `next` from the live root and the rebuild output in `staging`. */
export async function mergeBuild(opts: {
  live: { root: string; manifest: BuildManifest };
  staging: string;
  plan: BuildPlan;
  next: string;
}): Promise<Merged> {
  const { live, staging, plan, next } = opts;
  await linkTree(live.root, next);
  const written: string[] = [];
  for await (const file of walk(staging)) {
    const rel = path.relative(staging, file);
    if (rel.startsWith(PORTAL_DIR + path.sep)) continue;
    const target = path.join(next, rel);
    const bytes = await readFile(file);
    if (await sameBytes(target, bytes)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    // Unlink the old variants first: they are hard links shared with the live generation.
    await Promise.all([rm(`${target}.br`, { force: true }), rm(`${target}.gz`, { force: true })]);
    await writeAtomic(target, bytes);
    written.push(target);
  }
  await compressFiles(next, written);
  const built = (
    JSON.parse(await readFile(path.join(staging, PORTAL_DIR, 'pages.json'), 'utf8')) as BuildManifest
  ).pages;
  const removedUrls = goneUrls(plan, live.manifest.pages, built);
  for (const url of removedUrls) await removePage(next, url);
  const manifest = { ...live.manifest, pages: mergeManifest(plan, live.manifest.pages, built) };
  await writeAtomic(path.join(next, PORTAL_DIR, 'pages.json'), JSON.stringify(manifest));
  const pages = written.filter((f) => f.endsWith('.html')).map((f) => path.relative(next, f));
  return { pages, removedUrls, manifest };
}
