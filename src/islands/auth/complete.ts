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

/** Call a sign-in endpoint; on success run the sign-in sequence. False when refused (the client toasts why). */
export async function signInWith(
  path: string,
  payload: Record<string, unknown>,
  remember: boolean,
): Promise<boolean> {
  const res = await api.post<{ token: string }>(path, payload);
  if (!res.success) return false;
  await completeSignIn(res.data.token, remember, res.msg);
  return true;
}
