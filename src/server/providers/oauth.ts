/** WeChat Open Platform website login and QQ Connect: the real protocols, pointed at the simulator without credentials. */
import { OAUTH_MSG, PROVIDER_NAMES } from '#lib/accounts/messages.ts';
import type { Deps } from '#server/core/deps.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('oauth');

export type OAuthType = 'wx' | 'qq';
export const OAUTH_TYPES = ['wx', 'qq'] as const;

export const PROVIDER_NAME: Record<OAuthType, string> = PROVIDER_NAMES;

/** What sign-in keeps of a provider account: the identity (wx unionid, qq openid), nickname and avatar. */
export interface OAuthProfile {
  identity: string;
  nickname: string;
  avatar: string;
}

/** A provider refusal or outage, with the Chinese message the user sees. */
export class OAuthError extends Error {}

type Fetch = Deps['fetch'];

export interface ProviderConfig {
  type: OAuthType;
  appid: string;
  secret: string;
  /** Where the browser goes: open.weixin.qq.com / graph.qq.com, or the simulator. */
  webBase: string;
  /** Where the server exchanges the code: api.weixin.qq.com / graph.qq.com, or the simulator. */
  apiBase: string;
  simulator: boolean;
  fetch: Fetch;
}

export const REAL_BASES: Record<OAuthType, { web: string; api: string }> = {
  wx: { web: 'https://open.weixin.qq.com', api: 'https://api.weixin.qq.com' },
  qq: { web: 'https://graph.qq.com', api: 'https://graph.qq.com' },
};

/** The simulator's own app credentials; it refuses others, as the real providers do. */
export const SIM_APPS: Record<OAuthType, { appid: string; secret: string }> = {
  wx: { appid: 'wx5117e0c1a1b2c3d4', secret: 'sim-wx-secret-0123456789abcdef' },
  qq: { appid: '101000001', secret: 'sim-qq-appkey-0123456789abcdef' },
};

/** Our public origin: configured (env.ts derives it from HOST and PORT outside production), never a request's Host. */
export const publicOrigin = (env: Pick<Deps['env'], 'PUBLIC_URL'>): string =>
  env.PUBLIC_URL.replace(/\/+$/, '');

export const simBase = (origin: string, type: OAuthType) => `${origin}/api/sim/oauth/${type}`;
export const callbackUrl = (origin: string, type: OAuthType) => `${origin}/api/user/oauthCallback/${type}`;

/** Real credentials when both are configured, else the local simulator. */
export function providerConfig(
  type: OAuthType,
  deps: Pick<Deps, 'env' | 'fetch'>,
  origin: string,
): ProviderConfig {
  const { env } = deps;
  const [appid, secret] = type === 'wx' ? [env.WX_APPID, env.WX_SECRET] : [env.QQ_APPID, env.QQ_APPKEY];
  if (appid && secret) {
    const real = REAL_BASES[type];
    return { type, appid, secret, webBase: real.web, apiBase: real.api, simulator: false, fetch: deps.fetch };
  }
  const base = simBase(origin, type);
  return { type, ...SIM_APPS[type], webBase: base, apiBase: base, simulator: true, fetch: deps.fetch };
}

/** The embedded QR iframe of WeChat website login (what wxLogin.js builds, self_redirect inside the iframe). */
export function wxQrconnectUrl(cfg: ProviderConfig, redirectUri: string, state: string): string {
  const query = new URLSearchParams({
    appid: cfg.appid,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'snsapi_login',
    state,
    self_redirect: 'true',
    login_type: 'jssdk',
  });
  return `${cfg.webBase}/connect/qrconnect?${query}`;
}

/** QQ Connect's authorization page, opened in a popup. */
export function qqAuthorizeUrl(cfg: ProviderConfig, redirectUri: string, state: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: cfg.appid,
    redirect_uri: redirectUri,
    state,
    scope: 'get_user_info',
  });
  return `${cfg.webBase}/oauth2.0/authorize?${query}`;
}

/** GET a provider JSON answer (WeChat sends text/plain, QQ sometimes JSONP); outages become OAuthError. */
async function getJson(cfg: ProviderConfig, path: string, params: Record<string, string>) {
  const name = PROVIDER_NAME[cfg.type];
  let text: string;
  try {
    const res = await cfg.fetch(`${cfg.apiBase}${path}?${new URLSearchParams(params)}`, {
      signal: AbortSignal.timeout(8000),
    });
    text = await res.text();
  } catch (err) {
    log.error({ err, provider: cfg.type, path }, 'provider unreachable');
    throw new OAuthError(OAUTH_MSG.providerUnreachable(name));
  }
  try {
    const body: unknown = JSON.parse(text.replace(/^\s*callback\(\s*|\s*\);?\s*$/g, ''));
    if (body && typeof body === 'object') return body as Record<string, unknown>;
  } catch {
    // fall through
  }
  log.error({ provider: cfg.type, path, answer: text.slice(0, 200) }, 'provider answer not JSON');
  throw new OAuthError(OAUTH_MSG.providerBroken(name));
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

const WX_ERRORS: Record<number, string> = {
  40029: OAUTH_MSG.wxCodeInvalid,
  40163: OAUTH_MSG.wxCodeUsed,
  41008: OAUTH_MSG.wxCodeMissing,
  40013: OAUTH_MSG.wxAppIdInvalid,
  40125: OAUTH_MSG.wxSecretInvalid,
  42001: OAUTH_MSG.wxTokenExpired,
};

function wxCheck(body: Record<string, unknown>): void {
  const errcode = Number(body.errcode ?? 0);
  if (!errcode) return;
  log.error({ provider: 'wx', errcode, errmsg: str(body.errmsg) }, 'provider refused');
  throw new OAuthError(WX_ERRORS[errcode] ?? OAUTH_MSG.wxFailedCode(errcode));
}

/** WeChat: code → access_token (+openid, unionid) → userinfo. The identity is the unionid, else the openid. */
export async function wxProfile(cfg: ProviderConfig, code: string): Promise<OAuthProfile> {
  const token = await getJson(cfg, '/sns/oauth2/access_token', {
    appid: cfg.appid,
    secret: cfg.secret,
    code,
    grant_type: 'authorization_code',
  });
  wxCheck(token);
  const accessToken = str(token.access_token);
  const openid = str(token.openid);
  if (!accessToken || !openid) throw new OAuthError(OAUTH_MSG.wxFailed);
  const info = await getJson(cfg, '/sns/userinfo', { access_token: accessToken, openid });
  wxCheck(info);
  const identity = str(info.unionid) || str(token.unionid) || openid;
  return { identity, nickname: str(info.nickname), avatar: str(info.headimgurl) };
}

function qqCheck(body: Record<string, unknown>): void {
  if (body.error === undefined) return;
  log.error(
    { provider: 'qq', error: str(body.error), description: str(body.error_description) },
    'provider refused',
  );
  const code = Number(body.error);
  throw new OAuthError(
    code === 100019 || code === 100020 ? OAUTH_MSG.qqCodeInvalid : OAUTH_MSG.qqFailedCode(str(body.error)),
  );
}

/** QQ: code → access_token → me (openid, unionid) → get_user_info. The identity is the openid. */
export async function qqProfile(
  cfg: ProviderConfig,
  code: string,
  redirectUri: string,
): Promise<OAuthProfile> {
  const token = await getJson(cfg, '/oauth2.0/token', {
    grant_type: 'authorization_code',
    client_id: cfg.appid,
    client_secret: cfg.secret,
    code,
    redirect_uri: redirectUri,
    fmt: 'json',
  });
  qqCheck(token);
  const accessToken = str(token.access_token);
  if (!accessToken) throw new OAuthError(OAUTH_MSG.qqFailed);
  const me = await getJson(cfg, '/oauth2.0/me', { access_token: accessToken, unionid: '1', fmt: 'json' });
  qqCheck(me);
  const openid = str(me.openid);
  // A token issued to another app must not sign anyone in here.
  if (!openid || (me.client_id !== undefined && str(me.client_id) !== cfg.appid))
    throw new OAuthError(OAUTH_MSG.qqFailed);
  const info = await getJson(cfg, '/user/get_user_info', {
    access_token: accessToken,
    oauth_consumer_key: cfg.appid,
    openid,
  });
  if (Number(info.ret ?? 0) !== 0) {
    log.error({ provider: 'qq', ret: str(info.ret), errmsg: str(info.msg) }, 'get_user_info refused');
    throw new OAuthError(OAUTH_MSG.qqUserInfoFailed);
  }
  return { identity: openid, nickname: str(info.nickname), avatar: str(info.figureurl_qq_1) };
}

/** Code exchange for either provider. */
export const fetchProfile = (cfg: ProviderConfig, code: string, redirectUri: string) =>
  cfg.type === 'wx' ? wxProfile(cfg, code) : qqProfile(cfg, code, redirectUri);
