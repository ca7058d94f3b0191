/** Everything but the API: legacy 301s, the prebuilt pages from the live site's table, the 404 and 500 pages. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveRedirect } from '#lib/routes.ts';
import { sendFile, sendHeld, type SentAtOnce } from './static.ts';
import { pageFamily } from './routeFamily.ts';
import { robotsTag } from './securityHeaders.ts';
import { noteAnswer } from './accessLog.ts';
import type { LegacyNames } from '#server/services/trade/legacyNames.ts';
import type { StaticFile } from '#server/site/staticTable.ts';

/** The live site as the pages see it (`openSite` in `#server/services/publish/site.ts`). */
export interface PageSource {
  resolve(pathname: string): { found: StaticFile } | null;
}

export interface SitePages {
  /** Answer a non-API request. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): void;
  /** The prebuilt error page for a status (404.html, 500.html), or plain text when the build has none. */
  errorPage(req: IncomingMessage, res: ServerResponse, status: 404 | 500): void;
  /**
   * A GET or HEAD of a path `handle` answered with a file before (no query, no redirect, nothing to normalise), with
   * its body in memory: answered whole at once, on a response nothing was set on yet, with `answer` (the headers of
   * every answer) and the request's id. Null when it is not such a request: nothing was written.
   */
  direct(
    req: IncomingMessage,
    res: ServerResponse,
    answer: Record<string, string>,
    requestId: string,
  ): SentAtOnce | null;
}

/** What a plain path's answer needs beyond its file, the same for every request of it (the route table's facts). */
interface PlainPath {
  lead: (requestId: string) => string[];
  route: string;
}
/** More distinct paths than a site has pages (each has three forms) means the table starts again. */
const PLAIN_MAX = 100_000;

export function sitePages(
  site: PageSource,
  security: Record<string, string>,
  names?: LegacyNames,
): SitePages {
  function errorPage(req: IncomingMessage, res: ServerResponse, status: 404 | 500): void {
    const page = site.resolve(`/${status}.html`);
    if (page && sendFile(req, res, page.found, security, status)) return;
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...security }).end(String(status));
  }

  // Paths answered by a file, learnt as `handle` answers them: the redirects, folders and names were checked then.
  const plain = new Map<string, PlainPath>();
  function learn(req: IncomingMessage, url: URL): void {
    const path = req.url;
    // Only a path that is its own URL form: no query, no dot segment, nothing URL would encode or decode.
    if (path !== url.pathname || plain.has(path)) return;
    if (plain.size >= PLAIN_MAX) plain.clear();
    const robots = robotsTag(path);
    plain.set(path, {
      lead: robots ? (id) => ['X-Request-Id', id, 'X-Robots-Tag', robots] : (id) => ['X-Request-Id', id],
      route: pageFamily(path, 200),
    });
  }

  function direct(
    req: IncomingMessage,
    res: ServerResponse,
    answer: Record<string, string>,
    requestId: string,
  ): SentAtOnce | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const known = plain.get(req.url!);
    if (!known) return null;
    // The live generation's file for it now (a swap, a removed page: then the ordinary way).
    const hit = site.resolve(req.url!);
    if (!hit) return null;
    const sent = sendHeld(req, res, hit.found, security, answer, known.lead(requestId));
    if (sent) noteAnswer(req, { route: known.route, cache: sent.cache });
    return sent;
  }

  function handle(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...security }).end();
      return;
    }
    const target = resolveRedirect(url.pathname, url.search);
    // A name (product_name, origin) is looked up in one hop, from the legacy path or the query form alike.
    const named = names?.claim(target ? new URL(target, url) : url);
    if (named) {
      void named
        .then((r) => {
          const cache = r.status === 301 ? 'public, max-age=3600' : 'no-store';
          res.writeHead(r.status, { Location: r.location, 'Cache-Control': cache, ...security }).end();
        })
        .catch(() => errorPage(req, res, 404));
      return;
    }
    if (target) {
      res.writeHead(301, { Location: target, 'Cache-Control': 'public, max-age=3600', ...security }).end();
      return;
    }
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      res.writeHead(301, { Location: url.pathname.replace(/\/+$/, '') + url.search, ...security }).end();
      return;
    }
    if (url.pathname.startsWith('/_portal/')) return errorPage(req, res, 404);
    const hit = site.resolve(url.pathname);
    if (hit && sendFile(req, res, hit.found, security)) return learn(req, url);
    errorPage(req, res, 404);
  }

  return { handle, errorPage, direct };
}
