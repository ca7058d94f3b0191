/**
 * One access line per request, pages and API alike (siteServer.ts wraps both): `{ reqId, method, route, status, ms,
 * bytes, cache }`. The route is the family (a route pattern of the API, a clean route of the pages), never the path
 * as asked nor its query, and no header, cookie or body is read: a line names no member, mobile, code or token.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '#server/core/log.ts';
import { pageFamily } from './routeFamily.ts';

/** Whether a cache answered: the public cache (API) or the page memory (pages); `none` where no cache stands. */
export type CacheState = 'hit' | 'miss' | 'none';

export interface AccessLine {
  reqId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  bytes: number;
  cache: CacheState;
  /** The client went away before the answer was complete. */
  aborted?: true;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The request's id and what answered it (told by the API app or the pages), kept on the request itself rather than in
 * a WeakMap, which would give the collector an entry per request to clear.
 */
const ACCESS = Symbol('access');
type Observed = IncomingMessage & { [ACCESS]?: { reqId: string; route?: string; cache?: CacheState } };

/** The id `observeRequests` gave this request (none outside the production handler: `app.request` in tests). */
export const assignedRequestId = (req: IncomingMessage | undefined): string | undefined =>
  (req as Observed | undefined)?.[ACCESS]?.reqId;

export function noteAnswer(
  req: IncomingMessage | undefined,
  note: { route?: string; cache?: CacheState },
): void {
  const kept = (req as Observed | undefined)?.[ACCESS];
  if (!kept) return;
  if (note.route !== undefined) kept.route = note.route;
  if (note.cache !== undefined) kept.cache = note.cache;
}

/** nginx's `$request_id` (32 hex) or a caller's UUID; anything else could carry text into the log, so a new one. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

function sizeOf(chunk: unknown): number {
  if (typeof chunk === 'string') return Buffer.byteLength(chunk);
  return chunk instanceof Uint8Array ? chunk.byteLength : 0;
}

/**
 * Answers a request whole at once, before anything else touched its response (the prebuilt pages held in memory:
 * sitePages.direct), saying what it wrote; null when the request is not one it answers.
 */
export type AtOnce = (
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
) => { bytes: number } | null;

/**
 * `handler` with a request id (answered as X-Request-Id; the API's requestId takes it) and an access line. `atOnce`
 * is tried first: it sends the id itself and tells the bytes, so its answers skip the counting of every write.
 */
export function observeRequests(
  handler: Listener,
  opts: { log: Logger; observe?: (line: AccessLine) => void; atOnce?: AtOnce },
): Listener {
  const { log, observe, atOnce } = opts;
  return (req, res) => {
    const started = performance.now();
    const reqId = requestIdOf(req.headers['x-request-id']);
    const kept: NonNullable<Observed[typeof ACCESS]> = { reqId };
    (req as Observed)[ACCESS] = kept;
    let bytes = 0;
    res.once('close', () => {
      const status = res.statusCode;
      const line: AccessLine = {
        reqId,
        method: req.method ?? 'GET',
        route: kept.route ?? pageFamily(req.url ?? '/', status),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        bytes,
        cache: kept.cache ?? 'none',
      };
      if (!res.writableFinished) line.aborted = true;
      log.info(line, 'request');
      observe?.(line);
    });
    const sent = atOnce?.(req, res, reqId);
    if (sent) {
      bytes = sent.bytes;
      return;
    }
    res.setHeader('X-Request-Id', reqId);
    const write = res.write as (...args: unknown[]) => boolean;
    const end = res.end as (...args: unknown[]) => ServerResponse;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      bytes += sizeOf(chunk);
      return write.call(res, chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'function') bytes += sizeOf(chunk);
      return end.call(res, chunk, ...rest);
    }) as typeof res.end;
    handler(req, res);
  };
}
