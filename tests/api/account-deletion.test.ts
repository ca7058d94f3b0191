/**
 * 注销账号 (issue 30): a member asks (re-verified by password or SMS code), may withdraw during the cooling-off
 * period, and is not closed before it ends; then the job closes the account in one transaction, column by column as
 * personalColumns.ts classifies it: sessions revoked, identity erased, favourites and posts removed, comments and
 * entries kept as 已注销用户, orders and invoices kept unlinked, and the mobile free to register again.
 */
import { eq } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import { DELETION } from '#lib/legal/retention.ts';
import { PRIVACY_MSG } from '#lib/privacy/messages.ts';
import {
  accountDeletions,
  baikeComments,
  baikeEntries,
  baikeVersions,
  invoices,
  orders,
  users,
} from '#server/db/schema/index.ts';
import { issueSmsCode } from '#server/services/accounts/smsCode.ts';
import { createUser } from '#server/services/accounts/users.ts';
import { carryOutDueDeletions } from '#server/services/privacy/deletion.ts';
import { CLOSED_NOW, PERSONAL_TABLES } from '#server/services/privacy/personalColumns.ts';
import { signedIn } from './content-fixtures.ts';
import { memberWithData, type MemberWithData } from './privacy-fixtures.ts';
import { LOOPBACK, solveCaptcha, testApp, type Caller, type TestApp } from './support.ts';

const DAY_MS = 86_400_000;
/** Kept columns the closing itself moves: the request it carries out is marked done. */
const MOVES = new Set(['account_deletions.state', 'account_deletions.done_at']);
let t: TestApp;
let editor: Caller;
let a: MemberWithData;
let b: MemberWithData;
const start = new Date('2026-11-21T02:00:00Z');
const now = start;

/** The rows of a classified table owned by a uid, keyed by SQL column names. */
async function ownedRows(plan: (typeof PERSONAL_TABLES)[number], uid: number) {
  const config = getTableConfig(plan.table);
  const owner = config.columns.find((c) => c.name === plan.owner!.column)!;
  const fields = Object.fromEntries(config.columns.map((c) => [c.name, c]));
  return (await t.db.select(fields).from(plan.table).where(eq(owner, uid))) as Record<string, unknown>[];
}

beforeAll(async () => {
  t = await testApp({ now: () => now });
  editor = (await signedIn(t, 'deleditor', 'editor')).call;
  a = await memberWithData(t, 'dela', '13900000201', editor, now);
  b = await memberWithData(t, 'delb', '13900000202', editor, now);
});
afterAll(() => t.close());

describe('account deletion', () => {
  it('shows the member that nothing is pending and how they can verify', async () => {
    const res = await a.call('/api/user/getDeletion', {});
    expect(res.json.data).toEqual({
      pending: null,
      has_password: true,
      has_mobile: true,
      mobile: '139****0201',
    });
  });

  it('refuses a request without re-verification, with a wrong password or without the confirmation', async () => {
    const none = await a.call('/api/user/requestDeletion', { confirm: true });
    expect(none.json).toMatchObject({ code: 0, msg: PRIVACY_MSG.deletionVerifyRequired });
    const wrong = await a.call('/api/user/requestDeletion', { password: 'nope1234', confirm: true });
    expect(wrong.json).toMatchObject({ code: 0, msg: PRIVACY_MSG.deletionPasswordWrong });
    const unconfirmed = await a.call('/api/user/requestDeletion', { password: 'secret123' });
    expect(unconfirmed.json).toMatchObject({ code: 0, msg: PRIVACY_MSG.deletionConfirmRequired });
    const code = await a.call('/api/user/requestDeletion', { code: '123456', confirm: true });
    expect(code.json.code).toBe(0);
    expect(await t.db.select().from(accountDeletions)).toEqual([]);
  });

  it('records a request due after the cooling-off period, once', async () => {
    const res = await a.call('/api/user/requestDeletion', {
      password: 'secret123',
      confirm: true,
      reason: '不再使用',
    });
    expect(res.json.code).toBe(1);
    expect(res.json.data.pending.due_at).toBe(
      new Date(start.getTime() + DELETION.coolingOffDays * DAY_MS).toISOString(),
    );
    const again = await a.call('/api/user/requestDeletion', { password: 'secret123', confirm: true });
    expect(again.json).toMatchObject({ code: 0, msg: PRIVACY_MSG.deletionPending });
  });

  it('lets the member withdraw while cooling off, and then ask again', async () => {
    const res = await a.call('/api/user/withdrawDeletion', {});
    expect(res.json).toMatchObject({ code: 1, msg: PRIVACY_MSG.deletionWithdrawn, data: { pending: null } });
    const twice = await a.call('/api/user/withdrawDeletion', {});
    expect(twice.json).toMatchObject({ code: 0, msg: PRIVACY_MSG.deletionNone });
    // A withdrawn request is never carried out.
    expect((await carryOutDueDeletions(t.deps(), new Date(start.getTime() + 30 * DAY_MS))).uids).toEqual([]);
    const again = await a.call('/api/user/requestDeletion', { password: 'secret123', confirm: true });
    expect(again.json.code).toBe(1);
  });

  it("accepts an SMS code sent to the member's own mobile instead of the password", async () => {
    const code = await issueSmsCode({ db: t.db, secret: 'test-secret-0123456789abcdef', now }, b.mobile, '');
    const res = await b.call('/api/user/requestDeletion', { code, confirm: true });
    expect(res.json.code).toBe(1);
    expect((await b.call('/api/user/withdrawDeletion', {})).json.code).toBe(1);
  });

  it('sends the code to the mobile of a member without a password, never to one the caller names', async () => {
    const c = await memberWithData(t, 'delc', '13900000203', editor, now);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.uid, c.uid));
    const state = await c.call('/api/user/getDeletion', {});
    expect(state.json.data).toMatchObject({ has_password: false, has_mobile: true, mobile: '139****0203' });
    const wrong = await c.call('/api/user/sendDeletionCode', { imgCode: 'zz99' });
    expect(wrong.json).toMatchObject({ code: 0, msg: ACCOUNT_MSG.captchaWrong });
    const imgCode = await solveCaptcha(t, c.call);
    const sent = await c.call('/api/user/sendDeletionCode', { imgCode, mobile: '13900000299' });
    expect(sent.json).toMatchObject({ code: 1, msg: ACCOUNT_MSG.smsSent });
    expect(t.sms.messagesFor('13900000299')).toEqual([]);
    const [message] = t.sms.messagesFor(c.mobile);
    const res = await c.call('/api/user/requestDeletion', { code: message!.code, confirm: true });
    expect(res.json.code).toBe(1);
    expect((await c.call('/api/user/withdrawDeletion', {})).json.code).toBe(1);
  });

  it('refuses, saying how to verify, a member with neither a password nor a mobile', async () => {
    const { call, uid } = await signedIn(t, 'delwx');
    await t.db.update(users).set({ passwordHash: null, wxUnionid: 'wx-delwx' }).where(eq(users.uid, uid));
    const state = await call('/api/user/getDeletion', {});
    expect(state.json.data).toEqual({ pending: null, has_password: false, has_mobile: false, mobile: '' });
    for (const proof of [{ password: 'secret123' }, { code: '123456' }, {}]) {
      const res = await call('/api/user/requestDeletion', { ...proof, confirm: true });
      expect(res.json).toMatchObject({ code: 0, msg: PRIVACY_MSG.deletionCannotVerify });
    }
    const code = await call('/api/user/sendDeletionCode', { imgCode: await solveCaptcha(t, call) });
    expect(code.json).toMatchObject({ code: 0, msg: PRIVACY_MSG.deletionNoMobile });
    expect(await t.db.select().from(accountDeletions).where(eq(accountDeletions.uid, uid))).toEqual([]);
  });

  it('lists pending deletions with their due dates for editors', async () => {
    const res = await editor('/api/admin/deletion/list', {});
    expect(res.json.data.list[0]).toMatchObject({ uid: a.uid, member: 'dela', state: 'pending' });
    expect(res.json.data.list[0].due_at).toBe(
      new Date(start.getTime() + DELETION.coolingOffDays * DAY_MS).toISOString(),
    );
    expect((await a.call('/api/admin/deletion/list', {})).status).not.toBe(200);
  });

  it('does not carry out a request before it is due', async () => {
    const early = new Date(start.getTime() + DELETION.coolingOffDays * DAY_MS - 60_000);
    expect((await carryOutDueDeletions(t.deps(), early)).uids).toEqual([]);
    const [user] = await t.db.select().from(users).where(eq(users.uid, a.uid));
    expect(user!.mobile).toBe(a.mobile);
    expect(user!.closedAt).toBeNull();
    expect((await a.call('/api/user/getProfile', {})).json.code).toBe(1);
  });

  it('closes the account when due: every classified column as classified', async () => {
    const before = new Map<string, Record<string, unknown>[]>();
    for (const plan of PERSONAL_TABLES)
      if (plan.owner?.by === 'uid') before.set(getTableConfig(plan.table).name, await ownedRows(plan, a.uid));
    const bBefore = await t.db.select().from(users).where(eq(users.uid, b.uid));
    const due = new Date(start.getTime() + DELETION.coolingOffDays * DAY_MS + 1000);
    expect(
      (
        await t.app.request(
          '/api/sim/jobs/deletions',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ aheadDays: DELETION.coolingOffDays + 1 }),
          },
          { ip: LOOPBACK },
        )
      ).status,
    ).toBe(200);
    for (const plan of PERSONAL_TABLES) {
      if (plan.owner?.by !== 'uid') continue;
      const name = getTableConfig(plan.table).name;
      const was = before.get(name)!;
      const after = await ownedRows(plan, a.uid);
      const fates = Object.values(plan.columns);
      if (fates.includes('remove-row')) {
        expect(after, name).toEqual([]);
        continue;
      }
      expect(after.length, name).toBe(was.length);
      for (const [i, row] of after.entries())
        for (const [column, fate] of Object.entries(plan.columns)) {
          const label = `${name}.${column}`;
          if (typeof fate === 'object') {
            if (fate.erase === CLOSED_NOW) expect(row[column], label).toBeInstanceOf(Date);
            else expect(row[column], label).toEqual(fate.erase);
          } else if (!MOVES.has(label)) expect(row[column], label).toEqual(was[i]![column]);
        }
    }
    const [closed] = await t.db.select().from(users).where(eq(users.uid, a.uid));
    expect(closed!.closedAt!.getTime()).toBeGreaterThanOrEqual(due.getTime());
    // Another member is untouched.
    expect(await t.db.select().from(users).where(eq(users.uid, b.uid))).toEqual(bBefore);
    const [request] = await t.db.select().from(accountDeletions).where(eq(accountDeletions.state, 'done'));
    expect(request!.uid).toBe(a.uid);
  });

  it('revokes every session and refuses the old sign-in', async () => {
    expect((await a.call('/api/user/getProfile', {})).status).toBe(401);
    const login = await t.browser()('/api/user/login', { username: 'dela', password: 'secret123' });
    expect(login.json.code).toBe(0);
    const byMobile = await t.browser()('/api/user/login', { username: a.mobile, password: 'secret123' });
    expect(byMobile.json.code).toBe(0);
  });

  it('keeps orders and invoices, unlinked from any identity', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.id, a.orderId));
    expect(order!.title).toBe(`${a.mark}订单`);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, a.invoiceId));
    expect(invoice).toMatchObject({
      email: '',
      address: '',
      phone: '',
      title: `${a.mark}公司`,
      amountCents: 9900,
    });
    const [owner] = await t.db.select().from(users).where(eq(users.uid, order!.uid));
    expect(owner).toMatchObject({
      mobile: null,
      account: null,
      wxUnionid: null,
      nickname: PRIVACY_MSG.closedNickname,
    });
  });

  it('keeps comments and entries, shown as 已注销用户', async () => {
    const [comment] = await t.db.select().from(baikeComments).where(eq(baikeComments.id, a.commentId));
    expect(comment!.content).toBe(`${a.mark}评论`);
    const [entry] = await t.db.select().from(baikeEntries).where(eq(baikeEntries.id, a.entryId));
    expect(entry!.createdBy).toBe(a.uid);
    const versions = await t.db.select().from(baikeVersions).where(eq(baikeVersions.authorId, a.uid));
    expect(versions.length).toBeGreaterThan(0);
    const res = await b.call('/api/baike/commentLists', { id: a.entryId, pageSize: 10 });
    expect(res.json.code).toBe(1);
    const text = JSON.stringify(res.json.data);
    expect(text).toContain(`${a.mark}评论`);
    expect(text).toContain(PRIVACY_MSG.closedNickname);
    expect(text).not.toContain('测试dela');
  });

  it('frees the mobile: it registers again as a new account', async () => {
    const fresh = await createUser(t.db, { mobile: a.mobile, regIp: '', regTime: now });
    expect(fresh.uid).not.toBe(a.uid);
    // The new account starts empty: nothing of the closed one (orders, requests) names it.
    expect(await t.db.select().from(orders).where(eq(orders.uid, fresh.uid))).toEqual([]);
    expect(await t.db.select().from(accountDeletions).where(eq(accountDeletions.uid, fresh.uid))).toEqual([]);
  });
});
