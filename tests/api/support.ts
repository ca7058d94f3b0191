/** A fresh app per test file: in-memory PGlite, or a new database on TEST_DATABASE_URL (CI's PostgreSQL pass). */
import { randomBytes } from 'node:crypto';
import { createApp } from '../../src/server/app.ts';
import { openDatabase, openMemoryDb, type Database, type Db } from '../../src/server/db/client.ts';

export interface CallInit {
  ip?: string;
  method?: string;
  headers?: Record<string, string>;
  /** Send the body form-urlencoded instead of JSON. */
  form?: boolean;
}

async function freshPostgres(adminUrl: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

export async function openTestDb(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? freshPostgres(url) : openMemoryDb();
}

export async function testApp(opts: { now?: () => Date; db?: (db: Db) => Db } = {}) {
  const database = await openTestDb();
  const clock = { now: opts.now ?? (() => new Date()) };
  const app = createApp({
    db: opts.db ? opts.db(database.db) : database.db,
    driver: database.driver,
    version: 'test',
    trustProxy: false,
    now: () => clock.now(),
  });

  async function call(path: string, body?: Record<string, unknown>, init: CallInit = {}) {
    const method = init.method ?? (body === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { ...init.headers };
    let payload: string | undefined;
    if (body !== undefined && init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body as Record<string, string>).toString();
    } else if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await app.request(path, { method, headers, body: payload }, { ip: init.ip ?? '203.0.113.7' });
    const json = (await res.json()) as { code: number; msg: string; data: unknown; requestId?: string };
    return { status: res.status, headers: res.headers, json };
  }

  return { app, db: database.db, driver: database.driver, call, clock, close: database.close };
}
