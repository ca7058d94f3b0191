/** The production server: the API, legacy 301s, the prebuilt pages and their .html twins, real 404s. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { resolveRedirect } from '../lib/routes.ts';
import { resolveFile, SECURITY_HEADERS, sendFile } from './http/static.ts';
import { getRuntime, nodeListener } from './runtime.ts';
import { sweepExpired } from './services/maintenance.ts';

const started = performance.now();
const { env, database } = await getRuntime();
const api = await nodeListener();
const root = path.resolve(env.DIST_DIR);

/** The prebuilt error page for a status (404.html, 500.html), or plain text when the build has none. */
function errorPage(req: IncomingMessage, res: ServerResponse, status: 404 | 500): void {
  const page = resolveFile(root, `/${status}.html`);
  if (page) return sendFile(req, res, root, page, status);
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(status));
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
  const found = resolveFile(root, url.pathname);
  if (found) return sendFile(req, res, root, found);
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

server.listen(env.PORT, env.HOST, () => {
  const ms = Math.round(performance.now() - started);
  console.log(`[serve] http://localhost:${env.PORT} ready in ${ms} ms (${database.driver}, ${root})`);
});

async function shutdown(signal: string): Promise<void> {
  console.log(`[serve] ${signal}: closing`);
  server.close();
  server.closeAllConnections();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
