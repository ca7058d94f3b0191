/**
 * The files of one built site as a table: every request path a file answers (its `.html` twin and `index.html`
 * forms included) → the file, made once by listing the folder, never by probing the disk per request. A file's
 * headers are computed at its first request; its body (and each precompressed variant) is then held in memory up to
 * a byte budget shared by the whole site, and large files are always streamed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { NO_INLINE, pageCsp } from './csp.ts';

export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  // pagefind's index parts (gzip inside, unpacked by pagefind.js) and its wasm.
  '.pf_index': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

/** Files that go out under the pages' CSP; any other keeps the server's policy that allows nothing. */
const POLICY_OF_PAGES = new Set(['.html', '.js', '.mjs']);

/** Files larger than this are streamed from disk (PDFs, wasm, the PDF worker): memory is for the many small ones. */
export const HELD_MAX_BYTES = 256 * 1024;
/** All bodies held at once, every live generation together (the demo site needs ~60 MB when every variant is asked). */
export const HELD_BUDGET_BYTES = 128 * 1024 * 1024;

/** What a site's tables may hold in memory; bodies of files past the budget are streamed. */
export interface FileMemory {
  budget: number;
  held: number;
}

export const fileMemory = (budget = HELD_BUDGET_BYTES): FileMemory => ({ budget, held: 0 });

/** One way to send a file: as it is, or one of its precompressed twins. */
export interface Variant {
  file: string;
  encoding: 'br' | 'gzip' | null;
  /** Headers of a full answer with this variant (Content-Length, Content-Encoding included). */
  headers: Record<string, string | number>;
  size: number;
  /** The bytes once held (read at the variant's first request); null when streamed. */
  body: Buffer | null;
  tried: boolean;
  /** `headers` over the server's answer headers as one writeHead list, made at the first answer sent at once. */
  list: (string | number)[] | null;
  listOver: Record<string, string> | null;
}

/** What the first request of a file computes and later ones reuse. */
export interface Prepared {
  etag: string;
  /** Last-Modified, and its time in whole seconds for If-Modified-Since. */
  lastModified: string;
  modifiedSeconds: number;
  /** Headers of a 304 (no length, no encoding), and as a list over the answer headers (see Variant.list). */
  notModified: Record<string, string>;
  notModifiedList: (string | number)[] | null;
  notModifiedOver: Record<string, string> | null;
  br: Variant | null;
  gzip: Variant | null;
  identity: Variant;
}

export interface StaticFile {
  /** The site folder the file belongs to (the full build or a generation). */
  root: string;
  file: string;
  hasBr: boolean;
  hasGz: boolean;
  memory: FileMemory;
  /** Filled at the first request, with the server's security headers of that time. */
  prepared: Prepared | null;
  preparedFor: Record<string, string> | null;
  /** Bytes this file holds in `memory`. */
  held: number;
  /** The Content-Security-Policy of a page: its build's (the manifest's inline hashes), never its own text's. */
  pageCsp: string;
}

/** The build's hashed assets (Astro's `_astro/`): named by their content, so cached a year (nginx answers the same). */
export const ASSETS_DIR = '_astro';
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

function cacheControl(rel: string): string {
  if (rel.startsWith(`${ASSETS_DIR}/`)) return ASSET_CACHE;
  if (rel.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Every file under `root` (relative, with `/`; a link to a file counts), listed once. */
function listFiles(root: string): string[] {
  let entries;
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  const isFile = (full: string) => {
    try {
      return statSync(full).isFile();
    } catch {
      return false;
    }
  };
  return entries
    .map((e) => [e, path.join(e.parentPath, e.name)] as const)
    .filter(([e, full]) => e.isFile() || (e.isSymbolicLink() && isFile(full)))
    .map(([, full]) => path.relative(root, full).split(path.sep).join('/'));
}

/**
 * The table of a site folder: request path (decoded) → file, with the rules of the clean URLs: `/a`, `/a.html` and
 * `/a/index.html` are the page `a/index.html` (before a file named `a` or `a.html`); `/`, `/index` name the home.
 * Its pages go out under `csp`: the policy of the build (or generation) the folder holds.
 */
export function fileTable(
  root: string,
  memory: FileMemory,
  csp = pageCsp(NO_INLINE),
): Map<string, StaticFile> {
  const rels = listFiles(root);
  const present = new Set(rels);
  const table = new Map<string, StaticFile>();
  const entry = (rel: string): StaticFile => ({
    root,
    file: path.join(root, rel),
    hasBr: present.has(`${rel}.br`),
    hasGz: present.has(`${rel}.gz`),
    memory,
    prepared: null,
    preparedFor: null,
    held: 0,
    pageCsp: csp,
  });
  const pages: [string, StaticFile][] = [];
  for (const rel of rels) {
    const file = entry(rel);
    table.set(`/${rel}`, file);
    if (rel === 'index.html') pages.push(['', file]);
    else if (rel.endsWith('/index.html')) pages.push([`/${rel.slice(0, -'/index.html'.length)}`, file]);
  }
  // Page forms win over a file of the same name, as a visitor's `/a` or `/a.html` means the page.
  for (const [dir, file] of pages) {
    if (dir === '') {
      for (const key of ['/', '/index', '/index.html']) table.set(key, file);
      continue;
    }
    table.set(`${dir}.html`, file);
    const ext = path.extname(dir);
    if (!ext || !(ext in TYPES)) table.set(dir, file);
  }
  return table;
}

/** The table key of a request path, or null when it cannot name a file. */
export function tableKey(pathname: string): string | null {
  try {
    const key = decodeURIComponent(pathname);
    return key.includes('\0') ? null : key;
  } catch {
    return null;
  }
}

/**
 * A variant's bytes, taken into memory at its first request when small and the budget allows (each variant on its
 * own: the plain body of a page is rarely asked); null means: stream it.
 */
export function bodyOf(file: StaticFile, variant: Variant): Buffer | null {
  if (variant.tried) return variant.body;
  variant.tried = true;
  const { memory } = file;
  if (variant.size > HELD_MAX_BYTES || memory.held + variant.size > memory.budget) return null;
  const body = readFileSync(variant.file);
  if (body.length !== variant.size) return null;
  memory.held += body.length;
  file.held += body.length;
  variant.body = body;
  return body;
}

/** Give back what a file held (its generation left the live site). */
export function release(file: StaticFile): void {
  file.memory.held -= file.held;
  file.held = 0;
  file.prepared = null;
  file.preparedFor = null;
}

/** Release the files of `before` that `after` no longer serves. */
export function releaseReplaced(before: Map<string, StaticFile>, after: Map<string, StaticFile>): void {
  const kept = new Set(after.values());
  for (const file of new Set(before.values())) if (!kept.has(file)) release(file);
}

/**
 * Headers and bodies of a file, computed at its first request (one stat and read per variant); null when the file
 * is gone from disk.
 */
export function prepare(file: StaticFile, security: Record<string, string>): Prepared | null {
  if (file.prepared && file.preparedFor === security) return file.prepared;
  if (file.prepared) release(file);
  let stat;
  try {
    stat = statSync(file.file);
  } catch {
    return null;
  }
  const rel = path.relative(file.root, file.file).split(path.sep).join('/');
  const ext = path.extname(rel);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const modifiedSeconds = Math.floor(stat.mtimeMs / 1000);
  const lastModified = new Date(modifiedSeconds * 1000).toUTCString();
  const common: Record<string, string> = {
    ...security,
    // A script may be a worker's (pagefind, pdf.js), which runs under its own answer's policy: the pages' one.
    ...(POLICY_OF_PAGES.has(ext) ? { 'Content-Security-Policy': file.pageCsp } : {}),
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(rel),
    ETag: etag,
    'Last-Modified': lastModified,
    Vary: 'Accept-Encoding',
  };
  const variant = (variantFile: string, encoding: Variant['encoding']): Variant | null => {
    let size = stat.size;
    if (encoding) {
      try {
        size = statSync(variantFile).size;
      } catch {
        return null;
      }
    }
    const headers = {
      ...common,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': size,
    };
    return {
      file: variantFile,
      encoding,
      size,
      headers,
      body: null,
      tried: false,
      list: null,
      listOver: null,
    };
  };
  const prepared: Prepared = {
    etag,
    lastModified,
    modifiedSeconds,
    notModified: common,
    notModifiedList: null,
    notModifiedOver: null,
    br: file.hasBr ? variant(`${file.file}.br`, 'br') : null,
    gzip: file.hasGz ? variant(`${file.file}.gz`, 'gzip') : null,
    identity: variant(file.file, null)!,
  };
  file.prepared = prepared;
  file.preparedFor = security;
  return prepared;
}
