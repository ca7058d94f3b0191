/**
 * A graceful stop behind nginx: the port closes (nginx's next connection goes to another process), every answer
 * from then on says `Connection: close`, the requests under way finish, and a connection nginx keeps idle is left for
 * nginx to close (its upstream keepalive_timeout): closing it here could cut a request nginx is writing on it at that
 * moment, which nginx never retries for a POST. What is still open at the limit is closed.
 */
import { Server as NetServer, type Socket } from 'node:net';
import type { Server, ServerResponse } from 'node:http';

/** Longer than nginx's upstream keepalive_timeout, so nginx, not Node, closes an idle connection. */
export const KEEP_ALIVE_MS = 65_000;
/** nginx's upstream keepalive_timeout (deploy/nginx): within it, nginx lets go of a draining process's idle connections. */
export const UPSTREAM_KEEPALIVE_S = 4;
/** How long a stop waits for answers under way and for nginx to let go (more than UPSTREAM_KEEPALIVE_S). */
export const DRAIN_MS = 10_000;

export function drainable(server: Server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node's default (keepAliveTimeout + 1 s) must stay above keepAliveTimeout.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const sockets = new Set<Socket>();
  const open = new Set<ServerResponse>();
  let draining = false;
  let allClosed: (() => void) | null = null;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) allClosed?.();
    });
  });
  const letGo = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  // Before the site's handler, which may answer a page from memory at once.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) letGo(res);
    open.add(res);
    res.once('close', () => open.delete(res));
  });

  return {
    /** Resolves when every connection is closed: by its client, after its last answer, or at the limit. */
    async drain(timeoutMs = DRAIN_MS): Promise<void> {
      draining = true;
      for (const res of open) letGo(res);
      // http.Server#close would also cut idle keep-alive connections at once, where nginx may be writing.
      NetServer.prototype.close.call(server);
      const closed = new Promise<void>((resolve) => {
        allClosed = resolve;
        if (sockets.size === 0) resolve();
      });
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<void>((r) => (timer = setTimeout(r, timeoutMs)));
      await Promise.race([closed, limit]);
      clearTimeout(timer);
      server.closeAllConnections();
    },
  };
}
