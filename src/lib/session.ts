/** On page start, a token cookie leads to a profile fetch (spec §4); success stores token and user. */
import { api } from './client.ts';
import { $token, clearAuth, readTokenCookie, setUser, type UserInfo } from './stores/auth.ts';
import { CODE } from './envelope.ts';

export async function bootAuth(): Promise<void> {
  const token = readTokenCookie();
  if (!token) return;
  $token.set(token);
  const res = await api.post<UserInfo>('/api/user/getProfile', {}, { silent: true });
  if (res.success && res.data) {
    setUser(res.data);
    return;
  }
  if (res.code === CODE.unauthorized) clearAuth();
}
