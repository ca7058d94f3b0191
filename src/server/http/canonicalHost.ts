/**
 * One origin per session: outside production a page asked for by another loopback name of this server
 * (127.0.0.1 when PUBLIC_URL says localhost) is sent to PUBLIC_URL's origin before a cookie is set there, so the
 * return from a payment channel, OAuth or a simulator (addressed to PUBLIC_URL) finds the member's session.
 * The API, uploads and health checks answer on any name; production's hosts are nginx's business (docs/production.md).
 */
import type { IncomingMessage } from 'node:http';

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

/** The address to send a page request to, or null when it is already on the right origin (or is no page). */
export function canonicalPageAddress(
  req: IncomingMessage,
  url: URL,
  opts: { publicUrl: string; production: boolean },
): string | null {
  if (opts.production || !opts.publicUrl) return null;
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (/^\/(api|uploads)(\/|$)/.test(url.pathname)) return null;
  const host = req.headers.host;
  if (!host) return null;
  let asked: URL;
  try {
    asked = new URL(`http://${host}`);
  } catch {
    return null;
  }
  const canonical = new URL(opts.publicUrl);
  if (asked.host === canonical.host || !LOOPBACK.test(asked.hostname)) return null;
  if (!LOOPBACK.test(canonical.hostname) || asked.port !== canonical.port) return null;
  return `${canonical.origin}${url.pathname}${url.search}`;
}
