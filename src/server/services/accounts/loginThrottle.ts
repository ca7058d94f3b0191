/**
 * Password sign-in failures (issue 11): past a few, the next attempt needs the image captcha instead of being
 * refused, so failures nobody can stop (random names from one address, wrong passwords for someone else's name)
 * never shut the right person out. Counted per name (known or not, so no answer tells whether it exists) and per
 * address; only a name with many failures past the captcha pauses its password sign-in, never its SMS sign-in.
 */
import type { Db } from '#server/db/client.ts';
import { clear, hit, peek, type Limit } from '#server/services/security/rateLimit.ts';

export const LOGIN_THROTTLE = {
  /** Failed passwords or captchas from one address in 15 minutes before its sign-ins need the captcha. */
  perIp: { name: 'login:ip', max: 10, windowS: 900 },
  /** Failed passwords for one name in 15 minutes before its sign-ins need the captcha, from every address. */
  perName: { name: 'login:name', max: 5, windowS: 900 },
  /** Failed passwords for one name in the same 15 minutes (15 of them past a solved captcha) before its password
   *  sign-in pauses for the rest of the window; SMS sign-in and password reset still work and clear the count. */
  nameLockAt: 20,
} as const satisfies { perIp: Limit; perName: Limit; nameLockAt: number };

/** What the next password attempt for this name from this address must bring. */
export type LoginGate = 'open' | 'captcha' | 'locked';

export interface LoginAttempt {
  ip: string;
  /** The sign-in name as typed (mobile or account); counted case-insensitively. */
  name: string;
}

const nameKey = (name: string) => name.trim().toLowerCase();

const gateOf = (ipFailures: number, nameFailures: number): LoginGate => {
  if (nameFailures >= LOGIN_THROTTLE.nameLockAt) return 'locked';
  if (nameFailures >= LOGIN_THROTTLE.perName.max || ipFailures >= LOGIN_THROTTLE.perIp.max) return 'captcha';
  return 'open';
};

export async function loginGate(db: Db, who: LoginAttempt, now: Date): Promise<LoginGate> {
  const [ip, name] = await Promise.all([
    peek(db, LOGIN_THROTTLE.perIp, who.ip, now),
    peek(db, LOGIN_THROTTLE.perName, nameKey(who.name), now),
  ]);
  return gateOf(ip, name);
}

/** A wrong password: counts for the address and the name; answers the gate of the next attempt. */
export async function failedPassword(db: Db, who: LoginAttempt, now: Date): Promise<LoginGate> {
  const ip = await hit(db, LOGIN_THROTTLE.perIp, who.ip, now);
  const name = await hit(db, LOGIN_THROTTLE.perName, nameKey(who.name), now);
  return gateOf(ip.count, name.count);
}

/** A wrong captcha counts for the address only: anyone can send one, so it must not bring a name nearer its lock. */
export async function failedCaptcha(db: Db, who: LoginAttempt, now: Date): Promise<void> {
  await hit(db, LOGIN_THROTTLE.perIp, who.ip, now);
}

/** The member proved themselves (password, SMS code, reset): forget the failures of every name they sign in with. */
export async function clearLoginFailures(
  db: Db,
  user: { mobile: string | null; account: string | null },
): Promise<void> {
  for (const name of [user.mobile, user.account]) {
    if (name) await clear(db, LOGIN_THROTTLE.perName, nameKey(name));
  }
}
