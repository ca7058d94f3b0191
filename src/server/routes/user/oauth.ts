/** WeChat and QQ sign-in calls of /api/user (spec §4, §7): wxOAuth, qqOAuth, checkOAuth, accountMerge, … */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { currentUser, member, requireUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { messagePage } from '#server/http/html.ts';
import { clientIp, validate } from '#server/http/input.ts';
import { limitByIp } from '#server/http/limit.ts';
import { ok, refuse, unauthorized } from '#server/http/respond.ts';
import { signIn, startSession } from '#server/http/signIn.ts';
import {
  callbackUrl,
  OAUTH_TYPES,
  providerConfig,
  publicOrigin,
  qqAuthorizeUrl,
  wxQrconnectUrl,
  type OAuthType,
} from '#server/providers/oauth.ts';
import { mergeFromState } from '#server/services/accounts/accountMerge.ts';
import {
  completeCallback,
  loadState,
  OAUTH_MSG,
  POLL,
  pollOutcome,
  type PollCaller,
  registerWithOAuth,
  startState,
  STATE_RE,
  type OAuthAction,
} from '#server/services/accounts/oauth.ts';
import type { Limit } from '#server/services/security/rateLimit.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import { agreeField } from '#lib/legal/validators.ts';

/** Starting attempts and registering write rows: a generous limit per IP. */
const OAUTH_LIMIT: Limit = { name: 'oauth:ip', max: 120, windowS: 600 };
/** Merge may check another member's password: as strict as sign-in. */
const MERGE_LIMIT: Limit = { name: 'merge:ip', max: 10, windowS: 900 };

const state = z.string({ error: OAUTH_MSG.badState }).regex(STATE_RE, { message: OAUTH_MSG.badState });
const action = z.enum(['login', 'bind'], { error: ACCOUNT_MSG.badAction });
const type = z.enum(OAUTH_TYPES, { error: OAUTH_MSG.badType });
const remember = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

const wxOAuthSchema = z.object({
  action,
  type: z.literal('wx', { error: OAUTH_MSG.badType }).optional(),
  state,
});
const qqOAuthSchema = z.object({
  action,
  platform: z.literal('qq', { error: OAUTH_MSG.badType }).optional(),
  state,
});
const checkSchema = z.object({ state, type, remember });
const registerSchema = z.object({ oauth_platform: type, state, remember, agree: agreeField });
const bindSchema = z.object({ type, state });
const mergeSchema = z.object({
  state,
  action: z.enum(['wx_merge', 'qq_merge'], { error: ACCOUNT_MSG.badAction }),
  username: z.string().trim().max(30).optional(),
  password: z.string().max(64).optional(),
});

const originOf = (c: Context<AppEnv>) => publicOrigin(c.get('deps').env);

/** The poll's caller (read only for a bind) and its sign-in, as the HTTP layer does them. */
const pollCaller = (c: Context<AppEnv>, remember: boolean): PollCaller => ({
  caller: () => currentUser(c),
  signIn: (owner) => startSession(c, owner, remember),
});

/** Opens an attempt; null when the answer is already decided (401, or no provider in production). */
async function start(c: Context<AppEnv>, kind: OAuthType, act: OAuthAction, value: string) {
  const deps = c.get('deps');
  let uid: number | null = null;
  if (act === 'bind') {
    const me = await currentUser(c);
    if (!me) return { stop: unauthorized(c) };
    uid = me.uid;
  }
  const origin = originOf(c);
  const cfg = providerConfig(kind, deps, origin);
  // The simulator is not mounted in production: without credentials there is no provider.
  if (cfg.simulator && deps.env.NODE_ENV === 'production')
    return { stop: refuse(c, OAUTH_MSG.notConfigured(kind)) };
  await limitByIp(c, OAUTH_LIMIT);
  await startState(deps.db, { state: value, type: kind, action: act, uid, now: deps.now() });
  return { cfg, redirectUri: callbackUrl(origin, kind) };
}

const SUCCESS_DETAIL: Record<OAuthType, string> = {
  wx: OAUTH_MSG.wxContinue,
  qq: OAUTH_MSG.qqReturning,
};

export const oauthRoutes = new Hono<AppEnv>()
  .post('/wxOAuth', async (c) => {
    const input = await validate(c, wxOAuthSchema);
    const started = await start(c, 'wx', input.action, input.state);
    if ('stop' in started) return started.stop;
    const { cfg, redirectUri } = started;
    return ok(c, {
      appid: cfg.appid,
      redirect_uri: redirectUri,
      qrconnect_url: wxQrconnectUrl(cfg, redirectUri, input.state),
      simulator: cfg.simulator,
    });
  })
  .post('/qqOAuth', async (c) => {
    const input = await validate(c, qqOAuthSchema);
    const started = await start(c, 'qq', input.action, input.state);
    if ('stop' in started) return started.stop;
    const { cfg, redirectUri } = started;
    return ok(c, {
      appid: cfg.appid,
      redirect_uri: redirectUri,
      authorize_url: qqAuthorizeUrl(cfg, redirectUri, input.state),
      simulator: cfg.simulator,
    });
  })
  .get('/oauthCallback/:type', async (c) => {
    c.header('Referrer-Policy', 'no-referrer');
    const kind = c.req.param('type');
    if (kind !== 'wx' && kind !== 'qq')
      return c.html(messagePage(false, OAUTH_MSG.invalidTitle, OAUTH_MSG.badType), 404);
    const origin = originOf(c);
    const result = await completeCallback(c.get('deps'), {
      cfg: providerConfig(kind, c.get('deps'), origin),
      redirectUri: callbackUrl(origin, kind),
      state: c.req.query('state') ?? '',
      code: c.req.query('code') ?? '',
    });
    if (!result.ok) return c.html(messagePage(false, result.title, result.detail), 400);
    // QQ opens in a popup: close it; the login modal's poll takes over.
    const script = kind === 'qq' ? 'closePopup' : undefined;
    return c.html(messagePage(true, result.title, SUCCESS_DETAIL[kind], script));
  })
  .post('/checkOAuth', async (c) => {
    const input = await validate(c, checkSchema);
    const row = await loadState(c.get('deps').db, input.state);
    return c.json(await pollOutcome(c.get('deps'), row, input.type, pollCaller(c, input.remember)));
  })
  .post('/thirdPartRegister', async (c) => {
    const input = await validate(c, registerSchema);
    if (!input.agree) return refuse(c, ACCOUNT_MSG.consentRequired);
    await limitByIp(c, OAUTH_LIMIT);
    const user = await registerWithOAuth(c.get('deps'), input.state, input.oauth_platform, clientIp(c));
    return signIn(c, user, input.remember, ACCOUNT_MSG.registerOk);
  })
  .post('/thirdPartBind', requireUser, async (c) => {
    const input = await validate(c, bindSchema);
    const row = await loadState(c.get('deps').db, input.state);
    // Only the member who started this bind may finish it.
    if (row && (row.action !== 'bind' || row.uid !== member(c).uid))
      return c.json({ code: POLL.failed, msg: OAUTH_MSG.unknown(input.type), data: null });
    return c.json(await pollOutcome(c.get('deps'), row, input.type, pollCaller(c, false)));
  })
  .post('/accountMerge', requireUser, async (c) => {
    const input = await validate(c, mergeSchema);
    if (input.username || input.password) await limitByIp(c, MERGE_LIMIT);
    await mergeFromState(c.get('deps'), member(c), {
      state: input.state,
      type: input.action === 'wx_merge' ? 'wx' : 'qq',
      username: input.username,
      password: input.password,
    });
    return ok(c, null, OAUTH_MSG.merged);
  });
