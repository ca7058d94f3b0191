/** Sign-in calls of /api/user (spec §7): captcha, SMS code, password and mobile sign-in, reset, profile, logout. */
import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { getCookie, setCookie } from 'hono/cookie';
import {
  forgetPasswordSchema,
  loginSchema,
  mobileAuthSchema,
  passwordSchema,
  smsSendSchema,
} from '#lib/accounts/validators.ts';
import { users } from '#server/db/schema/index.ts';
import { currentUser, profileOf, tokenOf } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { clientIp, validate } from '#server/http/input.ts';
import { limitByIp } from '#server/http/limit.ts';
import { ok, refuse, unauthorized } from '#server/http/respond.ts';
import { signIn } from '#server/http/signIn.ts';
import {
  CAPTCHA_COOKIE,
  CAPTCHA_TTL_S,
  consumeCaptcha,
  createCaptcha,
} from '#server/services/accounts/captcha.ts';
import { bindMobileWithOAuth } from '#server/services/accounts/oauth.ts';
import { hashPassword, verifyPassword } from '#server/services/accounts/password.ts';
import {
  clearLoginFailures,
  failedCaptcha,
  failedPassword,
  loginGate,
} from '#server/services/accounts/loginThrottle.ts';
import { LIMITS } from '#server/services/security/rateLimit.ts';
import { rewardNewAccount } from '#server/services/points/scoreRules.ts';
import { revokeAllSessions, revokeSession, type UserRow } from '#server/services/accounts/session.ts';
import { consumeSmsCode } from '#server/services/accounts/smsCode.ts';
import { sendSmsCode } from '#server/services/accounts/smsSend.ts';
import { createUser, findByMobile, findByUsername, userInfoOf } from '#server/services/accounts/users.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import { recordConsents, type ConsentVia } from '#server/services/legal/consents.ts';
import { LOGIN_CHALLENGE } from '#lib/accounts/loginChallenge.ts';

const smsCtx = (c: Context<AppEnv>) => {
  const { db, secret, now } = c.get('deps');
  return { db, secret, now: now() };
};

const sendSms = async (c: Context<AppEnv>) => {
  const input = await validate(c, smsSendSchema);
  const captchaId = getCookie(c, CAPTCHA_COOKIE);
  await sendSmsCode(c.get('deps'), { ...input, captchaId, ip: clientIp(c) });
  return ok(c, null, ACCOUNT_MSG.smsSent);
};

/** A proven SMS code signs in even when password sign-in is paused, and forgets the password failures. */
const smsSignIn = async (c: Context<AppEnv>, user: UserRow, remember: boolean, msg: string) => {
  await clearLoginFailures(c.get('deps').db, user);
  return signIn(c, user, remember, msg);
};

/** A new account, its consents to the documents in force and its welcome points, in one transaction. */
const createConsentedUser = (
  c: Context<AppEnv>,
  via: ConsentVia,
  fields: { mobile: string; passwordHash?: string },
) => {
  const { db, now } = c.get('deps');
  const at = now();
  const ip = clientIp(c);
  return db.transaction(async (tx) => {
    const user = await createUser(tx, { ...fields, regIp: ip, regTime: at });
    await recordConsents(tx, { uid: user.uid, via, ip, now: at });
    return rewardNewAccount(tx, user, at);
  });
};

const mobileAuth = async (c: Context<AppEnv>) => {
  const input = await validate(c, mobileAuthSchema);
  await limitByIp(c, LIMITS.mobileAuth);
  const { db } = c.get('deps');
  const ctx = smsCtx(c);
  // The views that always create or attach an account show the box: refused before anything else.
  if (input.action !== 'mobile_login' && !input.agree) return refuse(c, ACCOUNT_MSG.consentRequired);
  if (input.action === 'register') {
    const password = passwordSchema.safeParse(input.password ?? '');
    if (!password.success) return refuse(c, password.error.issues[0]!.message);
    // The code first: until it is proven, a registered number and a new one get the same answers.
    await consumeSmsCode(ctx, input.username, input.code);
    const registered = await findByMobile(db, input.username);
    if (registered) return smsSignIn(c, registered, input.remember, ACCOUNT_MSG.registeredSignedIn);
    const passwordHash = await hashPassword(password.data);
    const user = await createConsentedUser(c, 'register', { mobile: input.username, passwordHash });
    return signIn(c, user, input.remember, ACCOUNT_MSG.registerOk);
  }
  if (input.action === 'mobile_bind') {
    const bind = {
      state: input.state ?? '',
      mobile: input.username,
      code: input.code,
      password: input.password,
    };
    const user = await bindMobileWithOAuth(c.get('deps'), bind, clientIp(c));
    return smsSignIn(c, user, input.remember, ACCOUNT_MSG.loginOk);
  }
  await consumeSmsCode(ctx, input.username, input.code);
  // Quick sign-in registers a new mobile on the spot, as Chinese portals do, only with the box ticked.
  const registered = await findByMobile(db, input.username);
  if (!registered && !input.agree) return refuse(c, ACCOUNT_MSG.consentRequired);
  const user = registered ?? (await createConsentedUser(c, 'sms', { mobile: input.username }));
  return smsSignIn(c, user, input.remember, ACCOUNT_MSG.loginOk);
};

export const authRoutes = new Hono<AppEnv>()
  .get('/getImgVerificationCode', async (c) => {
    await limitByIp(c, LIMITS.captcha);
    const { db, secret, now, env } = c.get('deps');
    const { id, svg } = await createCaptcha(db, secret, now(), { reveal: env.NODE_ENV !== 'production' });
    setCookie(c, CAPTCHA_COOKIE, id, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api',
      maxAge: CAPTCHA_TTL_S,
      secure: env.NODE_ENV === 'production',
    });
    c.header('Cache-Control', 'no-store');
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  })
  .post('/getSmsVerificationCode', sendSms)
  // The original client sends these two paths with a trailing space (spec §7).
  .post('/getSmsVerificationCode ', sendSms)
  .post('/mobileAuth', mobileAuth)
  .post('/mobileAuth ', mobileAuth)
  .post('/login', async (c) => {
    const input = await validate(c, loginSchema);
    const { db, now, secret } = c.get('deps');
    const at = now();
    const who = { ip: clientIp(c), name: input.username };
    const gate = await loginGate(db, who, at);
    if (gate === 'locked') return refuse(c, ACCOUNT_MSG.loginLocked);
    // Past a few failures a captcha is asked for, never a refusal: the right password with it still signs in.
    if (gate === 'captcha') {
      if (!input.imgCode) return refuse(c, ACCOUNT_MSG.loginCaptchaRequired, LOGIN_CHALLENGE);
      if (!(await consumeCaptcha(db, secret, getCookie(c, CAPTCHA_COOKIE), input.imgCode, at))) {
        await failedCaptcha(db, who, at);
        return refuse(c, ACCOUNT_MSG.loginCaptchaWrong, LOGIN_CHALLENGE);
      }
    }
    const user = await findByUsername(db, input.username);
    const valid = await verifyPassword(input.password, user?.passwordHash ?? null);
    if (!user || !valid) {
      const next = await failedPassword(db, who, at);
      if (next === 'locked') return refuse(c, ACCOUNT_MSG.loginLocked);
      return refuse(c, ACCOUNT_MSG.badCredentials, next === 'captcha' ? LOGIN_CHALLENGE : null);
    }
    await clearLoginFailures(db, user);
    return signIn(c, user, input.remember, ACCOUNT_MSG.loginOk);
  })
  .post('/forgetPassword', async (c) => {
    const input = await validate(c, forgetPasswordSchema);
    await limitByIp(c, LIMITS.mobileAuth);
    const { db, now } = c.get('deps');
    // The code first: until it is proven, a registered number and a new one get the same answers.
    await consumeSmsCode(smsCtx(c), input.username, input.code);
    const user = await findByMobile(db, input.username);
    if (!user) return refuse(c, ACCOUNT_MSG.mobileNotRegistered);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.uid, user.uid));
    await revokeAllSessions(db, user.uid, now());
    await clearLoginFailures(db, user);
    return ok(c, null, ACCOUNT_MSG.passwordResetOk);
  })
  // The member's most frequent call: session, member and medals in one query (not requireUser's, then medals).
  .post('/getProfile', async (c) => {
    const token = tokenOf(c);
    const found = token ? await profileOf(c, token) : null;
    if (!found) return unauthorized(c);
    c.set('user', found.user);
    // Whether the page must ask for the newer documents first (issue 30): member calls answer 428 until then.
    return ok(c, { ...userInfoOf(found.user, found.medals), consent_due: found.consentDue });
  })
  .post('/logout', async (c) => {
    const token = tokenOf(c);
    const { db, now } = c.get('deps');
    if (token && (await currentUser(c))) await revokeSession(db, token, now());
    return ok(c, null, ACCOUNT_MSG.logoutOk);
  });
