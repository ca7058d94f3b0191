/** Backups (`npm run backup`, `npm run restore`): every Chinese text they answer an operator with. */
export const BACKUP_MSG = {
  archiveBroken: '备份文件已损坏或不完整（归档结构无法读取），未写入任何数据',
  archiveNotOurs: '这不是门户的备份文件（缺少 manifest.json 或格式不符），未写入任何数据',
  manifestBroken: '备份文件的清单（manifest.json）已损坏，未写入任何数据',
  partMissing: (name: string) => `备份文件缺少部件 ${name}，未写入任何数据`,
  partExtra: (name: string) => `备份文件含有清单之外的部件 ${name}，未写入任何数据`,
  partChecksum: (name: string) =>
    `备份部件 ${name} 的 SHA-256 校验不符（文件已损坏或被改动），未写入任何数据`,
  partChanged: (name: string) =>
    `备份部件 ${name} 在读取过程中发生了变化（大小与开始时不同），备份已中止，请重试`,
  badKey: (name: string) => `备份中的文件名 ${name} 不合法，未写入任何数据`,
  fileNotFound: (file: string) => `找不到备份文件 ${file}`,
  usageRestore: '用法：npm run restore -- <备份文件> [--yes]',
  usageBackup: '用法：npm run backup -- [--out <文件>]',
  outExists: (file: string) => `${file} 已存在，不会覆盖；请换一个 --out 文件名`,
  driverMismatch: (from: string, to: string) =>
    `这份备份来自${from}，当前配置的是${to}：请按备份来源配置 DATABASE_URL（PostgreSQL）或去掉它（嵌入式数据库）后再恢复`,
  migrationsAhead: (tag: string) =>
    `这份备份的数据库结构（迁移 ${tag}）比当前代码新：请用生成备份的版本或更新的版本恢复`,
  databaseNotEmpty: (where: string) =>
    `目标数据库不是空的（${where}）：恢复只写入空数据库。请新建一个空数据库（createdb）后再恢复；确认要清空并覆盖它，请加 --yes`,
  filesNotEmpty: (dir: string) =>
    `文件目录 ${dir} 不是空的：恢复只写入空目录。请换一个空目录（FILES_DIR）；确认要覆盖其中的文件，请加 --yes`,
  embeddedLocked: (pid: number) =>
    `嵌入式数据库正被进程 ${pid}（门户服务）使用，只允许一个进程打开：请先停止门户（systemctl stop 'portal@*'），备份或恢复完成后再启动；需要不停机备份请改用 PostgreSQL`,
  toolMissing: (tool: string) =>
    `找不到 ${tool}：请安装 Debian 的 postgresql-client（与服务器同一主版本），它带有 pg_dump 和 pg_restore`,
  toolTooOld: (tool: string, toolMajor: number, serverMajor: number) =>
    `${tool} 的主版本 ${toolMajor} 低于 PostgreSQL 服务器的 ${serverMajor}：请安装 postgresql-client-${serverMajor}`,
  serverOlder: (from: number, to: number) =>
    `目标 PostgreSQL 服务器的主版本 ${to} 低于备份来源的 ${from}：请恢复到 ${from} 或更新的服务器`,
  toolFailed: (tool: string, detail: string) => `${tool} 失败：${detail}`,
  countsDiffer: (table: string, expected: number, found: number) =>
    `恢复后表 ${table} 有 ${found} 行，备份时为 ${expected} 行：恢复不完整，请检查数据库日志`,
} as const;
