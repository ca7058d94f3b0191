/** Wires env, database and app once per process; used by serve.ts and by `astro dev`. */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp, type App } from './app.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { readEnv, type Env } from './env.ts';
import type { Deps } from '#server/core/deps.ts';
import { fileStoreFor } from '#server/services/files/fileStoreFor.ts';
import { runExports } from '#server/services/privacy/exportJob.ts';
import { createMemberCache } from '#server/http/memberCache.ts';
import { payKeyProblems } from '#server/providers/pay/config.ts';
import { prepareDatabase } from '#server/db/prepare.ts';
import { AliyunSmsProvider, DevSmsProvider, type SmsProvider } from '#server/providers/sms.ts';
import { followContentEvents } from '#server/services/content/events.ts';
import { createViewCounter } from '#server/services/content/views.ts';
import { contentCache } from '#server/http/contentCache.ts';
import { startPublishing, type Publishing } from '#server/services/publish/serving.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('serve');

export interface Runtime {
  env: Env;
  database: Database;
  /** What every handler gets; timers (order expiry) use the same. */
  deps: Deps;
  app: App;
  /** The live site and its rebuild queue: only in the serving process (`astro dev` renders pages itself). */
  publishing: Publishing | null;
}

export interface RuntimeOptions {
  /** Serve and rebuild the prebuilt pages; the rebuild reads content through this address (known once listening). */
  publishFrom?: () => string;
}

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
export const VERSION = pkg.version;

let runtime: Promise<Runtime> | undefined;

function smsProvider(env: Env): SmsProvider {
  if (env.SMS_PROVIDER === 'dev') return new DevSmsProvider();
  const {
    ALIYUN_ACCESS_KEY_ID: id,
    ALIYUN_ACCESS_KEY_SECRET: key,
    ALIYUN_SMS_SIGN_NAME: sign,
    ALIYUN_SMS_TEMPLATE_CODE: tpl,
  } = env;
  if (!id || !key || !sign || !tpl)
    throw new Error(
      'SMS_PROVIDER=aliyun needs ALIYUN_ACCESS_KEY_ID, _SECRET, _SMS_SIGN_NAME, _SMS_TEMPLATE_CODE',
    );
  return new AliyunSmsProvider({
    accessKeyId: id,
    accessKeySecret: key,
    signName: sign,
    templateCode: tpl,
    endpoint: env.ALIYUN_SMS_ENDPOINT,
  });
}

/** The first call decides the options (serve.ts calls it first; `astro dev` and build queries call it bare). */
export function getRuntime(opts: RuntimeOptions = {}): Promise<Runtime> {
  runtime ??= (async () => {
    const env = readEnv();
    const keyProblems = payKeyProblems(env);
    if (keyProblems.length) {
      log.fatal({ problems: keyProblems }, `Invalid environment: ${keyProblems.join('; ')}`);
      process.exit(1);
    }
    const database = await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: env.DATABASE_POOL_SIZE,
    });
    // Chosen once: every handler, job and the demo seed use this store.
    const files = fileStoreFor(env);
    const prepared = await prepareDatabase(database.db, env, new Date(), files);
    log.info({ migrated: database.migrated, prepared }, 'database ready');
    // A production database that was once a demo one must not open with a published password (one query when none).
    const demoProblems =
      env.NODE_ENV === 'production'
        ? await (await import('#server/db/demoPasswords.ts')).demoPasswordProblems(database.db)
        : [];
    if (demoProblems.length) {
      log.fatal({ problems: demoProblems }, `Refusing to start in production: ${demoProblems.join('; ')}`);
      await database.close();
      process.exit(1);
    }
    const publishing = opts.publishFrom ? startPublishing(database, env, opts.publishFrom) : null;
    const publisher = publishing?.publisher ?? null;
    const publicCache = contentCache(database.db);
    const deps: Deps = {
      // Every change written through the app logs its event in its transaction; the commit tells these two.
      db: followContentEvents(database.db, { publisher, cache: publicCache }),
      driver: database.driver,
      version: VERSION,
      proxyHops: env.TRUST_PROXY,
      now: () => new Date(),
      secret: env.APP_SECRET,
      sms: smsProvider(env),
      files,
      fetch: (url, init) => fetch(url, init),
      publisher,
      env,
      publicCache,
      members: createMemberCache(),
      // Here, not in createApp: serve.ts writes the pending views before it closes the database.
      views: createViewCounter(database.db),
      buildExports: () =>
        void runExports(database.db, files, () => new Date()).catch((err: unknown) =>
          logFor('data-export').error({ err }, 'export failed'),
        ),
    };
    return { env, database, deps, app: createApp(deps), publishing };
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
