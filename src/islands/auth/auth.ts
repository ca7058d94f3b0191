/** Pure logic of the login modal (spec §4, §5, §9): field rules, the third-party state, poll codes, sizes. */
import type { Rules } from '#lib/form.ts';
import { MSG } from '#lib/shared/messages.ts';
import { isMobile } from '#lib/shared/mobile.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';

export const MODAL_SIZE = { width: 480, height: 480, bindHeight: 550 } as const;

/** Bind without a token is taller: it has the extra "skip binding" action. */
export const modalHeight = (view: string, hasToken: boolean): number =>
  view === 'bind' && !hasToken ? MODAL_SIZE.bindHeight : MODAL_SIZE.height;

export interface AuthValues extends Record<string, unknown> {
  username: string;
  password: string;
  imgCode: string;
  code: string;
  remember: boolean;
  /** 我已阅读并同意《用户协议》《隐私政策》: unchecked until the member ticks it (issue 30). */
  agree: boolean;
}

export const EMPTY_VALUES: AuthValues = {
  username: '',
  password: '',
  imgCode: '',
  code: '',
  remember: false,
  agree: false,
};

const both = ['blur', 'change'] as const;
const mobileRule = [
  { required: true, message: MSG.mobileInvalid, trigger: [...both] },
  { message: MSG.mobileInvalid, trigger: [...both], validator: (v: unknown) => isMobile(String(v)) },
];
const passwordRule = [{ required: true, message: ACCOUNT_MSG.passwordRequired, trigger: [...both] }];
const codeRule = [{ required: true, message: ACCOUNT_MSG.smsCodeRequired, trigger: [...both] }];

/** Account login: username (mobile or account) and password. */
export const ACCOUNT_RULES: Rules<AuthValues> = {
  username: [{ required: true, message: ACCOUNT_MSG.usernameRequired, trigger: [...both] }],
  password: passwordRule,
};

/** Account login once the server asked for the image captcha; not checked on change, so a new captcha's cleared
 *  field shows no error until it is left or the form is sent. */
export const ACCOUNT_CAPTCHA_RULES: Rules<AuthValues> = {
  ...ACCOUNT_RULES,
  imgCode: [{ required: true, message: ACCOUNT_MSG.imgCodeInvalid, trigger: ['blur'] }],
};

/** Every view that may create an account needs the consent box ticked (the server refuses without it too). */
const agreeRule = [
  {
    message: ACCOUNT_MSG.consentRequired,
    trigger: ['change' as const],
    validator: (v: unknown) => v === true,
  },
];

/** Mobile quick login: mobile and SMS code; it registers a new mobile, so the consent box too. */
export const MOBILE_RULES: Rules<AuthValues> = { username: mobileRule, code: codeRule, agree: agreeRule };

/** Register, forgot and bind: mobile, SMS code, password. */
export const MOBILE_PASSWORD_RULES: Rules<AuthValues> = {
  username: mobileRule,
  code: codeRule,
  password: passwordRule,
};

/** Register: mobile, SMS code, password and the consent box. */
export const REGISTER_RULES: Rules<AuthValues> = { ...MOBILE_PASSWORD_RULES, agree: agreeRule };

/** Bind: the password is optional (an existing member keeps theirs); the consent box is not. */
export const BIND_RULES: Rules<AuthValues> = { username: mobileRule, code: codeRule, agree: agreeRule };

/** Sending an SMS code needs a valid mobile and a non-empty image captcha (spec §5). */
export const SMS_SEND_RULES: Rules<AuthValues> = {
  username: mobileRule,
  imgCode: [{ required: true, message: ACCOUNT_MSG.imgCodeInvalid, trigger: [...both] }],
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random state string of 32 characters (spec §4, §9). */
export function randomState(
  length = 32,
  random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
) {
  return Array.from(random(length), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export type PollOutcome =
  | { kind: 'wait' }
  | { kind: 'signedIn'; token: string }
  | { kind: 'bind'; platform: string }
  | { kind: 'merge'; message: string }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

/** Poll codes of spec §4: 1 signed in, 2 bind mobile, 3 merge confirm, 4 done and reload, other non-zero: error. */
export function pollOutcome(res: { code: number; msg: string; data: unknown }, type: string): PollOutcome {
  const data = (res.data ?? {}) as { token?: string; platform?: string };
  switch (res.code) {
    case 0:
      return { kind: 'wait' };
    case 1:
      return data.token ? { kind: 'signedIn', token: data.token } : { kind: 'error', message: res.msg };
    case 2:
      return { kind: 'bind', platform: data.platform ?? type };
    case 3:
      return { kind: 'merge', message: res.msg };
    case 4:
      return { kind: 'done', message: res.msg };
    default:
      return { kind: 'error', message: res.msg || MSG.serverError };
  }
}
