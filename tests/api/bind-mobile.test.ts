/**
 * 账号绑定 → 手机号: a member without a mobile (registered by WeChat or QQ) binds one with a code sent to it, which is
 * what lets them re-verify for 注销账号 (issue 30); a number another account holds, a wrong code or a member who has a
 * mobile already are refused and change nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import { scoreRecords, users } from '#server/db/schema/index.ts';
import { signedIn } from './content-fixtures.ts';
import { smsCodeFor, testApp, type TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const mobileOf = async (uid: number) =>
  (await t.db.select({ mobile: users.mobile }).from(users).where(eq(users.uid, uid)))[0]!.mobile;

describe('binding a mobile to a signed-in account', () => {
  it('binds the number the code was sent to, once, with the first-bind points', async () => {
    const { call, uid } = await signedIn(t, 'bindwx');
    await t.db.update(users).set({ passwordHash: null, wxUnionid: 'wx-bindwx' }).where(eq(users.uid, uid));
    const wrong = await call('/api/user/bindMobile', { mobile: '13700000301', code: '000000' });
    expect(wrong.json.code).toBe(0);
    expect(await mobileOf(uid)).toBeNull();
    const code = await smsCodeFor(t, call, '13700000301');
    const res = await call('/api/user/bindMobile', { mobile: '13700000301', code });
    expect(res.json).toMatchObject({ code: 1, msg: ACCOUNT_MSG.mobileBound });
    expect(await mobileOf(uid)).toBe('13700000301');
    const points = await t.db
      .select()
      .from(scoreRecords)
      .where(and(eq(scoreRecords.uid, uid), eq(scoreRecords.rule, 'bind_mobile')));
    expect(points).toHaveLength(1);
    const deletion = await call('/api/user/getDeletion', {});
    expect(deletion.json.data).toMatchObject({ has_mobile: true, mobile: '137****0301' });
    const again = await call('/api/user/bindMobile', { mobile: '13700000302', code: '123456' });
    expect(again.json).toMatchObject({ code: 0, msg: ACCOUNT_MSG.mobileAlreadyBound });
    expect(await mobileOf(uid)).toBe('13700000301');
  });

  it('refuses a number another account holds, before its code is used', async () => {
    const other = await signedIn(t, 'bindother');
    await t.db.update(users).set({ mobile: '13700000303' }).where(eq(users.uid, other.uid));
    const { call, uid } = await signedIn(t, 'bindqq');
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.uid, uid));
    const code = await smsCodeFor(t, call, '13700000303');
    const res = await call('/api/user/bindMobile', { mobile: '13700000303', code });
    expect(res.json).toMatchObject({ code: 0, msg: ACCOUNT_MSG.mobileTaken });
    expect(await mobileOf(uid)).toBeNull();
    expect(await mobileOf(other.uid)).toBe('13700000303');
  });
});
