/**
 * A graceful stop behind nginx: the port closes (nginx's next connection goes to another process), every answer
 * from then on says `Connection: close` (a reused keep-alive connection is let go after its answer, never cut while
 * nginx may be sending on it), the requests under way finish, and only then is what is left closed.
 */
import { Server as NetServer } from 'node:net';
import type { Server, ServerResponse } from 'node:http';

/** Longer than nginx's upstream keepalive_timeout (60 s), so nginx, not Node, closes an idle connection. */
export const KEEP_ALIVE_MS = 65_000;
/** How long answers under way may take after a stop was asked for, and how long idle connections get to be reused. */
export const DRAIN_MS = 10_000;
const IDLE_GRACE_MS = 1_000;

export function drainable(server: Server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node's default (keepAliveTimeout + 1 s) must stay above keepAliveTimeout.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const open = new Set<ServerResponse>();
  let draining = false;
  let settled: (() => void) | null = null;
  const letGo = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  // Before the site's handler, which may answer a page from memory at once.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) letGo(res);
    open.add(res);
    res.once('close', () => {
      open.delete(res);
      if (draining && open.size === 0) settled?.();
    });
  });

  return {
    /** Resolves when every answer under way is sent (or DRAIN_MS passed) and every connection is closed. */
    async drain(timeoutMs = DRAIN_MS): Promise<void> {
      draining = true;
      for (const res of open) letGo(res);
      // http.Server#close also cuts idle keep-alive connections at once; nginx may be writing on one of them.
      NetServer.prototype.close.call(server);
      const quiet = new Promise<void>((resolve) => {
        settled = resolve;
        if (open.size === 0) resolve();
      });
      const timer = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());
      await Promise.race([quiet.then(() => timer(IDLE_GRACE_MS)), timer(timeoutMs)]);
      server.closeAllConnections();
    },
  };
}
