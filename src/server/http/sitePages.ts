/** Everything but the API: legacy 301s, the prebuilt pages from the live site's table, the 404 and 500 pages. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveRedirect } from '#lib/routes.ts';
import { sendFile } from './static.ts';
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
}

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
    if (hit && sendFile(req, res, hit.found, security)) return;
    errorPage(req, res, 404);
  }

  return { handle, errorPage };
}
