/** Serving a prebuilt file from its table entry: precompressed variants, cache headers, conditional GET. */
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptedEncodings } from './answerEncoding.ts';
import { bodyOf, prepare, type Prepared, type StaticFile, type Variant } from '#server/site/staticTable.ts';
import { noteAnswer } from './accessLog.ts';

/** The variant the client accepts best: brotli, then gzip, then the file as it is. */
function negotiate(req: IncomingMessage, prepared: Prepared): Variant {
  if (!prepared.br && !prepared.gzip) return prepared.identity;
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  if (prepared.br && accepted.has('br')) return prepared.br;
  if (prepared.gzip && accepted.has('gzip')) return prepared.gzip;
  return prepared.identity;
}

/** Whether the client's copy is current (If-None-Match first; If-Modified-Since only without it). */
function notModified(req: IncomingMessage, prepared: Prepared): boolean {
  const tag = req.headers['if-none-match'];
  if (tag !== undefined) return tag === prepared.etag;
  const since = req.headers['if-modified-since'];
  if (since === undefined) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && prepared.modifiedSeconds <= Math.floor(time / 1000);
}

/**
 * Send a file with the best precompressed variant the client accepts, with the server's security headers (and a
 * page's own CSP), from memory when held. False when the file has left the disk since its table was made.
 */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  security: Record<string, string>,
  status = 200,
): boolean {
  const prepared = prepare(file, security);
  if (!prepared) return false;
  if (status === 200 && notModified(req, prepared)) {
    noteAnswer(req, { cache: 'hit' });
    res.writeHead(304, prepared.notModified);
    res.end();
    return true;
  }
  const variant = negotiate(req, prepared);
  res.writeHead(status, variant.headers);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  const body = bodyOf(file, variant);
  // The page memory answered, or the file came from the disk.
  noteAnswer(req, { cache: body ? 'hit' : 'miss' });
  if (body) res.end(body);
  else createReadStream(variant.file).pipe(res);
  return true;
}
