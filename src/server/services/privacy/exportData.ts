/**
 * 导出我的数据: every classified table with a family, the member's rows only (its owner column), as `<family>.json`
 * and `<family>.csv` in one ZIP, with a note of what each file is. Secrets (password and token hashes) are left out.
 * CSV through the one writer (`#lib/shared/csv.ts`), the archive through the one ZIP writer.
 */
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { csvText, type CsvCell } from '#lib/shared/csv.ts';
import type { Db } from '#server/db/client.ts';
import { once, zipStream, type ZipPart } from '#server/services/files/zipStream.ts';
import { ownedBy } from './closeAccount.ts';
import { PERSONAL_TABLES, type PersonalTable } from './personalColumns.ts';

export type ExportRows = Record<string, Record<string, unknown>[]>;

/** The member's rows of one table, keyed by SQL column names, secrets left out. */
async function rowsOf(db: Db, plan: PersonalTable, who: { uid: number; mobile: string | null }) {
  const where = ownedBy(plan, who);
  if (!where) return [];
  const secret = new Set(plan.secret ?? []);
  const fields: Record<string, PgColumn> = {};
  for (const c of getTableConfig(plan.table).columns) if (!secret.has(c.name)) fields[c.name] = c;
  return db.select(fields).from(plan.table).where(where);
}

/** Every family of the member's data, as rows. */
export async function exportRows(db: Db, who: { uid: number; mobile: string | null }): Promise<ExportRows> {
  const out: ExportRows = {};
  for (const plan of PERSONAL_TABLES) {
    if (!plan.family) continue;
    out[plan.family] = (await rowsOf(db, plan, who)) as Record<string, unknown>[];
  }
  return out;
}

const plain = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

/** A cell: numbers stay numbers, dates ISO text, lists and objects their JSON. */
function cellOf(v: unknown): CsvCell {
  const p = plain(v);
  if (p === null || p === undefined) return null;
  if (typeof p === 'number' || typeof p === 'string') return p;
  if (typeof p === 'boolean') return p ? 'true' : 'false';
  return JSON.stringify(p);
}

const NOTE = `导出我的数据\r
\r
本压缩包包含您在本站的全部个人数据，每类数据各有一个 JSON 文件和一个 CSV 文件（CSV 可用 Excel 打开）：\r
profile 个人资料；orders 订单；invoices 发票申请；invoice_titles 常用发票抬头；score_records 积分记录；\r
medals 勋章；favorites 收藏；baike_entries 百科词条；baike_versions 百科版本；baike_comments 百科评论；\r
supply_demand_posts 供求信息；saved_queries 数据检索查询；data_downloads 数据检索导出记录；\r
custom_requests 定制需求；feedback 意见反馈；consents 协议同意记录；sessions 登录记录；account_deletions 注销申请。\r
`;

/** The ZIP's parts: the note, then JSON and CSV per family. */
export function exportParts(rows: ExportRows, now: Date): ZipPart[] {
  const parts: ZipPart[] = [{ name: 'README.txt', text: once(NOTE) }];
  const meta = { exported_at: now.toISOString(), families: Object.keys(rows) };
  parts.push({ name: 'export.json', text: once(JSON.stringify(meta, null, 2)) });
  for (const [family, list] of Object.entries(rows)) {
    const json = list.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, plain(v)])));
    parts.push({ name: `${family}.json`, text: once(JSON.stringify(json, null, 2)) });
    const header = list[0] ? Object.keys(list[0]) : [];
    parts.push({
      name: `${family}.csv`,
      text: once(csvText([header, ...list.map((r) => header.map((h) => cellOf(r[h])))])),
    });
  }
  return parts;
}

/** The archive's bytes. */
export async function exportZip(db: Db, who: { uid: number; mobile: string | null }, now: Date) {
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(exportParts(await exportRows(db, who), now), now)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
