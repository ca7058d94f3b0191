/**
 * The production server's request handler: /api and /uploads/ to the API app, the rest to the prebuilt pages. Every
 * response gets the security headers before it is routed, so no answer leaves without them (pages, API, uploads,
 * redirects, 404, 405, 500); a page replaces the default CSP by its build's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SitePages } from './sitePages.ts';
import { canonicalPageAddress } from './canonicalHost.ts';
import { robotsTag } from './securityHeaders.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('serve');

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export function siteHandler(opts: {
  api: Listener;
  pages: SitePages;
  /** `answerHeaders(PUBLIC_URL)` (securityHeaders.ts). */
  headers: Record<string, string>;
  /** PUBLIC_URL and the mode: a page asked for by another loopback name goes to PUBLIC_URL (canonicalHost.ts). */
  origin?: { publicUrl: string; production: boolean };
}): Listener {
  const { api, pages, headers, origin } = opts;
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
    // Members' uploaded images (农业百科) are read from the file storage by the API app.
    if (url.pathname.startsWith('/uploads/')) return api(req, res);
    pages.handle(req, res, url);
  }
  return (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    try {
      route(req, res);
    } catch (err) {
      log.error({ err, method: req.method }, 'request failed');
      if (!res.headersSent) return pages.errorPage(req, res, 500);
      res.end();
    }
  };
}
