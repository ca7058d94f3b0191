/** Wires env, database and app once per process; used by serve.ts and by `astro dev`. */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp, type App } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { readEnv, type Env } from './env.ts';

export interface Runtime {
  env: Env;
  database: Database;
  app: App;
}

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
export const VERSION = pkg.version;

let runtime: Promise<Runtime> | undefined;

export function getRuntime(): Promise<Runtime> {
  runtime ??= (async () => {
    const env = readEnv();
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
    const app = createApp({
      db: database.db,
      driver: database.driver,
      version: VERSION,
      trustProxy: env.TRUST_PROXY,
      now: () => new Date(),
    });
    return { env, database, app };
  })();
  return runtime;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
let listener: Listener | undefined;

/** A Node request listener for /api/*, passing the socket for the client's address. */
export async function nodeListener(): Promise<Listener> {
  if (listener) return listener;
  const { app } = await getRuntime();
  listener = getRequestListener((request, env) => app.fetch(request, env)) as Listener;
  return listener;
}
