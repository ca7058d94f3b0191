/** Logout (spec §2): tell the server, clear token, user and cookie, then reload, or go home from the profile page. */
import { api } from '#lib/client.ts';
import { clearAuth } from '#lib/stores/auth.ts';

/** The profile page sends the member home: nothing is left to show there. */
export const leavesForHome = (pathname: string): boolean => /^\/user\/profile(\.html)?\/?$/.test(pathname);

export async function logout(): Promise<void> {
  await api.post('/api/user/logout', {}, { silent: true });
  clearAuth();
  if (leavesForHome(location.pathname)) location.href = '/';
  else location.reload();
}
