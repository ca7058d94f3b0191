/**
 * Several processes starting at once on an empty PostgreSQL (a deploy restarting every web process, and
 * `npm run db:migrate`): each opens its own pool and migrates; all succeed, one applies every migration and the others
 * find nothing to do. Without the migration lock they ran the same migrations together and all but one failed
 * (drizzle-orm#874). The script is also tried on the embedded database, which admits one process.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { emptyPostgres } from './support.ts';

const POOLS = 6;
const pg = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as {
  entries: { tag: string; when: number }[];
};
const TAGS = journal.entries.map((e) => e.tag);

/** `npm run db:migrate` with these settings: the migrations its log line says it applied. */
async function migrateScript(env: Record<string, string>): Promise<string[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/db-migrate.mjs'], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
  });
  const line = JSON.parse(stdout.trim().split('\n').at(-1)!) as { applied: string[] };
  return line.applied;
}

/** The database's own words (drizzle wraps them in the whole failed statement). */
const firstLine = (err: unknown): string => {
  const e = err as Error & { cause?: Error };
  return `${e.message.split('\n')[0]} — ${e.cause?.message ?? ''}`;
};

describe.skipIf(!pg)('migrations on PostgreSQL', () => {
  let empty: { url: string; drop: () => Promise<void> };
  const opened: Database[] = [];
  beforeAll(async () => {
    empty = await emptyPostgres(pg!);
  });
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await empty?.drop();
  });

  it('processes starting at once on an empty database all open it, each migration applied once', async () => {
    const [script, ...results] = await Promise.allSettled([
      migrateScript({ DATABASE_URL: empty.url }),
      ...Array.from({ length: POOLS }, () => openDatabase({ url: empty.url, dataDir: '' })),
    ]);
    for (const r of results) if (r.status === 'fulfilled') opened.push(r.value as Database);
    const failures = [script, ...results].flatMap((r) =>
      r.status === 'rejected' ? [firstLine(r.reason)] : [],
    );
    expect(failures).toEqual([]);
    // One of them applied everything, the others waited and found nothing to do.
    const applied = [
      (script as PromiseFulfilledResult<string[]>).value,
      ...opened.map((d) => d.migrated),
    ].filter((list) => list.length > 0);
    expect(applied).toEqual([TAGS]);
    const { rows } = (await opened[0]!.db.execute(
      sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    expect(rows.map((r) => Number(r.created_at))).toEqual(journal.entries.map((e) => e.when));
    expect(new Set(rows.map((r) => r.hash)).size).toBe(TAGS.length);
  });

  it('leaves no lock behind: a later open finds nothing to do at once', async () => {
    const again = await openDatabase({ url: empty.url, dataDir: '' });
    opened.push(again);
    expect(again.migrated).toEqual([]);
  });
});

describe('npm run db:migrate on the embedded database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'db-migrate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'applies every migration to a new data folder and says which, then nothing',
    { timeout: 60_000 },
    async () => {
      expect(await migrateScript({ DATA_DIR: dir })).toEqual(TAGS);
      expect(await migrateScript({ DATA_DIR: dir })).toEqual([]);
    },
  );
});
