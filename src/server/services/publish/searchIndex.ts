/**
 * Full-text search index (pagefind, Chinese segmentation in its extended binary).
 *
 * Pagefind cannot update or remove pages in an index it has written, so the site carries two:
 * - `pagefind/`: the base index of every page marked `data-pagefind-body`, written by a full build;
 * - `pagefind-delta/`: an index of only the pages changed since that base, plus `superseded.json`
 *   naming the base entries the browser must ignore (changed and removed pages).
 * Both are written into a temporary folder and swapped in, so a reader never sees half an index.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { normalizeUrl, urlOfFile } from './urls.ts';

export const BASE_DIR = 'pagefind';
export const DELTA_DIR = 'pagefind-delta';
/** The base index's url → page map, read when a delta is written (never by the browser). */
export const PAGES_FILE = 'pages.json';
export const SUPERSEDED_FILE = 'superseded.json';

const BODY_MARK = 'data-pagefind-body';

/** Whether a page marks a body, i.e. whether the search index holds it (pages without one are not indexed). */
export const marksBody = (content: string | Buffer): boolean => content.includes(BODY_MARK);
/** Only what a page marks as its body is indexed; navigation and widgets inside it are not content. */
const EXCLUDE = [
  'nav',
  'aside',
  'form',
  'button',
  'dialog',
  'astro-island',
  '[data-share-links]',
  '[data-report-access]',
];
/** Fragment files start with this signature before their JSON. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';
const IN_FLIGHT = 16;

/** A base index entry: its pagefind page id and its kind filter (for the browser's counts). */
export interface IndexedPage {
  id: string;
  kind: string | null;
}

/** What the browser needs to drop stale base results: by url, and by id without loading a fragment. */
export interface Superseded {
  urls: string[];
  /** Base page id → kind, of the base entries to drop. */
  base: Record<string, string | null>;
  /** Ids of the delta's own pages (an unchanged page keeps its id: never drop those). */
  delta: string[];
}

export interface IndexResult {
  pages: number;
  ms: number;
}

async function* htmlFiles(root: string, dir = ''): AsyncGenerator<string> {
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    // Built assets, temporary folders and the indexes themselves hold no pages.
    if (entry.isDirectory() && !/^[._]/.test(entry.name) && !entry.name.startsWith(BASE_DIR)) {
      yield* htmlFiles(root, rel);
    } else if (entry.isFile() && entry.name.endsWith('.html')) {
      yield rel;
    }
  }
}

/** The page `rel` of the first folder that has it (a thin generation, then the whole one it lies over). */
async function readPage(roots: string[], rel: string): Promise<string | null> {
  for (const dir of roots) {
    const text = await readFile(path.join(dir, rel), 'utf8').catch(() => null);
    if (text !== null) return text;
  }
  return null;
}

/** Index the given files (relative to the roots) that mark a body; returns how many were indexed. */
async function indexFiles(roots: string[], files: string[], outDir: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDE });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  let pages = 0;
  const add = async (rel: string) => {
    const content = await readPage(roots, rel);
    // Without this check pagefind would index a whole page (header, lists) when no page marks a body.
    if (!content || !marksBody(content)) return;
    const added = await index.addHTMLFile({ url: urlOfFile(rel), content });
    if (added.errors.length) throw new Error(`pagefind ${rel}: ${added.errors.join('; ')}`);
    pages++;
  };
  try {
    // The indexer works on several files at once; a bounded number in flight keeps memory flat.
    const queue = [...files];
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        for (let rel = queue.shift(); rel !== undefined; rel = queue.shift()) await add(rel);
      }),
    );
    const written = await index.writeFiles({ outputPath: outDir });
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  } finally {
    await index.deleteIndex();
  }
  return pages;
}

/** url → page of an index folder, read from its fragment files (one page or a group of pages each). */
export async function indexedPages(indexDir: string): Promise<Record<string, IndexedPage>> {
  const dir = path.join(indexDir, 'fragment');
  const pages: Record<string, IndexedPage> = {};
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const raw = gunzipSync(await readFile(path.join(dir, name))).toString('utf8');
    const json = JSON.parse(raw.slice(FRAGMENT_SIGNATURE.length)) as Record<string, unknown>;
    const id = name.replace(/\.pf_fragment$/, '');
    const entries = 'url' in json ? { [id]: json } : json;
    for (const [pageId, fragment] of Object.entries(entries)) {
      const f = fragment as { url: string; filters?: Record<string, string[]> };
      pages[normalizeUrl(f.url)] = { id: pageId, kind: f.filters?.kind?.[0] ?? null };
    }
  }
  return pages;
}

/**
 * The pages of a written index, each with its kind: the result page's 全部 counts every page and its tabs count them
 * by kind, so a page without one (a filter left inside `data-pagefind-ignore="all"`) would be in neither tab.
 */
async function kindedPages(indexDir: string): Promise<Record<string, IndexedPage>> {
  const pages = await indexedPages(indexDir);
  const unkinded = Object.keys(pages).filter((url) => !pages[url]!.kind);
  if (unkinded.length) throw new Error(`pagefind: no kind filter on ${unkinded.slice(0, 5).join(', ')}`);
  return pages;
}

/** Replace `target` with the finished `tmp` folder; the old one is removed after the swap. */
async function swapIn(tmp: string, target: string): Promise<void> {
  const old = `${target}.old-${randomBytes(4).toString('hex')}`;
  await rename(target, old).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
  await rename(tmp, target);
  await rm(old, { recursive: true, force: true });
}

/**
 * How long the parts of a replaced delta stay served: a search page loaded before a swap fetches the index chunks and
 * fragments its `pagefind-entry.json` named when the reader searches, possibly after another publish.
 */
export const DELTA_PARTS_KEPT_MS = 15 * 60_000;
const PART = /\.pf_(?:index|fragment|filter|meta)$/;

/**
 * Link the replaced delta's parts written within `DELTA_PARTS_KEPT_MS` into the new one, unless it has them: their
 * names are hashes of their content, so an older entry still finds its parts and a new part never clashes.
 */
async function keepRecentParts(previous: string, next: string, now: number): Promise<void> {
  const entries = await readdir(previous, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || !PART.test(entry.name)) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(next, path.relative(previous, from));
    const { mtimeMs } = await stat(from);
    if (now - mtimeMs > DELTA_PARTS_KEPT_MS) continue;
    await mkdir(path.dirname(to), { recursive: true });
    await link(from, to).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
  }
}

const tempDir = (root: string, name: string) =>
  path.join(root, `.${name}-tmp-${randomBytes(4).toString('hex')}`);

/** Base index of every page with a body under `siteRoot`, into `siteRoot/pagefind/`; empties the delta. */
export async function buildSearchIndex(siteRoot: string): Promise<IndexResult> {
  const started = performance.now();
  const root = path.resolve(siteRoot);
  const files: string[] = [];
  for await (const rel of htmlFiles(root)) files.push(rel);
  files.sort();
  const tmp = tempDir(root, BASE_DIR);
  try {
    const pages = await indexFiles([root], files, tmp);
    await writeFile(path.join(tmp, PAGES_FILE), JSON.stringify(await kindedPages(tmp)));
    await swapIn(tmp, path.join(root, BASE_DIR));
    // The new base holds every change a delta carried; an empty list spares the browser a 404.
    await writeEmptyDelta(root);
    return { pages, ms: Math.round(performance.now() - started) };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

async function writeEmptyDelta(root: string): Promise<void> {
  const tmp = tempDir(root, DELTA_DIR);
  await mkdir(tmp);
  const none: Superseded = { urls: [], base: {}, delta: [] };
  await writeFile(path.join(tmp, SUPERSEDED_FILE), JSON.stringify(none));
  await swapIn(tmp, path.join(root, DELTA_DIR));
}

async function basePages(root: string): Promise<Record<string, IndexedPage>> {
  try {
    return JSON.parse(await readFile(path.join(root, BASE_DIR, PAGES_FILE), 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Delta index of the pages changed since the base (cumulative: it replaces the previous delta), into
 * `siteRoot/pagefind-delta/`, with `superseded.json`. Changed files are paths relative to `siteRoot`.
 */
export async function buildDeltaIndex(
  siteRoot: string,
  changed: { files: string[]; removedUrls: string[] },
  /** Where the base index lives when `siteRoot` holds only the changed pages (a rebuild's generation). */
  baseRoot: string = siteRoot,
  /** Where a changed page is read when `siteRoot` lacks it (the whole generation a thin one lies over). */
  readAlso: string[] = [],
): Promise<IndexResult> {
  const started = performance.now();
  const root = path.resolve(siteRoot);
  const files = [...new Set(changed.files.map((f) => path.normalize(f)))].sort();
  const urls = [...new Set([...files.map(urlOfFile), ...changed.removedUrls.map(normalizeUrl)])].sort();
  const tmp = tempDir(root, DELTA_DIR);
  try {
    const pages = await indexFiles([root, ...readAlso], files, tmp);
    const base = await basePages(path.resolve(baseRoot));
    const superseded: Superseded = {
      urls,
      base: Object.fromEntries(urls.flatMap((u) => (base[u] ? [[base[u].id, base[u].kind]] : []))),
      delta: Object.values(await kindedPages(tmp)).map((p) => p.id),
    };
    await writeFile(path.join(tmp, SUPERSEDED_FILE), JSON.stringify(superseded));
    await keepRecentParts(path.join(root, DELTA_DIR), tmp, Date.now());
    await swapIn(tmp, path.join(root, DELTA_DIR));
    return { pages, ms: Math.round(performance.now() - started) };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** Stop pagefind's indexing process (scripts call this so Node can exit). */
export const closeSearchIndexer = (): Promise<null> => pagefind.close();

/** Launch the indexer (pagefind's own process, kept between runs) now, so the first publish does not wait for it. */
export async function warmSearchIndexer(): Promise<void> {
  const { index } = await pagefind.createIndex({ excludeSelectors: EXCLUDE });
  await index?.deleteIndex();
}
