/** On page start, a token cookie leads to a profile fetch (spec §4); the outcome goes to $session. */
import { $session, $token, clearAuth, readTokenCookie, setUser, type UserInfo } from '#lib/stores/auth.ts';
import { CODE } from './envelope.ts';

export async function bootAuth(): Promise<void> {
  const token = readTokenCookie();
  if (!token) {
    $session.set('anonymous');
    return;
  }
  $token.set(token);
  // Loaded only for a token: a visitor's page never downloads the API client.
  const { api } = await import('./client.ts');
  const res = await api.post<UserInfo>('/api/user/getProfile', {}, { silent: true });
  if (res.success && res.data) {
    setUser(res.data);
    return;
  }
  if (res.code === CODE.unauthorized) {
    clearAuth();
    $session.set('expired');
    return;
  }
  $session.set('error');
}
