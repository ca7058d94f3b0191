/**
 * The classification of personal data (issue 30) covers the schema: every column of a classified table has a fate,
 * no fate names a missing column, and no other table holds a uid-like or contact column unless it is a staff column.
 * A new personal column fails here until `services/privacy/personalColumns.ts` says what 注销账号 does to it.
 */
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '#server/db/schema/index.ts';
import {
  NOT_PERSONAL_COLUMNS,
  PERSONAL_NAME,
  PERSONAL_TABLES,
  STAFF_COLUMNS,
} from '#server/services/privacy/personalColumns.ts';

const tables = Object.values(schema as Record<string, unknown>)
  .filter((v): v is PgTable => v instanceof PgTable)
  .map((t) => getTableConfig(t));
const classified = new Map(PERSONAL_TABLES.map((p) => [getTableConfig(p.table).name, p]));

describe('personal columns', () => {
  it('classifies every column of every classified table, and only columns that exist', () => {
    for (const [name, plan] of classified) {
      const columns = getTableConfig(plan.table).columns.map((c) => c.name);
      expect(Object.keys(plan.columns).sort(), name).toEqual([...columns].sort());
      if (plan.owner) expect(columns, `${name} owner`).toContain(plan.owner.column);
      for (const secret of plan.secret ?? []) expect(columns, `${name} secret`).toContain(secret);
    }
  });

  it('classifies the users table column by column', () => {
    const users = classified.get('users')!;
    const columns = getTableConfig(schema.users).columns.map((c) => c.name);
    for (const c of columns) expect(users.columns[c], c).toBeDefined();
    // What identifies a member is erased, never kept.
    for (const c of ['mobile', 'account', 'password_hash', 'nickname', 'birthday', 'qq_openid', 'wx_unionid'])
      expect(users.columns[c], c).toHaveProperty('erase');
  });

  it('leaves no table with a uid-like or contact column unclassified', () => {
    const missed: string[] = [];
    for (const t of tables) {
      if (classified.has(t.name)) continue;
      for (const c of t.columns)
        if (
          PERSONAL_NAME.test(c.name) &&
          !STAFF_COLUMNS[`${t.name}.${c.name}`] &&
          !NOT_PERSONAL_COLUMNS[`${t.name}.${c.name}`]
        )
          missed.push(`${t.name}.${c.name}`);
    }
    expect(missed).toEqual([]);
  });

  it('removes a table whole or not at all: a remove-row owner has every column remove-row', () => {
    for (const [name, plan] of classified) {
      const fates = Object.values(plan.columns);
      const removes = fates.filter((f) => f === 'remove-row').length;
      expect([0, fates.length], name).toContain(removes);
      if (removes) expect(plan.owner, name).not.toBeNull();
    }
  });

  it('names only staff columns that exist', () => {
    const all = new Set(tables.flatMap((t) => t.columns.map((c) => `${t.name}.${c.name}`)));
    for (const key of Object.keys(STAFF_COLUMNS)) expect(all.has(key), key).toBe(true);
  });
});
