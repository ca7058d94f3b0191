/**
 * 注销账号 carried out: in one transaction, every classified table gets what `personalColumns.ts` says (rows removed,
 * columns erased; kept and unlinked columns untouched), the account row is erased and marked closed, and the 百科
 * entries the member wrote are re-rendered (their pages name the author: now 已注销用户). The export files are
 * removed after the commit (a file is no transaction's).
 */
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { accountDeletions, baikeVersions, dataExports, users } from '#server/db/schema/index.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvents } from '#server/services/content/events.ts';
import { CLOSED_NOW, PERSONAL_TABLES, type PersonalTable } from './personalColumns.ts';

/** A table's column object by its SQL name. */
export function columnOf(plan: PersonalTable, name: string): PgColumn {
  const column = getTableConfig(plan.table).columns.find((c) => c.name === name);
  if (!column) throw new Error(`${getTableConfig(plan.table).name}.${name} is not a column`);
  return column;
}

/** The member's rows of a classified table: its owner column equal to the uid, or to the mobile. */
export function ownedBy(plan: PersonalTable, who: { uid: number; mobile: string | null }): SQL | null {
  if (!plan.owner) return null;
  const column = columnOf(plan, plan.owner.column);
  if (plan.owner.by === 'uid') return eq(column, who.uid);
  return who.mobile ? eq(column, who.mobile) : null;
}

/** The columns a table's erase fates write, keyed by the column's property name (what `.set()` takes). */
function erasures(plan: PersonalTable, now: Date): Record<string, unknown> {
  const keyOf = new Map(
    Object.entries(plan.table as unknown as Record<string, unknown>)
      .filter((e): e is [string, PgColumn] => !!e[1] && typeof e[1] === 'object' && 'columnType' in e[1])
      .map(([key, c]) => [c.name, key]),
  );
  const set: Record<string, unknown> = {};
  for (const [name, fate] of Object.entries(plan.columns)) {
    if (typeof fate !== 'object') continue;
    set[keyOf.get(name)!] = fate.erase === CLOSED_NOW ? now : fate.erase;
  }
  return set;
}

export interface ClosedAccount {
  uid: number;
  /** Storage keys of export files to remove once committed. */
  files: string[];
}

/**
 * Close one account for good; null when it is closed already or does not exist, or when the request named is no
 * longer pending (withdrawn, or carried out by another runner: the account row's lock orders them).
 */
export async function closeAccount(
  db: Db,
  uid: number,
  now: Date,
  requestId?: number,
): Promise<ClosedAccount | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [user] = await t
      .select({ uid: users.uid, mobile: users.mobile, closedAt: users.closedAt })
      .from(users)
      .where(eq(users.uid, uid))
      .for('update');
    if (!user || user.closedAt) return null;
    if (requestId !== undefined) {
      const moved = await t
        .update(accountDeletions)
        .set({ state: 'done', doneAt: now })
        .where(and(eq(accountDeletions.id, requestId), eq(accountDeletions.state, 'pending')))
        .returning({ id: accountDeletions.id });
      if (!moved.length) return null;
    }
    const files = (
      await t
        .select({ key: dataExports.fileKey })
        .from(dataExports)
        .where(and(eq(dataExports.uid, uid), isNotNull(dataExports.fileKey)))
    ).map((r) => r.key!);
    const entries = await t
      .selectDistinct({ id: baikeVersions.entryId })
      .from(baikeVersions)
      .where(eq(baikeVersions.authorId, uid));
    for (const plan of PERSONAL_TABLES) {
      const where = ownedBy(plan, user);
      if (!where) continue;
      const fates = Object.values(plan.columns);
      if (fates.includes('remove-row')) {
        await t.delete(plan.table).where(where);
        continue;
      }
      const set = erasures(plan, now);
      if (Object.keys(set).length) await t.update(plan.table).set(set).where(where);
    }
    if (entries.length)
      await logContentEvents(
        t,
        entries.map((e) => ({
          entity: CONTENT_ENTITY.baike,
          id: e.id,
          action: CONTENT_ACTION.update,
          uid: 0,
          at: now,
        })),
      );
    return { uid, files };
  });
}
