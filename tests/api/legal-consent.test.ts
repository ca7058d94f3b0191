/**
 * Issue 30, consent: every way of creating an account is refused without the box and records the versions in force
 * with it; a newer version in force asks the member again before any member call; drafts and future dates do not.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, legalDocuments, users } from '#server/db/schema/index.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import { CODE } from '#lib/envelope.ts';
import { LEGAL_MSG } from '#lib/legal/messages.ts';
import { signedIn } from './content-fixtures.ts';
import { authorize, fresh, poll } from './oauth-fixtures.ts';
import { LOOPBACK, smsCodeFor, testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let now = new Date();
let editors = 0;
beforeAll(async () => {
  // Calls come from this machine by default (the OAuth simulators answer only it); registrations name their address.
  t = await testApp({ now: () => now, ip: LOOPBACK });
  // The clock starts after the seed: version 1 is in force from the moment it is written (on PostgreSQL the seed runs here).
  now = new Date();
});
afterAll(() => t.close());

const day = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(d);
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);

const consentsOf = (uid: number) =>
  t.db
    .select({ kind: consents.kind, version: consents.version, via: consents.via, ip: consents.ip })
    .from(consents)
    .where(eq(consents.uid, uid))
    .orderBy(asc(consents.id));

const inForce = async () => {
  const rows = await t.db.select().from(legalDocuments).orderBy(asc(legalDocuments.version));
  const version = (kind: string) =>
    Math.max(
      ...rows.filter((r) => r.kind === kind && r.publishedAt && r.effectiveAt <= now).map((r) => r.version),
    );
  return { terms: version('terms'), privacy: version('privacy') };
};

const uidOfMobile = async (mobile: string) =>
  (await t.db.select({ uid: users.uid }).from(users).where(eq(users.mobile, mobile)))[0]?.uid;

const recorded = (v: { terms: number; privacy: number }, via: string, ip: string) => [
  { kind: 'terms', version: v.terms, via, ip },
  { kind: 'privacy', version: v.privacy, via, ip },
];

describe('every path that creates an account', () => {
  it('version 1 of both documents is published and in force on a fresh database', async () => {
    expect(await inForce()).toEqual({ terms: 1, privacy: 1 });
  });

  it('password registration: refused without the box, nothing created; with it, one row per document', async () => {
    const call = t.browser();
    const ip = '198.51.100.31';
    const mobile = '13700003001';
    const code = await smsCodeFor(t, call, mobile, ip);
    const body = { username: mobile, code, action: 'register', password: 'abc12345' };
    const refused = await call('/api/user/mobileAuth', body, { ip });
    expect(refused.json).toEqual({ code: 0, msg: ACCOUNT_MSG.consentRequired, data: null });
    expect(await uidOfMobile(mobile)).toBeUndefined();
    // The refusal came before the code was used: the same code registers once the box is ticked.
    const ok = await call('/api/user/mobileAuth', { ...body, agree: true }, { ip });
    expect(ok.json).toMatchObject({ code: 1, msg: ACCOUNT_MSG.registerOk });
    expect(await consentsOf(ok.json.data.uid)).toEqual(recorded(await inForce(), 'register', ip));
  });

  it('SMS sign-in that registers: refused without the box; with it, recorded as sms', async () => {
    const ip = '198.51.100.32';
    const mobile = '13700003002';
    const call = t.browser();
    const code = await smsCodeFor(t, call, mobile, ip);
    const refused = await call(
      '/api/user/mobileAuth',
      { username: mobile, code, action: 'mobile_login' },
      { ip },
    );
    expect(refused.json).toMatchObject({ code: 0, msg: ACCOUNT_MSG.consentRequired });
    expect(await uidOfMobile(mobile)).toBeUndefined();
    // A new code after the SMS cooldown (the refused call used the first one).
    now = new Date(now.getTime() + 61_000);
    const code2 = await smsCodeFor(t, call, mobile, ip);
    const ok = await call(
      '/api/user/mobileAuth',
      { username: mobile, code: code2, action: 'mobile_login', agree: true },
      { ip },
    );
    expect(ok.json).toMatchObject({ code: 1, msg: ACCOUNT_MSG.loginOk });
    expect(await consentsOf(ok.json.data.uid)).toEqual(recorded(await inForce(), 'sms', ip));
  });

  it('SMS sign-in of an existing account needs no box and records nothing', async () => {
    const mobile = '13700003001';
    const uid = (await uidOfMobile(mobile))!;
    const before = await consentsOf(uid);
    now = new Date(now.getTime() + 61_000);
    const call = t.browser();
    const code = await smsCodeFor(t, call, mobile);
    const res = await call('/api/user/mobileAuth', { username: mobile, code, action: 'mobile_login' });
    expect(res.json).toMatchObject({ code: 1, data: { uid } });
    expect(await consentsOf(uid)).toEqual(before);
  });

  it.each(['wx', 'qq'] as const)(
    '%s registration: refused without the box; with it, recorded under its name',
    async (type) => {
      const call = t.browser();
      const ip = type === 'wx' ? '198.51.100.33' : '198.51.100.34';
      const identity = fresh(type);
      const { state } = await authorize(call, { type, identity });
      expect((await poll(call, state, type)).json.code).toBe(2);
      const refused = await call('/api/user/thirdPartRegister', { oauth_platform: type, state }, { ip });
      expect(refused.json).toMatchObject({ code: 0, msg: ACCOUNT_MSG.consentRequired });
      const column = type === 'wx' ? users.wxUnionid : users.qqOpenid;
      expect(await t.db.select().from(users).where(eq(column, identity))).toEqual([]);
      const ok = await call(
        '/api/user/thirdPartRegister',
        { oauth_platform: type, state, agree: true },
        { ip },
      );
      expect(ok.json).toMatchObject({ code: 1, msg: ACCOUNT_MSG.registerOk });
      expect(await consentsOf(ok.json.data.uid)).toEqual(recorded(await inForce(), type, ip));
    },
  );

  it('the bind view: refused without the box; a new member made with it is recorded as bind', async () => {
    const call = t.browser();
    const ip = '198.51.100.35';
    const mobile = '13700003005';
    const { state } = await authorize(call, { identity: fresh('wx') });
    const code = await smsCodeFor(t, call, mobile, ip);
    const body = { username: mobile, code, action: 'mobile_bind', state };
    const refused = await call('/api/user/mobileAuth', body, { ip });
    expect(refused.json).toMatchObject({ code: 0, msg: ACCOUNT_MSG.consentRequired });
    expect(await uidOfMobile(mobile)).toBeUndefined();
    const ok = await call('/api/user/mobileAuth', { ...body, agree: true }, { ip });
    expect(ok.json).toMatchObject({ code: 1 });
    expect(await consentsOf(ok.json.data.uid)).toEqual(recorded(await inForce(), 'bind', ip));
  });
});

/** A new member registered through the real calls, with its token. */
async function newMember(mobile: string) {
  now = new Date(now.getTime() + 61_000);
  const call = t.browser();
  const code = await smsCodeFor(t, call, mobile);
  const res = await call('/api/user/mobileAuth', {
    username: mobile,
    code,
    action: 'register',
    password: 'abc12345',
    agree: true,
    remember: true,
  });
  if (res.json.code !== 1) throw new Error(res.json.msg);
  const token = res.json.data.token as string;
  const as: Caller = (path, body, init = {}) =>
    call(path, body, { ...init, headers: { token, ...init.headers } });
  return { call: as, uid: res.json.data.uid as number };
}

/** An editor signed in now (the tests move the clock by days, past a session's life). */
const editor: Caller = async (path, body, init) =>
  (await signedIn(t, `legaleditor${++editors}`, 'editor')).call(path, body, init);

const newVersion = (kind: string, effective: Date, summary = '新增数据导出说明') =>
  editor('/api/admin/legal/save', {
    kind,
    body: `## 新版本\n\n保存 {{RETENTION.exportDays}} 天。`,
    summary,
    effective_at: day(effective),
  });

describe('a newer version asks the member again', () => {
  it('a draft asks nobody; a published version with a future date asks only once that date has come', async () => {
    const m = await newMember('13700003101');
    const draft = await newVersion('privacy', now);
    expect(draft.json).toMatchObject({ code: 1, data: { state: 'draft', version: 2 } });
    expect((await m.call('/api/user/getScoreLists', {})).json.code).toBe(1);

    const future = await newVersion('terms', later(3), '调整付费服务条款');
    const published = await editor('/api/admin/legal/publish', { id: future.json.data.id });
    expect(published.json).toMatchObject({ code: 1, data: { state: 'upcoming' } });
    expect((await m.call('/api/user/getScoreLists', {})).json.code).toBe(1);
    expect((await m.call('/api/user/getProfile', {})).json.data.consent_due).toBe(false);

    now = later(4);
    const asked = await m.call('/api/user/getScoreLists', {});
    expect(asked.status).toBe(428);
    expect(asked.json).toEqual({ code: CODE.consentDue, msg: LEGAL_MSG.consentDue, data: null });
    expect((await m.call('/api/user/getProfile', {})).json.data.consent_due).toBe(true);
    const due = await m.call('/api/legal/consentDue', {});
    expect(due.json.data).toEqual([
      expect.objectContaining({
        kind: 'terms',
        version: 2,
        summary: '调整付费服务条款',
        path: '/legal/terms',
      }),
    ]);
  });

  it('accepting records renew rows for exactly the versions shown, then member calls answer again', async () => {
    const m = await newMember('13700003102');
    // Registered under terms 2 (in force now): nothing to ask.
    expect((await m.call('/api/user/getScoreLists', {})).json.code).toBe(1);
    // The draft of privacy 2 was written days ago with a date now past: it cannot take effect backwards.
    const [old] = await t.db
      .select()
      .from(legalDocuments)
      .where(and(eq(legalDocuments.kind, 'privacy'), eq(legalDocuments.version, 2)));
    expect((await editor('/api/admin/legal/publish', { id: old!.id })).json.msg).toBe(
      LEGAL_MSG.effectivePast,
    );
    const today = await editor('/api/admin/legal/save', {
      id: old!.id,
      kind: 'privacy',
      body: old!.body,
      summary: old!.summary,
      effective_at: day(now),
    });
    const published = await editor('/api/admin/legal/publish', { id: today.json.data.id });
    expect(published.json).toMatchObject({ code: 1, data: { state: 'in_force', version: 2 } });

    expect((await m.call('/api/user/getScoreLists', {})).status).toBe(428);
    // The documents, the prompt's calls and sign-out stay open.
    expect((await m.call('/api/legal/consentDue', {})).json.data).toEqual([
      expect.objectContaining({ kind: 'privacy', version: 2 }),
    ]);
    const stale = await m.call('/api/legal/accept', { privacy: 1 });
    expect(stale.json).toMatchObject({ code: 0, msg: LEGAL_MSG.versionChanged });
    const before = await consentsOf(m.uid);
    expect((await m.call('/api/user/getScoreLists', {})).status).toBe(428);

    const ip = '198.51.100.40';
    const accepted = await m.call('/api/legal/accept', { privacy: 2 }, { ip });
    expect(accepted.json).toMatchObject({ code: 1, msg: LEGAL_MSG.renewDone });
    expect(await consentsOf(m.uid)).toEqual([...before, { kind: 'privacy', version: 2, via: 'renew', ip }]);
    expect((await m.call('/api/user/getScoreLists', {})).json.code).toBe(1);
    expect((await m.call('/api/legal/accept', { privacy: 2 })).json.msg).toBe(LEGAL_MSG.nothingToAccept);
  });

  it('sign-out is not stopped by the prompt', async () => {
    const m = await newMember('13700003103');
    const v = await newVersion('terms', now, '措辞调整');
    await editor('/api/admin/legal/publish', { id: v.json.data.id });
    expect((await m.call('/api/user/getScoreLists', {})).status).toBe(428);
    expect((await m.call('/api/user/logout', {})).json).toMatchObject({ code: 1 });
    expect((await m.call('/api/user/getProfile', {})).status).toBe(401);
  });
});

describe('the editors’ versions', () => {
  it('a published version is never edited; a draft is, and shows the body as readers will', async () => {
    const [v1] = await t.db
      .select()
      .from(legalDocuments)
      .where(and(eq(legalDocuments.kind, 'privacy'), eq(legalDocuments.version, 1)));
    const refused = await editor('/api/admin/legal/save', {
      id: v1!.id,
      kind: 'privacy',
      body: '改写',
      summary: '',
      effective_at: day(now),
    });
    expect(refused.json).toMatchObject({ code: 0, msg: LEGAL_MSG.publishedLocked });
    const [after] = await t.db.select().from(legalDocuments).where(eq(legalDocuments.id, v1!.id));
    expect(after).toEqual(v1);
    expect((await editor('/api/admin/legal/publish', { id: v1!.id })).json.msg).toBe(
      LEGAL_MSG.alreadyPublished,
    );

    const draft = await newVersion('privacy', later(10));
    const changed = await editor('/api/admin/legal/save', {
      id: draft.json.data.id,
      kind: 'privacy',
      body: '## 第一条\n\n导出文件保存 {{RETENTION.exportDays}} 天，<script>x</script>',
      effective_at: day(later(10)),
    });
    expect(changed.json.data.html).toContain('<h3>第一条</h3>');
    expect(changed.json.data.html).toContain('导出文件保存 7 天');
    expect(changed.json.data.html).not.toContain('<script>');
  });

  it('a body naming a placeholder no constant answers, or a day that does not exist, is refused', async () => {
    const res = await editor('/api/admin/legal/save', {
      kind: 'terms',
      body: '保存 {{RETENTION.forever}} 天',
      effective_at: day(now),
    });
    expect(res.json).toMatchObject({ code: 0, msg: LEGAL_MSG.unknownPlaceholder('{{RETENTION.forever}}') });
    const noDay = await editor('/api/admin/legal/save', {
      kind: 'terms',
      body: '正文',
      effective_at: '2026-02-30',
    });
    expect(noDay.json).toMatchObject({ code: 0, msg: LEGAL_MSG.effectiveInvalid });
  });

  it('members cannot reach the editors’ calls', async () => {
    const m = await newMember('13700003104');
    const res = await m.call('/api/admin/legal/list', { kind: 'terms' });
    expect(res.status).toBe(403);
  });
});
