/**
 * The production server's request handler: /api and /uploads/ to the API app, /metrics to the scraper, the rest to the
 * prebuilt pages. Every response gets the security headers before it is routed, so no answer leaves without them
 * (pages, API, uploads, redirects, 404, 405, 500); a page replaces the default CSP by its build's. Every request gets
 * a request id and an access line (accessLog.ts), pages and API in this one place.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SitePages } from './sitePages.ts';
import { canonicalPageAddress } from './canonicalHost.ts';
import { robotsTag } from './securityHeaders.ts';
import { logFor, type Logger } from '#server/core/log.ts';
import { noteAnswer, observeRequests, type AccessLine, type AtOnce } from './accessLog.ts';
import type { Metrics } from './metrics.ts';

const log = logFor('serve');

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export function siteHandler(opts: {
  api: Listener;
  pages: SitePages;
  /** `answerHeaders(PUBLIC_URL)` (securityHeaders.ts). */
  headers: Record<string, string>;
  /** PUBLIC_URL and the mode: a page asked for by another loopback name goes to PUBLIC_URL (canonicalHost.ts). */
  origin?: { publicUrl: string; production: boolean };
  /** GET /metrics (metrics.ts): answered to whom it allows, the site's 404 to anyone else. */
  metrics?: Pick<Metrics, 'allowed' | 'answer'>;
  /** Where the access lines go (default: the `access` component), and who else reads them (the metrics). */
  access?: { log?: Logger; observe?: (line: AccessLine) => void };
}): Listener {
  const { api, pages, headers, origin, metrics } = opts;
  function route(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const robots = robotsTag(url.pathname);
    if (robots) res.setHeader('X-Robots-Tag', robots);
    const canonical = origin && canonicalPageAddress(req, url, origin);
    if (canonical) {
      res.writeHead(301, { location: canonical, 'cache-control': 'no-store' }).end();
      return;
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return api(req, res);
    if (metrics && url.pathname === '/metrics') {
      noteAnswer(req, { route: '/metrics' });
      // Not advertised: a caller it refuses sees the 404 of any unknown address.
      if (!metrics.allowed(req) || (req.method !== 'GET' && req.method !== 'HEAD'))
        return pages.errorPage(req, res, 404);
      void metrics.answer(req, res).catch((err: unknown) => {
        log.error({ err }, 'metrics not answered');
        if (!res.headersSent) pages.errorPage(req, res, 500);
      });
      return;
    }
    // Members' uploaded images (农业百科) are read from the file storage by the API app.
    if (url.pathname.startsWith('/uploads/')) return api(req, res);
    pages.handle(req, res, url);
  }
  const handle: Listener = (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    try {
      route(req, res);
    } catch (err) {
      log.error({ err, method: req.method }, 'request failed');
      if (!res.headersSent) return pages.errorPage(req, res, 500);
      res.end();
    }
  };
  // A page held in memory is answered before the rest (its headers include every one `headers` sets); outside
  // production a page may first be sent to PUBLIC_URL's origin (canonicalHost.ts), so it always goes the whole way.
  const atOnce: AtOnce | undefined =
    origin && !origin.production ? undefined : (req, res, id) => pages.direct(req, res, headers, id);
  return observeRequests(handle, {
    log: opts.access?.log ?? logFor('access'),
    observe: opts.access?.observe,
    atOnce,
  });
}
