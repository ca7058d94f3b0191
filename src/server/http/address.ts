/** Who is calling: the socket's address, the client's address behind a known number of proxies, loopback. */
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

/** The peer of the connection (API tests pass it as the `ip` binding); never a header. */
export function socketAddress(c: Context<AppEnv>): string | undefined {
  return c.env?.ip ?? c.env?.incoming?.socket.remoteAddress;
}

/**
 * The address `hops` trusted proxies saw the client at: each appends its peer to X-Forwarded-For, so the entry
 * `hops` from the right; anything left of it was written by the client. With fewer entries than hops, every
 * entry was written by a trusted proxy and the leftmost is the furthest one's peer. Null: use the socket's.
 */
export function forwardedClient(header: string | undefined, hops: number): string | null {
  if (hops <= 0 || !header) return null;
  const entries = header
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries[Math.max(0, entries.length - hops)]!;
}

/** A loopback peer: 127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || /^(0{0,4}:){2,7}0{0,3}1$/.test(address);
}
