/**
 * The daily retention job carries out the privacy policy's periods (RETENTION): for each kind of record, one just
 * inside its period and one just outside; exactly the outside ones are deleted, blanked or expired. Every address
 * column of the schema is either blanked by the job or named as the account's own.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableName, inArray } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { addDays, chinaToday } from '#lib/chinaTime.ts';
import { RETENTION } from '#lib/legal/retention.ts';
import * as schema from '#server/db/schema/index.ts';
import {
  actionLogs,
  baikeCategories,
  baikeEntries,
  baikeViews,
  consents,
  customOrders,
  dataExports,
  feedbacks,
  paymentEvents,
  sessions,
  smsCodes,
  users,
} from '#server/db/schema/index.ts';
import { IP_COLUMNS, runRetentionJob } from '#server/services/legal/retentionJob.ts';
import { testApp, type TestApp } from './support.ts';

const NOW = new Date('2026-11-24T04:00:00Z');
const DAY = 86_400_000;
const MINUTE = 60_000;
/** A moment `days` before NOW, a minute on the kept side (inside) or the other (outside). */
const inside = (days: number) => new Date(NOW.getTime() - days * DAY + MINUTE);
const outside = (days: number) => new Date(NOW.getTime() - days * DAY - MINUTE);
const IP = '203.0.113.7';

let t: TestApp;
let uid: number;
let entryId: number;
let files: string;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  files = t.deps().env.FILES_DIR;
  const [user] = await t.db
    .insert(users)
    .values({ account: 'keeper', nickname: '保留', regIp: IP, lastLoginIp: IP })
    .returning({ uid: users.uid });
  uid = user!.uid;
  const [category] = await t.db.select({ id: baikeCategories.id }).from(baikeCategories).limit(1);
  const [entry] = await t.db
    .insert(baikeEntries)
    .values({ title: '留存测试', categoryId: category!.id })
    .returning({ id: baikeEntries.id });
  entryId = entry!.id;
});
afterAll(() => t.close());

/** Rows of one table by the `ip`/time fixture: ids of the inside and the outside row. */
async function pair<T extends { id: number }>(make: (at: Date, label: string) => Promise<T[]>, days: number) {
  const [kept] = await make(inside(days), 'inside');
  const [gone] = await make(outside(days), 'outside');
  return { kept: kept!.id, gone: gone!.id };
}

describe('the retention job', () => {
  it('deletes, blanks and expires exactly what is past its period', async () => {
    const { db } = t;
    const sms = await pair(
      (createdAt) =>
        db
          .insert(smsCodes)
          .values({ mobile: '13800000001', codeHash: 'h', ip: IP, createdAt, expiresAt: createdAt })
          .returning({ id: smsCodes.id }),
      RETENTION.smsCodeDays,
    );
    const logs = await pair(
      (createdAt) =>
        db
          .insert(actionLogs)
          .values({ action: 'page_view', uid, ip: IP, createdAt })
          .returning({ id: actionLogs.id }),
      RETENTION.actionLogDays,
    );
    // Address columns: a record kept longer than its address (an action log within its period keeps its row).
    const addressRows = {
      action_logs: await pair(
        (createdAt) =>
          db
            .insert(actionLogs)
            .values({ action: 'login', uid, ip: IP, createdAt })
            .returning({ id: actionLogs.id }),
        RETENTION.ipDays,
      ),
      consents: await pair(
        (createdAt) =>
          db
            .insert(consents)
            .values({ uid, kind: 'privacy', version: 1, via: 'register', ip: IP, createdAt })
            .returning({ id: consents.id }),
        RETENTION.ipDays,
      ),
      feedbacks: await pair(
        (createdAt) =>
          db
            .insert(feedbacks)
            .values({ contact: '张三', tel: '13800000001', content: '好', ip: IP, createdAt })
            .returning({ id: feedbacks.id }),
        RETENTION.ipDays,
      ),
      custom_orders: await pair(
        (createdAt) =>
          db
            .insert(customOrders)
            .values({
              kind: 'data',
              company: '农场',
              contact: '李四',
              mobile: '13800000002',
              requirement: '价格数据',
              ip: IP,
              createdAt,
            })
            .returning({ id: customOrders.id }),
        RETENTION.ipDays,
      ),
      payment_events: await pair(
        (lastAt) =>
          db
            .insert(paymentEvents)
            .values({
              channel: 'wechat',
              source: 'notify',
              outcome: 'refused',
              ip: IP,
              createdAt: lastAt,
              lastAt,
            })
            .returning({ id: paymentEvents.id }),
        RETENTION.ipDays,
      ),
    };
    const sessionAt = (label: string) => `retention-${label}`.padEnd(64, '0');
    for (const [label, createdAt] of [
      ['inside', inside(RETENTION.ipDays)],
      ['outside', outside(RETENTION.ipDays)],
    ] as const)
      await db
        .insert(sessions)
        .values({ tokenHash: sessionAt(label), uid, ip: IP, createdAt, expiresAt: NOW });
    // Page views by China day: the period's first day stays, the day before goes.
    const firstDay = addDays(chinaToday(NOW), -RETENTION.pageViewDays);
    await db.insert(baikeViews).values([
      { entryId, day: firstDay, views: 3 },
      { entryId, day: addDays(firstDay, -1), views: 5 },
    ]);
    // Exports: one whose link lapsed a minute ago (its file goes), one with a minute left.
    const exportFile = (name: string) => {
      const key = `exports/${name}.zip`;
      mkdirSync(path.join(files, 'exports'), { recursive: true });
      writeFileSync(path.join(files, key), 'PK');
      return key;
    };
    const [lapsed, live] = await db
      .insert(dataExports)
      .values([
        { uid, state: 'ready', fileKey: exportFile('lapsed'), expiresAt: new Date(NOW.getTime() - MINUTE) },
        { uid, state: 'ready', fileKey: exportFile('live'), expiresAt: new Date(NOW.getTime() + MINUTE) },
      ])
      .returning({ id: dataExports.id });

    const run = await runRetentionJob({ db, now: () => NOW, files: t.deps().files });

    const ids = async (table: typeof smsCodes | typeof actionLogs, list: number[]) =>
      (await db.select({ id: table.id }).from(table).where(inArray(table.id, list))).map((r) => r.id);
    expect(await ids(smsCodes, [sms.kept, sms.gone])).toEqual([sms.kept]);
    expect(await ids(actionLogs, [logs.kept, logs.gone])).toEqual([logs.kept]);
    expect(run.smsCodes).toBe(1);
    // The log past its period and the sign-in log past ipDays (180 both): deleted rather than blanked.
    expect(run.actionLogs).toBe(RETENTION.actionLogDays === RETENTION.ipDays ? 2 : 1);

    expect(
      await db.select({ day: baikeViews.day }).from(baikeViews).where(eq(baikeViews.entryId, entryId)),
    ).toEqual([{ day: firstDay }]);

    const ipOf = async (name: string, id: number) => {
      const column = IP_COLUMNS.find((c) => c.name === name)!;
      const table = column.table as typeof feedbacks;
      const [row] = await db.select({ ip: column.ip }).from(table).where(eq(table.id, id));
      return row?.ip;
    };
    for (const [name, { kept, gone }] of Object.entries(addressRows)) {
      expect(await ipOf(name, kept), `${name} inside`).toBe(IP);
      if (name !== 'action_logs') expect(await ipOf(name, gone), `${name} outside`).toBe('');
    }
    const sessionIps = await db
      .select({ token: sessions.tokenHash, ip: sessions.ip })
      .from(sessions)
      .where(inArray(sessions.tokenHash, [sessionAt('inside'), sessionAt('outside')]));
    expect(Object.fromEntries(sessionIps.map((s) => [s.token, s.ip]))).toEqual({
      [sessionAt('inside')]: IP,
      [sessionAt('outside')]: '',
    });
    // The account's own addresses are not log records: erased with the account, not by age.
    expect(
      await db.select({ reg: users.regIp, last: users.lastLoginIp }).from(users).where(eq(users.uid, uid)),
    ).toEqual([{ reg: IP, last: IP }]);

    const exports = await db
      .select({ id: dataExports.id, state: dataExports.state, fileKey: dataExports.fileKey })
      .from(dataExports)
      .where(inArray(dataExports.id, [lapsed!.id, live!.id]))
      .orderBy(dataExports.id);
    expect(exports).toEqual([
      { id: lapsed!.id, state: 'expired', fileKey: null },
      { id: live!.id, state: 'ready', fileKey: 'exports/live.zip' },
    ]);
    expect(existsSync(path.join(files, 'exports/lapsed.zip'))).toBe(false);
    expect(existsSync(path.join(files, 'exports/live.zip'))).toBe(true);
    expect(run.exports).toBe(1);

    // A second run the same day finds nothing more.
    const again = await runRetentionJob({ db, now: () => NOW, files: t.deps().files });
    expect(again).toMatchObject({ smsCodes: 0, actionLogs: 0, pageViews: 0, exports: 0 });
    expect(Object.values(again.addresses).every((n) => n === 0)).toBe(true);
  });

  it('blanks every address column of the schema but the account’s own (a new one fails here until listed)', () => {
    const found = (Object.values(schema) as unknown[])
      .filter((v): v is PgTable => v instanceof PgTable)
      .flatMap((table) =>
        getTableConfig(table)
          .columns.filter((c) => /(^|_)ip$/.test(c.name))
          .map((c) => `${getTableName(table)}.${c.name}`),
      )
      .sort();
    const listed = IP_COLUMNS.map((c) => `${getTableName(c.table)}.${c.ip.name}`);
    expect(found).toEqual([...listed, 'users.last_login_ip', 'users.reg_ip'].sort());
    // The job sets `ip` on each listed table.
    expect(IP_COLUMNS.every((c) => c.ip.name === 'ip')).toBe(true);
  });
});
