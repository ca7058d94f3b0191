/** The production server: the API, legacy 301s, the prebuilt pages and their .html twins, real 404s. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolveRedirect } from '#lib/routes.ts';
import { modeReason } from './env.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { sendFile } from './http/static.ts';
import { modeLine } from './mode.ts';
import { getRuntime, nodeListener } from './runtime.ts';
import { sweepExpired } from './services/maintenance.ts';
import { closeExpired } from './services/orders/end.ts';

const started = performance.now();
const { env, database, deps, publishing } = await getRuntime({ publishFrom: () => ownUrl() });
console.log(`[serve] ${modeLine(env, modeReason())}`);
const api = await nodeListener();
// The live root changes when a rebuild swaps in a new generation: read it per request, never keep it.
const { site, publisher } = publishing!;
const SECURITY_HEADERS = securityHeaders(env.PUBLIC_URL);

/** The prebuilt error page for a status (404.html, 500.html), or plain text when the build has none. */
function errorPage(req: IncomingMessage, res: ServerResponse, status: 404 | 500): void {
  const page = site.resolve(`/${status}.html`);
  if (page) return sendFile(req, res, page.root, page.found, SECURITY_HEADERS, status);
  res
    .writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS })
    .end(String(status));
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return api(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', ...SECURITY_HEADERS }).end();
    return;
  }
  const target = resolveRedirect(url.pathname, url.search);
  if (target) {
    res
      .writeHead(301, { Location: target, 'Cache-Control': 'public, max-age=3600', ...SECURITY_HEADERS })
      .end();
    return;
  }
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    res
      .writeHead(301, { Location: url.pathname.replace(/\/+$/, '') + url.search, ...SECURITY_HEADERS })
      .end();
    return;
  }
  if (url.pathname.startsWith('/_portal/')) return errorPage(req, res, 404);
  const hit = site.resolve(url.pathname);
  if (hit) return sendFile(req, res, hit.root, hit.found, SECURITY_HEADERS);
  errorPage(req, res, 404);
}

const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (err) {
    console.error('[serve]', req.method, req.url, err);
    if (!res.headersSent) return errorPage(req, res, 500);
    res.end();
  }
});

const sweeper = setInterval(
  () => void sweepExpired(database.db, new Date()).catch((err) => console.error('[sweep]', err)),
  3_600_000,
);
sweeper.unref();

// Unpaid orders close a minute or less after their time (the channels are asked and told first).
const orderCloser = setInterval(
  () => void closeExpired(deps).catch((err) => console.error('[orders]', err)),
  60_000,
);
orderCloser.unref();

/** The rebuild reads content through this server: its loopback address. */
function ownUrl(): string {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const host =
    typeof address === 'object' && address && !/^(::|0\.0\.0\.0)$/.test(address.address)
      ? address.address
      : '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

server.listen(env.PORT, env.HOST, () => {
  const ms = Math.round(performance.now() - started);
  console.log(
    `[serve] ${env.PUBLIC_URL} ready in ${ms} ms, listening on ${env.HOST}:${env.PORT} (${database.driver}, ${site.live().overlay ?? site.live().base})`,
  );
  // Catch up with changes made after the live build began (or while the server was down).
  publisher.notify();
});

// Changes made through another process (another machine with its own DIST_DIR) reach this site within a minute.
const publishPoll = setInterval(() => publisher.look(), 60_000);
publishPoll.unref();

async function shutdown(signal: string): Promise<void> {
  console.log(`[serve] ${signal}: closing`);
  server.close();
  server.closeAllConnections();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
