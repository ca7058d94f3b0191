/**
 * The family of a page request, for the access line and the metrics' labels: the clean route of the route table a
 * page belongs to (`/article/detail/42` → `/article/detail`), so the labels stay few and name no record or member.
 */
import { findCleanRoute } from '#lib/routes.ts';

/** Redirects and misses are families of their own: a scanner's paths must not become labels. */
export function pageFamily(url: string, status: number): string {
  if (status === 404) return '(not found)';
  if (status >= 300 && status < 400 && status !== 304) return '(redirect)';
  const pathname = url.split(/[?#]/, 1)[0]!.replace(/\.html$/i, '');
  if (pathname === '/' || pathname === '/index') return '/';
  if (pathname.startsWith('/_astro/')) return '/_astro';
  // The longest clean route the path is in: the page itself, or a record, list page or facet under it.
  const segments = pathname.split('/');
  for (let n = segments.length; n > 1; n--) {
    const prefix = segments.slice(0, n).join('/');
    if (findCleanRoute(prefix)) return prefix;
  }
  return '(file)';
}
