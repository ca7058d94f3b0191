/**
 * 导出我的数据 and 注销账号 (issue 30) under /api/user: request an export and list them, download one through its
 * signed link (bound to the member), ask for the account's deletion (re-verified), see and withdraw it.
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { chinaDateTime } from '#lib/chinaTime.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import { PRIVACY_MSG } from '#lib/privacy/messages.ts';
import type { DataExportItem, DataExportsAnswer } from '#lib/privacy/types.ts';
import {
  deletionCodeSchema,
  deletionRequestSchema,
  exportFileSchema,
  noInputSchema,
} from '#lib/privacy/validators.ts';
import { Refusal } from '#server/core/refusal.ts';
import { dataExports } from '#server/db/schema/index.ts';
import { currentUser, member, requireUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { messagePage } from '#server/http/html.ts';
import { clientIp, validate } from '#server/http/input.ts';
import { limitBy } from '#server/http/limit.ts';
import { ok } from '#server/http/respond.ts';
import { verifyPassword } from '#server/services/accounts/password.ts';
import { CAPTCHA_COOKIE } from '#server/services/accounts/captcha.ts';
import { consumeSmsCode } from '#server/services/accounts/smsCode.ts';
import { sendSmsCode } from '#server/services/accounts/smsSend.ts';
import { contentDisposition } from '#server/services/files/tableFile.ts';
import { isExportKey } from '#server/services/files/storage.ts';
import {
  DELETION_VERIFY_LIMIT,
  deletionOf,
  requestDeletion,
  withdrawDeletion,
} from '#server/services/privacy/deletion.ts';
import { exportsOf, requestExport } from '#server/services/privacy/exportJob.ts';
import { signDataExportToken, verifyDataExportToken } from '#server/services/privacy/exportToken.ts';

type C = Context<AppEnv>;

/** A link that cannot give the file: a short Chinese page (the browser opened it), never a 5xx. */
const failed = (c: C, status: 403 | 404 | 410, detail: string) =>
  c.html(messagePage(false, PRIVACY_MSG.exportErrorTitle, detail), status, { 'cache-control': 'no-store' });

const requestDataExport = async (c: C) => {
  await validate(c, noInputSchema);
  const { db, now } = c.get('deps');
  await requestExport(db, member(c).uid, now());
  c.get('deps').buildExports?.();
  return ok(c, null, PRIVACY_MSG.exportRequested);
};

const getDataExports = async (c: C) => {
  await validate(c, noInputSchema);
  const { db, now, secret } = c.get('deps');
  const me = member(c);
  const at = now();
  const list = (await exportsOf(db, me.uid)).map((r): DataExportItem => {
    const live = r.state === 'ready' && r.expiresAt && r.expiresAt > at;
    const state = r.state === 'ready' && !live ? 'expired' : r.state;
    return {
      id: r.id,
      state,
      created_at: r.createdAt.toISOString(),
      ready_at: r.readyAt?.toISOString() ?? null,
      expires_at: r.expiresAt?.toISOString() ?? null,
      bytes: r.bytes,
      url: live
        ? `/api/user/dataExport/${signDataExportToken(secret, { xid: r.id, uid: me.uid }, at).token}`
        : null,
    };
  });
  const answer: DataExportsAnswer = { list };
  return ok(c, answer);
};

const downloadDataExport = async (c: C) => {
  // The token is in the path (listed in the bad-input test's NO_SCHEMA): its shape, then its MAC, before any read.
  const deps = c.get('deps');
  const at = deps.now();
  const shape = exportFileSchema.safeParse({ token: c.req.param('token') });
  const check = shape.success
    ? verifyDataExportToken(deps.secret, shape.data.token, at)
    : ({ ok: false, reason: 'invalid' } as const);
  if (!check.ok)
    return failed(
      c,
      check.reason === 'expired' ? 410 : 403,
      check.reason === 'expired' ? PRIVACY_MSG.exportExpired : PRIVACY_MSG.exportInvalid,
    );
  // The link opens only for its member (token cookie or header): whoever else holds it gets the refusal page.
  const caller = await currentUser(c);
  if (!caller) return failed(c, 403, PRIVACY_MSG.exportSignInFirst);
  if (caller.uid !== check.claims.uid) return failed(c, 403, PRIVACY_MSG.exportOtherUser);
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, check.claims.xid), eq(dataExports.uid, caller.uid)));
  if (!row || row.state !== 'ready' || !row.fileKey || !row.expiresAt || row.expiresAt <= at)
    return failed(c, 410, PRIVACY_MSG.exportGone);
  // Only an export's own key is ever read here (storage's rule), from local disk or the bucket alike.
  const file = isExportKey(row.fileKey) ? await deps.files.get(row.fileKey) : null;
  if (!file?.size) {
    file?.body.destroy();
    return failed(c, 410, PRIVACY_MSG.exportGone);
  }
  const day = chinaDateTime(row.readyAt ?? at).slice(0, 10);
  return c.body(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, 200, {
    'content-type': 'application/zip',
    'content-length': String(file.size),
    'content-disposition': contentDisposition(`我的数据-${day}.zip`, `my-data-${day}.zip`),
    'cache-control': 'no-store',
  });
};

const getDeletion = async (c: C) => {
  await validate(c, noInputSchema);
  return ok(c, await deletionOf(c.get('deps').db, member(c)));
};

/** The member proves it is them: the password, or a code sent to their own mobile. */
async function reverify(c: C, input: { password?: string; code?: string }): Promise<void> {
  const { db, secret, now } = c.get('deps');
  const me = member(c);
  // Neither a password nor a mobile: nothing proves it is them (the page says to bind a mobile first).
  if (!me.passwordHash && !me.mobile) throw new Refusal(PRIVACY_MSG.deletionCannotVerify);
  await limitBy(c, DELETION_VERIFY_LIMIT, String(me.uid), PRIVACY_MSG.deletionVerifyTooMany);
  if (input.password) {
    if (!me.passwordHash) throw new Refusal(PRIVACY_MSG.deletionNoPassword, 'password');
    if (!(await verifyPassword(input.password, me.passwordHash)))
      throw new Refusal(PRIVACY_MSG.deletionPasswordWrong, 'password');
    return;
  }
  if (input.code) {
    if (!me.mobile) throw new Refusal(PRIVACY_MSG.deletionNoMobile, 'code');
    await consumeSmsCode({ db, secret, now: now() }, me.mobile, input.code);
    return;
  }
  throw new Refusal(PRIVACY_MSG.deletionVerifyRequired);
}

/** 获取短信验证码 for 注销账号: sent to the member's own mobile, never to a number the caller names. */
const sendDeletionCode = async (c: C) => {
  const input = await validate(c, deletionCodeSchema);
  const me = member(c);
  if (!me.mobile) throw new Refusal(PRIVACY_MSG.deletionNoMobile);
  const captchaId = getCookie(c, CAPTCHA_COOKIE);
  await sendSmsCode(c.get('deps'), { mobile: me.mobile, imgCode: input.imgCode, captchaId, ip: clientIp(c) });
  return ok(c, null, ACCOUNT_MSG.smsSent);
};

const postDeletion = async (c: C) => {
  const input = await validate(c, deletionRequestSchema);
  const { db, now } = c.get('deps');
  await reverify(c, input);
  const row = await requestDeletion(db, member(c).uid, input.reason ?? '', now());
  return ok(c, await deletionOf(db, member(c)), PRIVACY_MSG.deletionRequested(chinaDateTime(row.dueAt)));
};

const cancelDeletion = async (c: C) => {
  await validate(c, noInputSchema);
  const { db, now } = c.get('deps');
  await withdrawDeletion(db, member(c).uid, now());
  return ok(c, await deletionOf(db, member(c)), PRIVACY_MSG.deletionWithdrawn);
};

export const privacyRoutes = new Hono<AppEnv>()
  .post('/requestDataExport', requireUser, requestDataExport)
  .post('/getDataExports', requireUser, getDataExports)
  .get('/dataExport/:token', downloadDataExport)
  .post('/getDeletion', requireUser, getDeletion)
  .post('/sendDeletionCode', requireUser, sendDeletionCode)
  .post('/requestDeletion', requireUser, postDeletion)
  .post('/withdrawDeletion', requireUser, cancelDeletion);
