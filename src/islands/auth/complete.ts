/** What follows a successful sign-in (spec §4): message, 1 s, token and cookie, profile, callback, close. */
import { api } from '#lib/client.ts';
import { TIMING } from '#lib/site.ts';
import { setToken, setUser, type UserInfo } from '#lib/stores/auth.ts';
import { $loginIntent, clearLoginIntent } from '#lib/stores/loginIntent.ts';
import { toast } from '#lib/stores/toast.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function completeSignIn(token: string, remember: boolean, message: string): Promise<void> {
  toast.success(message);
  await wait(TIMING.successDelayMs);
  setToken(token, remember);
  const profile = await api.post<UserInfo>('/api/user/getProfile', {}, { silent: true });
  if (profile.success) setUser(profile.data);
  const { callback, params } = $loginIntent.get();
  clearLoginIntent();
  callback?.(params);
}

export { wait };

/**
 * Call a sign-in endpoint; on success run the sign-in sequence. False when refused (the client toasts why, and
 * `onRefused` gets the refusal's data, e.g. the password sign-in's captcha request).
 */
export async function signInWith(
  path: string,
  payload: Record<string, unknown>,
  remember: boolean,
  onRefused?: (data: unknown) => void,
): Promise<boolean> {
  const res = await api.post<{ token: string }>(path, payload);
  if (!res.success) {
    onRefused?.(res.data);
    return false;
  }
  await completeSignIn(res.data.token, remember, res.msg);
  return true;
}
