/**
 * A graceful stop behind nginx, in two steps. First, for HAND_OFF_MS, the process answers a GET or HEAD with 503
 * (nginx passes it to another process and takes this one out of rotation for its fail_timeout) and serves the rest:
 * closing the port at once would reset the connections nginx had opened that it had not yet accepted, and nginx
 * retries no POST. Then the port closes, every answer says `Connection: close`, the requests under way finish, and a
 * connection nginx keeps idle is left for nginx to close (its upstream keepalive_timeout): closing it here could cut
 * a request nginx is writing on it. What is still open at the limit is closed.
 */
import { Server as NetServer, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { MSG } from '#lib/shared/messages.ts';

/** Longer than nginx's upstream keepalive_timeout, so nginx, not Node, closes an idle connection. */
export const KEEP_ALIVE_MS = 65_000;
/** nginx's upstream keepalive_timeout (deploy/nginx): within it, nginx lets go of a draining process's idle connections. */
export const UPSTREAM_KEEPALIVE_S = 4;
/** How long a stopping process behind nginx sends GETs back to nginx before it closes its port. */
export const HAND_OFF_MS = 1_000;
/** How long a stop waits for answers under way and for nginx to let go (more than UPSTREAM_KEEPALIVE_S). */
export const DRAIN_MS = 10_000;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** `handler` answers the server's requests until a stop; `behindProxy`: hand GETs back to nginx first. */
export function drainable(server: Server, handler: Handler, opts: { behindProxy: boolean }) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node's default (keepAliveTimeout + 1 s) must stay above keepAliveTimeout.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const sockets = new Set<Socket>();
  const open = new Set<ServerResponse>();
  let phase: 'serving' | 'handing off' | 'draining' = 'serving';
  let allClosed: (() => void) | null = null;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) allClosed?.();
    });
  });
  // One listener for every response (a response closes once): no closure made per request.
  function forget(this: ServerResponse): void {
    open.delete(this);
  }
  const letGo = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (phase !== 'serving') letGo(res);
    if (phase === 'handing off' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' });
      res.end(MSG.serverError);
      return;
    }
    open.add(res);
    res.on('close', forget);
    handler(req, res);
  });

  const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());

  return {
    /** Resolves when every connection is closed: by its client, after its last answer, or at the limit. */
    async drain(timeoutMs = DRAIN_MS): Promise<void> {
      if (opts.behindProxy) {
        phase = 'handing off';
        await wait(HAND_OFF_MS);
      }
      phase = 'draining';
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
