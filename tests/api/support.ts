/**
 * A fresh app per test file: in-memory PGlite (in a worker thread with TEST_PGLITE_WORKER=1), or a new database on
 * TEST_DATABASE_URL (CI's PostgreSQL pass).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp } from '#server/app.ts';
import type { Deps, PublishHooks } from '#server/core/deps.ts';
import { openDatabase, openMemoryDb, type Database, type Db } from '#server/db/client.ts';
import { seedReference } from '#server/db/seed.ts';
import { DevSmsProvider } from '#server/providers/sms.ts';
import type { PublicCacheOptions } from '#server/http/publicCache.ts';
import { contentCache } from '#server/http/contentCache.ts';
import type { MemberCache } from '#server/http/memberCache.ts';
import { createViewCounter } from '#server/services/content/views.ts';
import { followContentEvents } from '#server/services/content/events.ts';
import { recordConsents } from '#server/services/legal/consents.ts';
import { localStore, type FileStore } from '#server/services/files/store.ts';

export interface CallInit {
  ip?: string;
  method?: string;
  headers?: Record<string, string>;
  /** Send the body form-urlencoded instead of JSON. */
  form?: boolean;
  /** Send this body as it is (its content type, if any, in `headers`). */
  raw?: BodyInit;
}

/** A test database; `url` (PostgreSQL only) lets a test open more connections to it, as other processes would. */
export type TestDatabase = Database & { url?: string };

/** A new, empty PostgreSQL database on the server of `adminUrl` (not migrated): its address and how to drop it. */
export async function emptyPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

async function freshPostgres(adminUrl: string): Promise<TestDatabase> {
  const { url, drop } = await emptyPostgres(adminUrl);
  const database = await openDatabase({ url, dataDir: '' });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A fresh, migrated, empty test database: a copy of the run's migrated one (tests/globalSetup.ts), or made here. */
export async function openTestDb(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return freshPostgres(url);
  const migrated = inject('migratedDb');
  if (migrated) return openMemoryDb({ from: new Blob([readFileSync(migrated)]) });
  // TEST_PGLITE_WORKER=1: PGlite in its own thread, as the server runs it (answers crossing the thread boundary).
  return openMemoryDb({ worker: process.env.TEST_PGLITE_WORKER === '1' });
}

/** A test database with the reference data: a copy of the run's seeded one (tests/globalSetup.ts), or seeded here. */
async function openSeededTestDb(): Promise<TestDatabase> {
  const seeded = inject('seededDb');
  if (seeded) return openMemoryDb({ from: new Blob([readFileSync(seeded)]) });
  const database = await openTestDb();
  await seedReference(database.db);
  return database;
}

export interface TestAppOptions {
  now?: () => Date;
  db?: (db: Db) => Db;
  /** Settings of outside services (e.g. WX_APPID) on top of NODE_ENV=test. */
  env?: Partial<Deps['env']>;
  /** Provider HTTP calls; by default they are routed into this app, where the simulators answer. */
  fetch?: Deps['fetch'];
  /** The rebuild queue editor writes notify (none by default: pages are not prebuilt here). */
  publisher?: (db: Db) => PublishHooks;
  /** Another app's database (two processes on one database); this app does not close it. */
  database?: Database;
  /** TRUST_PROXY: proxies trusted to append to X-Forwarded-For (none by default). */
  proxyHops?: number;
  /** The address the app's browsers call from unless a call names one (a remote client by default). */
  ip?: string;
  /** Told which schema each route validates with (Deps.seeSchema). */
  seeSchema?: Deps['seeSchema'];
  /** Settings of the public answers' cache (e.g. how often it looks at the event log). */
  cache?: Partial<PublicCacheOptions>;
  /** The serving process's member cache (off by default: fixtures write members directly, as no process would). */
  members?: MemberCache;
  /** The file store (a folder of its own on local disk by default; an s3rver bucket in `files-s3.test.ts`). */
  files?: FileStore;
}

/** A database whose inserts fail (a full disk): `testApp({ db: failingInserts })`, where a write then answers 500. */
export const failingInserts = (db: Db): Db =>
  new Proxy(db, {
    get: (target, prop, receiver) =>
      prop === 'insert'
        ? () => ({ values: () => Promise.reject(new Error('disk full')) })
        : Reflect.get(target, prop, receiver),
  });

/** A caller on the server's own machine (the simulators answer only these). */
export const LOOPBACK = '127.0.0.1';

export async function testApp(opts: TestAppOptions = {}) {
  const database = opts.database
    ? { ...opts.database, close: async () => undefined }
    : await openSeededTestDb();
  const clock = { now: opts.now ?? (() => new Date()) };
  const sms = new DevSmsProvider();
  const db = opts.db ? opts.db(database.db) : database.db;
  const publisher = opts.publisher?.(db) ?? null;
  const publicCache = contentCache(db, opts.cache);
  // Uploads of a test app go to a folder of its own.
  const filesDir = opts.env?.FILES_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-files-'));
  const deps: Deps = {
    // As runtime.ts: the app's writes tell its publisher and cache once they commit.
    db: followContentEvents(db, { publisher, cache: publicCache }),
    driver: database.driver,
    version: 'test',
    proxyHops: opts.proxyHops ?? 0,
    now: () => clock.now(),
    secret: 'test-secret-0123456789abcdef',
    sms,
    files: opts.files ?? localStore(filesDir),
    // The server calls outside services, here its own simulators, from its own machine.
    fetch: opts.fetch ?? (async (url, init) => app.request(url, init, { ip: LOOPBACK })),
    publisher,
    publicCache,
    members: opts.members,
    // Tests write the batched views with views.flush(): no timer fires in the middle of a query count.
    views: createViewCounter(db, 3_600_000),
    seeSchema: opts.seeSchema,
    env: {
      NODE_ENV: 'test',
      // app.request's own origin; what env.ts derives from HOST and PORT on a real server.
      PUBLIC_URL: 'http://localhost',
      FILES_DIR: filesDir,
      ...opts.env,
    },
  };
  const app = createApp(deps);
  /** What the app's handlers get, for calling services directly; `now` for another clock (expiry). */
  const depsAt = (now: () => Date = deps.now): Deps => ({ ...deps, now });

  /** A caller with its own cookie jar: one simulated browser. */
  function browser() {
    const jar = new Map<string, string>();
    return async function call(path: string, body?: Record<string, unknown>, init: CallInit = {}) {
      const method = init.method ?? (body === undefined && init.raw === undefined ? 'GET' : 'POST');
      const headers: Record<string, string> = { ...init.headers };
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      let payload: BodyInit | undefined = init.raw;
      if (body !== undefined && init.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else if (body !== undefined) {
        headers['content-type'] ??= 'application/json';
        payload = JSON.stringify(body);
      }
      const res = await app.request(
        path,
        { method, headers, body: payload },
        { ip: init.ip ?? opts.ip ?? '203.0.113.7' },
      );
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [k, v] = pair!.split('=');
        if (k) jar.set(k.trim(), v ?? '');
      }
      const type = res.headers.get('content-type') ?? '';
      const text = await res.text();
      const json = (type.includes('json') ? JSON.parse(text) : { code: NaN, msg: '', data: null }) as {
        code: number;
        msg: string;
        data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers differ per call; tests assert them
        requestId?: string;
      };
      return { status: res.status, headers: res.headers, json, text };
    };
  }
  const call = browser();

  return {
    app,
    db: database.db,
    driver: database.driver,
    deps: depsAt,
    call,
    browser,
    clock,
    sms,
    /** The app's cache of public answers and its batched view counts. */
    cache: deps.publicCache!,
    views: deps.views!,
    close: database.close,
  };
}

export type TestApp = Awaited<ReturnType<typeof testApp>>;
export type Caller = ReturnType<TestApp['browser']>;

/** Captcha answers are stored hashed: get a real captcha, then set its stored hash to that of a known answer. */
export async function solveCaptcha(t: TestApp, call: Caller, answer = 'ab12'): Promise<string> {
  const { captchas } = await import('#server/db/schema/index.ts');
  const { keyedHash } = await import('#server/services/security/secrets.ts');
  const { eq, desc } = await import('drizzle-orm');
  const res = await call('/api/user/getImgVerificationCode?random=1');
  if (res.status !== 200) throw new Error(`captcha: ${res.status}`);
  const [latest] = await t.db.select().from(captchas).orderBy(desc(captchas.createdAt)).limit(1);
  await t.db
    .update(captchas)
    .set({ answerHash: keyedHash('test-secret-0123456789abcdef', answer) })
    .where(eq(captchas.id, latest!.id));
  return answer;
}

/** Request an SMS code through the real calls and read it from the development provider's outbox. */
export async function smsCodeFor(t: TestApp, call: Caller, mobile: string, ip?: string): Promise<string> {
  const imgCode = await solveCaptcha(t, call);
  const res = await call('/api/user/getSmsVerificationCode', { mobile, imgCode }, { ip });
  if (res.json.code !== 1) throw new Error(`sms: ${res.json.msg}`);
  return t.sms.messagesFor(mobile)[0]!.code;
}

/**
 * A member a fixture wrote straight into the database accepts the documents in force, as a registration records it
 * (issue 30); without it every member call answers 428.
 */
export const consentAsRegistered = (t: TestApp, uid: number) =>
  recordConsents(t.db, { uid, via: 'register', ip: '127.0.0.1', now: t.clock.now() });
