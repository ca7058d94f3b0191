/** Serving the prebuilt site: path → file, precompressed variants, cache headers, conditional GET. */
import { createReadStream, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileCsp } from './fileCsp.ts';

const TYPES: Record<string, string> = {
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

function fileAt(root: string, rel: string): { file: string; stat: Stats } | null {
  const file = path.join(root, rel);
  if (!file.startsWith(root + path.sep) && file !== root) return null;
  try {
    const stat = statSync(file);
    return stat.isFile() ? { file, stat } : null;
  } catch {
    return null;
  }
}

/** The built file a clean path names: `/group`, `/group.html` and `/group/index.html` are one page. */
export function resolveFile(root: string, pathname: string): { file: string; stat: Stats } | null {
  let rel: string;
  try {
    rel = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  if (rel === '/' || rel === '/index.html' || rel === '/index') return fileAt(root, 'index.html');
  const ext = path.extname(rel);
  if (ext === '.html') {
    return fileAt(root, rel.slice(0, -5) + '/index.html') ?? fileAt(root, rel);
  }
  if (ext && ext in TYPES) return fileAt(root, rel);
  return fileAt(root, rel + '/index.html') ?? fileAt(root, rel);
}

function cacheControl(root: string, file: string): string {
  if (file.startsWith(path.join(root, '_astro') + path.sep)) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Send a file with the best precompressed variant the client accepts, with the server's security headers; a page
 * also gets the CSP of its own inline scripts, from the file served (a publish may have rewritten it).
 */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  found: { file: string; stat: Stats },
  security: Record<string, string>,
  status = 200,
): void {
  const { file, stat } = found;
  const accept = String(req.headers['accept-encoding'] ?? '');
  const ext = path.extname(file);
  let body = file;
  let size = stat.size;
  let encoding: string | undefined;
  for (const [enc, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accept.includes(enc)) continue;
    const variant = fileAt(root, path.relative(root, file) + suffix);
    if (variant) {
      body = variant.file;
      size = variant.stat.size;
      encoding = enc;
      break;
    }
  }
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers: Record<string, string | number> = {
    ...security,
    ...(ext === '.html' ? { 'Content-Security-Policy': fileCsp(file, stat) } : {}),
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(root, file),
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(body).pipe(res);
}
