// `npm run restore -- FILE [--yes]`: an archive of `npm run backup` into an empty database and an empty FILES_DIR
// (the configured ones: DATABASE_URL, else the embedded database under DATA_DIR). Every part is checked before
// anything is written; `--yes` empties a non-empty target first. Then `npm run build` renders the pages again.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BACKUP_MSG } from '#lib/backup/messages.ts';
import { logFor } from '#server/core/log.ts';
import { readEnv } from '#server/env.ts';
import { backupFilesFor } from '#server/services/backup/fileStore.ts';
import { restoreBackup } from '#server/services/backup/restore.ts';

const log = logFor('backup');

async function main(argv) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { yes: { type: 'boolean' } } });
  } catch {
    parsed = null;
  }
  if (!parsed || parsed.positionals.length !== 1) {
    process.stderr.write(`${BACKUP_MSG.usageRestore}\n`);
    return 2;
  }
  const file = path.resolve(parsed.positionals[0]);
  const env = readEnv(process.env, 'database');
  try {
    const { manifest, files, rows } = await restoreBackup(env, backupFilesFor(env), file, {
      yes: parsed.values.yes,
    });
    process.stdout.write(
      `恢复完成：${manifest.createdAt} 的备份，${Object.keys(manifest.database.counts).length} 张表 ${rows} 行，` +
        `${files} 个文件，数据库结构在迁移 ${manifest.database.migrations.last}。\n` +
        `下一步：NODE_ENV=production npm run build（按恢复的数据重新生成页面），再启动门户（更新的版本启动时自动迁移）。\n`,
    );
    return 0;
  } catch (err) {
    log.error({ err: err.message }, 'restore failed');
    process.stderr.write(`恢复失败：${err.message}\n`);
    return 1;
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
