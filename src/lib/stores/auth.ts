/** Auth state (spec §3, §4): token, user, and what follows from them. */
import { atom, computed } from 'nanostores';
import Cookies from 'js-cookie';
import { TIMING } from '#lib/site.ts';
import { TOKEN_COOKIE } from './tokenCookie.ts';
import { askConsent } from './consent.ts';

export { TOKEN_COOKIE };

/** The fields of user_info the browser uses (spec §3); the accounts issue fills the rest. */
export interface UserInfo {
  uid: number;
  nickname: string;
  score: number;
  mobile?: string | null;
  vip_expire?: string | number | null;
  vegetable_expire?: string | number | null;
  [field: string]: unknown;
}

export const $token = atom<string | null>(null);

/**
 * What the page-start profile check found (spec §4): still checking, no token, signed in, a token the server
 * refused (expired: the 401 page), or no answer (network or server error; the token is kept).
 */
export type SessionState = 'unknown' | 'anonymous' | 'member' | 'expired' | 'error';
export const $session = atom<SessionState>('unknown');
export const $user = atom<UserInfo | null>(null);

/** Expiry later than now; accepts an ISO date or unix seconds. */
export function isActiveUntil(expire: string | number | null | undefined, now: number = Date.now()): boolean {
  if (expire === null || expire === undefined || expire === '') return false;
  const ms = typeof expire === 'number' ? expire * 1000 : Date.parse(expire);
  return Number.isFinite(ms) && ms > now;
}

export const $isLoggedIn = computed($token, (token) => Boolean(token));
export const $isVip = computed($user, (u) => isActiveUntil(u?.vip_expire));
export const $isVegetableVip = computed($user, (u) => isActiveUntil(u?.vegetable_expire));

export function readTokenCookie(): string | null {
  return Cookies.get(TOKEN_COOKIE) ?? null;
}

/**
 * The token cookie's attributes: `Secure` when the page came over https (never sent in clear), SameSite=Lax;
 * remember-me keeps it 7 days, else it lives for the session.
 */
export function tokenCookieOptions(remember: boolean, protocol: string): Cookies.CookieAttributes {
  return {
    sameSite: 'lax',
    secure: protocol === 'https:',
    ...(remember ? { expires: TIMING.rememberMeS / 86_400 } : {}),
  };
}

/** Store the token (spec §4: the client keeps it and sends it as the `token` header). */
export function setToken(token: string, remember: boolean): void {
  Cookies.set(TOKEN_COOKIE, token, tokenCookieOptions(remember, location.protocol));
  $token.set(token);
}

export function setUser(user: UserInfo | null): void {
  $user.set(user);
  if (user) $session.set('member');
  // getProfile says whether newer legal documents wait for the member's consent (issue 30).
  if (user?.consent_due === true) askConsent();
}

/** Clear token, user data and the token cookie. */
export function clearAuth(): void {
  Cookies.remove(TOKEN_COOKIE);
  $token.set(null);
  $user.set(null);
  $session.set('anonymous');
}
