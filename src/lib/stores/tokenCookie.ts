/** The session cookie's name, and whether a cookie string holds it (read before any store or library loads). */
export const TOKEN_COOKIE = 'token';

export function hasTokenCookie(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${TOKEN_COOKIE}=`));
}
