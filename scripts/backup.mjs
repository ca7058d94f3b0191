// `npm run backup -- [--out FILE|DIR]`: one archive of this portal's state (database, FILES_DIR, the live
// generation's record) with the SHA-256 of every part; default ./portal-backup-<UTC time>.tar. On the embedded
// database stop the portal first (it holds the folder's lock); PostgreSQL is backed up while the portal serves.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BACKUP_MSG } from '#lib/backup/messages.ts';
import { logFor } from '#server/core/log.ts';
import { readEnv } from '#server/env.ts';
import { createBackup } from '#server/services/backup/backup.ts';
import { backupFilesFor } from '#server/services/backup/fileStore.ts';

const log = logFor('backup');

/** `portal-backup-2026-11-28T0300Z.tar`: sorts by time, one a minute. */
export const defaultName = (now) => `portal-backup-${now.toISOString().slice(0, 16).replace(':', '')}Z.tar`;

async function main(argv) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { out: { type: 'string' } } }));
  } catch {
    process.stderr.write(`${BACKUP_MSG.usageBackup}\n`);
    return 2;
  }
  const now = new Date();
  let out = values.out ?? defaultName(now);
  if (existsSync(out) && statSync(out).isDirectory()) out = path.join(out, defaultName(now));
  const env = readEnv(process.env, 'database');
  try {
    const manifest = await createBackup(env, backupFilesFor(env), path.resolve(out), () => now);
    const rows = Object.values(manifest.database.counts).reduce((a, b) => a + b, 0);
    process.stdout.write(
      `备份完成：${path.resolve(out)}（${manifest.database.driver}，迁移 ${manifest.database.migrations.last}，` +
        `${Object.keys(manifest.database.counts).length} 张表 ${rows} 行，${manifest.files.count} 个文件）\n`,
    );
    return 0;
  } catch (err) {
    log.error({ err: err.message }, 'backup failed');
    process.stderr.write(`备份失败：${err.message}\n`);
    return 1;
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
