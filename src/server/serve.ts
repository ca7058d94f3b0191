/**
 * The production server's entry (`npm start`, `npm run serve`, the systemd units). It starts opening the embedded
 * database in its worker thread before it loads the server (server.ts): PGlite opens and checks its migrations on the
 * other core while this one loads the modules.
 */
import { enableCompileCache } from 'node:module';
import { cacheResolutions } from '#server/core/resolveCache.ts';

// Compiled code kept across starts (Node's cache in the system's temp folder, keyed by each file's content), and
// packages resolved once: both before anything else loads.
enableCompileCache();
cacheResolutions();
const { readEnv } = await import('./env.ts');
const { prestartEmbedded } = await import('#server/db/embedded.ts');
const env = readEnv();
if (!env.DATABASE_URL) prestartEmbedded(env.DATA_DIR);
await import('./server.ts');
