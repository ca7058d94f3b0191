/** Serving a prebuilt file from its table entry: precompressed variants, cache headers, conditional GET. */
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptedEncodings } from './answerEncoding.ts';
import { bodyOf, prepare, type Prepared, type StaticFile, type Variant } from '#server/site/staticTable.ts';
import { noteAnswer, type CacheState } from './accessLog.ts';

/** Accept-Encoding as browsers send it (a handful of distinct strings) → the codings it accepts: 1 br, 2 gzip. */
const accepting = new Map<string, number>();
/** Beyond this many distinct headers (a client making them up) the table starts again: it cannot grow without end. */
const ACCEPTING_MAX = 256;
const BR = 1;
const GZIP = 2;

function acceptedOf(accept: string | undefined): number {
  if (accept === undefined) return 0;
  let codings = accepting.get(accept);
  if (codings !== undefined) return codings;
  const accepted = acceptedEncodings(accept);
  codings = (accepted.has('br') ? BR : 0) | (accepted.has('gzip') ? GZIP : 0);
  if (accepting.size >= ACCEPTING_MAX) accepting.clear();
  accepting.set(accept, codings);
  return codings;
}

/** The variant the client accepts best: brotli, then gzip, then the file as it is. */
function negotiate(req: IncomingMessage, prepared: Prepared): Variant {
  if (!prepared.br && !prepared.gzip) return prepared.identity;
  const accepted = acceptedOf(req.headers['accept-encoding']);
  if (prepared.br && accepted & BR) return prepared.br;
  if (prepared.gzip && accepted & GZIP) return prepared.gzip;
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

/**
 * `headers` over the answer headers every response carries (`answerHeaders`), as the flat list writeHead takes: what
 * setting the answer headers first and then writeHead(headers) gives, names compared without case.
 */
function over(answer: Record<string, string>, headers: Record<string, string | number>) {
  const merged = new Map<string, [string, string | number]>();
  for (const [name, value] of [...Object.entries(answer), ...Object.entries(headers)])
    merged.set(name.toLowerCase(), [name, value]);
  return [...merged.values()].flat();
}

/** What an answer sent at once wrote: its body's bytes and whether the page memory answered. */
export interface SentAtOnce {
  bytes: number;
  cache: CacheState;
}

/**
 * A 200 or 304 of a file whose body is held in memory, on a response no header was set on yet: one writeHead with
 * `lead` (the request's own headers: its id, X-Robots-Tag) and a list made once per variant (`answer` headers, then
 * the file's), and the body in the same write. Null when the file is not prepared or its body not held (gone from
 * disk, streamed, past the budget): nothing was written and sendFile answers it.
 */
export function sendHeld(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  security: Record<string, string>,
  answer: Record<string, string>,
  lead: string[],
): SentAtOnce | null {
  const prepared = prepare(file, security);
  if (!prepared) return null;
  if (notModified(req, prepared)) {
    if (prepared.notModifiedOver !== answer) {
      prepared.notModifiedList = over(answer, prepared.notModified);
      prepared.notModifiedOver = answer;
    }
    res.writeHead(304, lead.concat(prepared.notModifiedList as string[]));
    res.end();
    return { bytes: 0, cache: 'hit' };
  }
  const variant = negotiate(req, prepared);
  const head = req.method === 'HEAD';
  const body = head ? null : bodyOf(file, variant);
  if (!head && !body) return null;
  if (variant.listOver !== answer) {
    variant.list = over(answer, variant.headers);
    variant.listOver = answer;
  }
  res.writeHead(200, lead.concat(variant.list as string[]));
  if (head) {
    res.end();
    return { bytes: 0, cache: 'none' };
  }
  res.end(body);
  return { bytes: body!.length, cache: 'hit' };
}
