/**
 * The headers every answer carries (pages, API, uploads, files, redirects, 404s and 5xx), and HSTS when the public
 * site is https. Set in one place per entry: the production server on every response before it is routed
 * (`siteServer.ts`), the API app in its outermost middleware (`secureAnswers.ts`, for `astro dev` and the tests).
 */
import { API_CSP } from '#server/site/csp.ts';
import { isNoindex } from '#lib/routes.ts';

/** Powerful features no page of the portal uses: off for the page and anything it frames. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** One year; no includeSubDomains: other hosts of the domain are not ours to bind to https. */
export const HSTS = 'max-age=31536000';

/** The fixed headers, plus Strict-Transport-Security when PUBLIC_URL is https (behind nginx Node itself sees http). */
export function securityHeaders(publicUrl: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(/^https:/i.test(publicUrl) ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** What any answer carries unless it sets its own: the fixed headers and a policy that loads and frames nothing. */
export function answerHeaders(publicUrl: string): Record<string, string> {
  return { ...securityHeaders(publicUrl), 'Content-Security-Policy': API_CSP };
}

/**
 * `X-Robots-Tag: noindex` for what search engines must leave alone: the API (answers, signed links) and the pages
 * the route table marks (member pages, search results, /admin), whose HTML carries the same in a meta tag.
 */
export function robotsTag(pathname: string): string | null {
  return pathname === '/api' || pathname.startsWith('/api/') || isNoindex(pathname) ? 'noindex' : null;
}
