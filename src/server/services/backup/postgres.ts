/**
 * PostgreSQL's part of a backup: `pg_dump --format=custom` from one exported snapshot (the manifest's counts are that
 * snapshot's), and `pg_restore` in one transaction. The client tools are Debian's postgresql-client: the one of the
 * server's major version if installed (/usr/lib/postgresql/<major>/bin), else a newer one, else `pg_dump` on PATH;
 * pg_dump refuses a server newer than itself, so an older client is refused here first, in words.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { once } from 'node:events';
import pg from 'pg';
import { BACKUP_MSG } from '#lib/backup/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import { logFor } from '#server/core/log.ts';
import { childEnv } from '#server/env.ts';
import { migrationLevel, rowCounts, type MigrationLevel, type Query } from './inventory.ts';

const log = logFor('backup');
const PG_LIB = '/usr/lib/postgresql';

export interface PgTool {
  bin: string;
  major: number;
  version: string;
}

/** A database address without its password (which goes to the child in PGPASSWORD, never on its command line). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: childEnv(password ? { PGPASSWORD: password } : {}) };
}

/** Run a client tool; its stdin is handed to `feed` when given. Rejects with its last words on a non-zero exit. */
async function run(
  tool: PgTool,
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  feed?: (stdin: Writable, abort: () => void) => Promise<void>,
): Promise<string> {
  const child = spawn(tool.bin, args, { env, stdio: [feed ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (err += b.toString()));
  const exited = once(child, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
  if (feed) {
    child.stdin!.on('error', () => undefined);
    try {
      await feed(child.stdin!, () => child.kill('SIGKILL'));
    } catch (e) {
      child.kill('SIGKILL');
      await exited;
      throw e;
    }
  }
  const [code] = await exited;
  if (code !== 0)
    throw new Refusal(BACKUP_MSG.toolFailed(name, err.trim().split('\n').slice(-3).join(' / ')));
  return out;
}

const majorOf = (versionLine: string): { major: number; version: string } | null => {
  const m = /\(PostgreSQL\) (\d+)(\.\d+)?/.exec(versionLine);
  return m ? { major: Number(m[1]), version: `${m[1]}${m[2] ?? ''}` } : null;
};

async function probe(bin: string): Promise<PgTool | null> {
  try {
    const line = await new Promise<string>((resolve, reject) => {
      const child = spawn(bin, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      child.stdout.on('data', (b: Buffer) => (out += b.toString()));
      child.on('error', reject);
      child.on('close', () => resolve(out));
    });
    const v = majorOf(line);
    return v ? { bin, ...v } : null;
  } catch {
    return null;
  }
}

/** pg_dump or pg_restore for a server of this major version (as .ci/run finds initdb), or the refusal. */
export async function pgTool(name: 'pg_dump' | 'pg_restore', serverMajor: number): Promise<PgTool> {
  const majors = existsSync(PG_LIB)
    ? readdirSync(PG_LIB)
        .map(Number)
        .filter((n) => Number.isInteger(n) && existsSync(`${PG_LIB}/${n}/bin/${name}`))
    : [];
  // The server's own major first, then newer ones (a newer pg_dump reads an older server), oldest of those first.
  const order = [
    ...majors.filter((n) => n === serverMajor),
    ...majors.filter((n) => n > serverMajor).sort((a, b) => a - b),
  ].map((n) => `${PG_LIB}/${n}/bin/${name}`);
  for (const bin of [...order, name]) {
    const tool = await probe(bin);
    if (!tool) continue;
    if (tool.major < serverMajor) throw new Refusal(BACKUP_MSG.toolTooOld(name, tool.major, serverMajor));
    return tool;
  }
  throw new Refusal(BACKUP_MSG.toolMissing(name));
}

const runner =
  (client: pg.Client): Query =>
  async (sql) =>
    (await client.query(sql)).rows as Record<string, unknown>[];

async function serverMajor(client: pg.Client): Promise<{ major: number; version: string }> {
  const [row] = (await client.query(`select current_setting('server_version_num')::int as n`)).rows as {
    n: number;
  }[];
  const n = row!.n;
  return { major: Math.floor(n / 10000), version: `${Math.floor(n / 10000)}.${n % 10000}` };
}

export interface PgDumpInfo {
  server: string;
  serverMajor: number;
  tool: string;
  toolMajor: number;
  migrations: MigrationLevel;
  counts: Record<string, number>;
}

/** Dump the database at `url` into `file` (custom format); the counts and level are of the same snapshot. */
export async function dumpPostgres(url: string, file: string): Promise<PgDumpInfo> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const server = await serverMajor(client);
    const tool = await pgTool('pg_dump', server.major);
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (await client.query('select pg_export_snapshot() as snapshot')).rows as [
      { snapshot: string },
    ];
    const query = runner(client);
    const migrations = await migrationLevel(query);
    const counts = await rowCounts(query);
    const { dbname, env } = connection(url);
    const started = performance.now();
    await run(
      tool,
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, '--no-password', `--file=${file}`, `--dbname=${dbname}`],
      env,
    );
    await client.query('commit');
    log.info(
      {
        tool: tool.bin,
        toolVersion: tool.version,
        server: server.version,
        ms: Math.round(performance.now() - started),
      },
      'pg_dump done',
    );
    return {
      server: server.version,
      serverMajor: server.major,
      tool: tool.version,
      toolMajor: tool.major,
      migrations,
      counts,
    };
  } finally {
    await client.end();
  }
}

/** What the target database holds: null when it is empty, else a few of its tables, for the refusal. */
export async function postgresContents(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = (
      await client.query(
        `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname <> 'information_schema'
           and n.nspname not like 'pg\\_%' order by 1`,
      )
    ).rows as { name: string }[];
    // A schema of its own (drizzle's, even empty) would stop pg_restore, which creates it.
    const schemas = (
      await client.query(
        `select nspname || '/' as name from pg_namespace
         where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%' order by 1`,
      )
    ).rows as { name: string }[];
    rows.push(...schemas);
    if (!rows.length) return null;
    const names = rows.slice(0, 3).map((r) => r.name);
    return `${rows.length} 个对象，如 ${names.join('、')}`;
  } finally {
    await client.end();
  }
}

export interface PgTarget {
  serverMajor: number;
  tool: PgTool;
}

/** The target server's major and a pg_restore that reads an archive of `dumpMajor` into it, or the refusal. */
export async function postgresTarget(url: string, from: { serverMajor: number; toolMajor: number }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const server = await serverMajor(client);
    if (server.major < from.serverMajor)
      throw new Refusal(BACKUP_MSG.serverOlder(from.serverMajor, server.major));
    // pg_restore reads archives of its own pg_dump and older ones.
    const tool = await pgTool('pg_restore', Math.max(server.major, from.toolMajor));
    return { serverMajor: server.major, tool };
  } finally {
    await client.end();
  }
}

/** Empty the target (`--yes`): every schema but the system's dropped, an empty `public` made again. */
export async function wipePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const schemas = (
      await client.query(
        `select nspname from pg_namespace where nspname <> 'information_schema' and nspname not like 'pg\\_%'`,
      )
    ).rows as { nspname: string }[];
    await client.query('begin');
    for (const { nspname } of schemas)
      await client.query(`drop schema "${nspname.replaceAll('"', '""')}" cascade`);
    await client.query('create schema public');
    await client.query('commit');
    log.warn({ schemas: schemas.map((s) => s.nspname) }, 'target database emptied (--yes)');
  } finally {
    await client.end();
  }
}

/**
 * Restore a custom-format dump streamed from `body` in one transaction. The last piece is held back until `verify`
 * passes (the archive's bytes are hashed as they go): a dump that changed since it was checked never commits.
 */
export async function restorePostgres(
  url: string,
  tool: PgTool,
  body: AsyncIterable<Uint8Array>,
  verify: () => void,
): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    tool,
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      '--no-password',
      `--dbname=${dbname}`,
    ],
    env,
    async (stdin) => {
      const write = async (chunk: Uint8Array) => {
        if (!stdin.write(chunk)) await once(stdin, 'drain');
      };
      let held: Uint8Array | null = null;
      for await (const chunk of body) {
        if (held) await write(held);
        held = chunk;
      }
      verify();
      if (held) await write(held);
      stdin.end();
    },
  );
}
