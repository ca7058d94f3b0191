/** WeChat and QQ login simulators: the providers' pages and JSON calls, for machines without OAuth credentials. */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { messagePage } from '#server/http/html.ts';
import { publicOrigin, SIM_APPS, type OAuthType } from '#server/providers/oauth.ts';
import { randomId } from '#server/services/security/secrets.ts';
import { qqAuthorizePage, simNickname, wxQrPage } from './oauthPages.ts';

/** What a confirmed authorization grants; codes live 5 minutes and work once, tokens live as the provider's do. */
interface Grant {
  type: OAuthType;
  appid: string;
  identity: string;
  nickname: string;
  redirectUri: string;
  expiresAt: number;
  used?: boolean;
}

const CODE_TTL_MS = 300_000;
const TOKEN_TTL_S: Record<OAuthType, number> = { wx: 7200, qq: 7_776_000 };
const IDENTITY_RE = /^[A-Za-z0-9_-]{1,40}$/;

// In memory: the simulator stands in for another company's servers, not for our database.
const codes = new Map<string, Grant>();
const tokens = new Map<string, Grant>();

const nowMs = (c: Context<AppEnv>) => c.get('deps').now().getTime();

function prune(map: Map<string, Grant>, now: number): void {
  for (const [key, grant] of map) if (grant.expiresAt <= now) map.delete(key);
}

const digest = (value: string, len: number) =>
  createHash('sha256').update(value).digest('base64url').replace(/[-_]/g, 'x').slice(0, len);

/** WeChat's openid differs per app; the unionid (our identity) is the chosen simulated identity. */
const wxOpenid = (appid: string, identity: string) => `o${digest(`${appid}:${identity}`, 27)}`;
/** QQ's openid is our identity; its unionid is derived. */
const qqUnionid = (identity: string) => `UID_${digest(identity, 28)}`;

/** The checks the real providers make before showing their page: app id, and a redirect back to our origin. */
function pageProblem(c: Context<AppEnv>, type: OAuthType): string | null {
  const q = c.req.query();
  const appid = type === 'wx' ? q.appid : q.client_id;
  if (appid !== SIM_APPS[type].appid) return type === 'wx' ? 'appid 参数错误' : 'client_id 非法（100008）';
  if (q.response_type !== 'code') return 'response_type 参数错误';
  if (type === 'wx' && q.scope !== 'snsapi_login') return 'scope 参数错误';
  const origin = new URL(publicOrigin(c.get('deps').env)).origin;
  try {
    if (new URL(q.redirect_uri ?? '').origin === origin) return null;
  } catch {
    // fall through
  }
  return type === 'wx' ? 'redirect_uri 参数错误' : 'redirect uri is illegal（100010）';
}

const withParams = (url: string, params: Record<string, string | undefined>) => {
  const target = new URL(url);
  for (const [k, v] of Object.entries(params)) if (v) target.searchParams.set(k, v);
  return target.toString();
};

/** The user's choice on a provider page: a one-time code back to redirect_uri, or back without one. */
async function decide(c: Context<AppEnv>, type: OAuthType) {
  const problem = pageProblem(c, type);
  if (problem) return c.html(messagePage(false, '参数错误', problem), 400);
  const q = c.req.query();
  const redirectUri = q.redirect_uri!;
  const body = await c.req.parseBody();
  if (body.decision !== 'confirm') return c.redirect(withParams(redirectUri, { state: q.state }), 302);
  const chosen = typeof body.identity === 'string' && IDENTITY_RE.test(body.identity) ? body.identity : '';
  const identity = chosen || `sim-${type}-${randomId(12)}`;
  const nickname = chosen
    ? simNickname(type, identity)
    : `${type === 'wx' ? '微信' : 'QQ'}用户${Math.floor(1000 + Math.random() * 9000)}`;
  const now = nowMs(c);
  prune(codes, now);
  const code = randomId(32);
  codes.set(code, {
    type,
    appid: SIM_APPS[type].appid,
    identity,
    nickname,
    redirectUri,
    expiresAt: now + CODE_TTL_MS,
  });
  return c.redirect(withParams(redirectUri, { code, state: q.state }), 302);
}

/** Trade a code for an access token's grant, once; or why it cannot be. */
function redeem(c: Context<AppEnv>, type: OAuthType, code: string): Grant | 'invalid' | 'used' {
  const grant = codes.get(code);
  const now = nowMs(c);
  if (!grant || grant.type !== type || grant.expiresAt <= now) return 'invalid';
  if (grant.used) return 'used';
  grant.used = true;
  prune(tokens, now);
  return { ...grant, expiresAt: now + TOKEN_TTL_S[type] * 1000 };
}

function tokenGrant(c: Context<AppEnv>, type: OAuthType, token: string | undefined): Grant | null {
  const grant = token ? tokens.get(token) : undefined;
  return grant && grant.type === type && grant.expiresAt > nowMs(c) ? grant : null;
}

/** WeChat answers JSON as text/plain. */
const wxJson = (c: Context<AppEnv>, body: Record<string, unknown>) =>
  c.text(JSON.stringify(body), 200, { 'Content-Type': 'text/plain; charset=utf-8' });

async function wxPage(c: Context<AppEnv>) {
  const problem = pageProblem(c, 'wx');
  if (problem) return c.html(messagePage(false, '参数错误', problem), 400);
  const q = c.req.query();
  const url = new URL(c.req.url);
  const pageUrl = `${publicOrigin(c.get('deps').env)}${url.pathname}${url.search}`;
  const identity = IDENTITY_RE.test(q.identity ?? '') ? q.identity! : '';
  return c.html(await wxQrPage({ pageUrl, identity, topWindow: q.self_redirect !== 'true' }));
}

const wx = new Hono<AppEnv>()
  .get('/connect/qrconnect', wxPage)
  .get('/qrconnect', wxPage)
  .post('/connect/qrconnect', (c) => decide(c, 'wx'))
  .post('/qrconnect', (c) => decide(c, 'wx'))
  .get('/sns/oauth2/access_token', (c) => {
    const q = c.req.query();
    const app = SIM_APPS.wx;
    if (q.appid !== app.appid) return wxJson(c, { errcode: 40013, errmsg: 'invalid appid' });
    if (q.secret !== app.secret) return wxJson(c, { errcode: 40125, errmsg: 'invalid appsecret' });
    if (q.grant_type !== 'authorization_code')
      return wxJson(c, { errcode: 40002, errmsg: 'invalid grant_type' });
    if (!q.code) return wxJson(c, { errcode: 41008, errmsg: 'missing code' });
    const grant = redeem(c, 'wx', q.code);
    if (grant === 'invalid') return wxJson(c, { errcode: 40029, errmsg: 'invalid code' });
    if (grant === 'used') return wxJson(c, { errcode: 40163, errmsg: 'code been used' });
    const accessToken = randomId(64);
    tokens.set(accessToken, grant);
    return wxJson(c, {
      access_token: accessToken,
      expires_in: TOKEN_TTL_S.wx,
      refresh_token: randomId(64),
      openid: wxOpenid(app.appid, grant.identity),
      scope: 'snsapi_login',
      unionid: grant.identity,
    });
  })
  .get('/sns/userinfo', (c) => {
    const q = c.req.query();
    const grant = tokenGrant(c, 'wx', q.access_token);
    if (!grant) return wxJson(c, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' });
    const openid = wxOpenid(grant.appid, grant.identity);
    if (q.openid !== openid) return wxJson(c, { errcode: 40003, errmsg: 'invalid openid' });
    return wxJson(c, {
      openid,
      nickname: grant.nickname,
      sex: 0,
      province: '',
      city: '',
      country: 'CN',
      headimgurl: '',
      privilege: [],
      unionid: grant.identity,
    });
  });

/** QQ answers form-encoded or JSONP unless asked for fmt=json. */
function qqAnswer(c: Context<AppEnv>, body: Record<string, string | number>, style: 'form' | 'jsonp') {
  if (c.req.query('fmt') === 'json') return c.json(body);
  if (style === 'jsonp' || 'error' in body) return c.text(`callback( ${JSON.stringify(body)} );\n`);
  return c.text(new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString());
}

const qqError = (code: number, description: string) => ({ error: code, error_description: description });

const qq = new Hono<AppEnv>()
  .get('/oauth2.0/authorize', (c) => {
    const problem = pageProblem(c, 'qq');
    if (problem) return c.html(messagePage(false, '参数错误', problem), 400);
    const identity = c.req.query('identity') ?? '';
    return c.html(qqAuthorizePage({ identity: IDENTITY_RE.test(identity) ? identity : '' }));
  })
  .post('/oauth2.0/authorize', (c) => decide(c, 'qq'))
  .get('/oauth2.0/token', (c) => {
    const q = c.req.query();
    const app = SIM_APPS.qq;
    if (q.grant_type !== 'authorization_code')
      return qqAnswer(c, qqError(100005, 'param grant_type is wrong'), 'form');
    if (q.client_id !== app.appid) return qqAnswer(c, qqError(100008, 'client id is illegal'), 'form');
    if (q.client_secret !== app.secret)
      return qqAnswer(c, qqError(100009, 'client secret is illegal'), 'form');
    const pending = codes.get(q.code ?? '');
    if (pending && pending.redirectUri !== q.redirect_uri)
      return qqAnswer(c, qqError(100010, 'redirect uri is illegal'), 'form');
    const grant = redeem(c, 'qq', q.code ?? '');
    if (grant === 'invalid') return qqAnswer(c, qqError(100019, 'code to access token error'), 'form');
    if (grant === 'used') return qqAnswer(c, qqError(100020, 'code is reused error'), 'form');
    const accessToken = randomId(32).toUpperCase();
    tokens.set(accessToken, grant);
    return qqAnswer(
      c,
      { access_token: accessToken, expires_in: TOKEN_TTL_S.qq, refresh_token: randomId(32).toUpperCase() },
      'form',
    );
  })
  .get('/oauth2.0/me', (c) => {
    const grant = tokenGrant(c, 'qq', c.req.query('access_token'));
    if (!grant) return qqAnswer(c, qqError(100016, 'access token check failed'), 'jsonp');
    const body: Record<string, string> = { client_id: grant.appid, openid: grant.identity };
    if (c.req.query('unionid') === '1') body.unionid = qqUnionid(grant.identity);
    return qqAnswer(c, body, 'jsonp');
  })
  .get('/user/get_user_info', (c) => {
    const q = c.req.query();
    const grant = tokenGrant(c, 'qq', q.access_token);
    if (!grant) return c.json({ ret: 100013, msg: 'access token is illegal' });
    if (q.oauth_consumer_key !== grant.appid || q.openid !== grant.identity)
      return c.json({ ret: -1, msg: "client request's parameters are invalid, invalid openid" });
    return c.json({
      ret: 0,
      msg: '',
      nickname: grant.nickname,
      gender: '男',
      figureurl: '',
      figureurl_1: '',
      figureurl_2: '',
      figureurl_qq_1: '',
      figureurl_qq_2: '',
    });
  });

export const simOAuth = new Hono<AppEnv>().route('/wx', wx).route('/qq', qq);
