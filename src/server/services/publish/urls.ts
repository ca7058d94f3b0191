/** One spelling per prebuilt page, shared by the merge, the live site and the search index. */
import path from 'node:path';

/** No trailing slash, no `.html`, no `index`: `/a/b/index.html`, `/a/b.html` and `/a/b/` are the page `/a/b`. */
export function normalizeUrl(url: string): string {
  const bare = url.replace(/[?#].*$/, '').replace(/(\/index)?\.html$/, '');
  return bare.replace(/\/+$/, '') || '/';
}

/** The clean URL a built HTML file answers: `article/detail/5/index.html` → `/article/detail/5`. */
export function urlOfFile(rel: string): string {
  const clean = rel
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return normalizeUrl(`/${clean}`);
}

/** `/article/detail/5` → `article/detail/5/index.html` (directory build format). */
export const fileOfUrl = (url: string): string =>
  url === '/' ? 'index.html' : path.join(url.replace(/^\/+/, ''), 'index.html');

/** The file Astro writes for a rendered path: `/404` → `404.html`, an endpoint at its own path, a page as above. */
export function fileOfPage(pathname: string, routeType: string): string {
  if (routeType === 'endpoint') return pathname.replace(/^\/+/, '');
  if (pathname === '/404' || pathname === '/500') return `${pathname.slice(1)}.html`;
  return fileOfUrl(pathname);
}
