import { describe, expect, it, vi } from 'vitest';
import { hasTokenCookie } from '#lib/stores/tokenCookie.ts';
import { setToken, tokenCookieOptions } from '#lib/stores/auth.ts';

describe('hasTokenCookie (members hydrate the header at idle)', () => {
  it('finds the token cookie among others', () => {
    expect(hasTokenCookie('a=1; token=abc; b=2')).toBe(true);
    expect(hasTokenCookie('token=abc')).toBe(true);
  });
  it('is not fooled by a cookie whose name ends or starts like it', () => {
    expect(hasTokenCookie('')).toBe(false);
    expect(hasTokenCookie('csrftoken=1; tokens=2')).toBe(false);
  });
});

describe('the token cookie the client writes (issue 11: never sent in clear over https)', () => {
  /** What js-cookie writes to document.cookie when a page on `protocol` signs in. */
  function written(protocol: string, remember: boolean): string {
    const writes: string[] = [];
    vi.stubGlobal('location', { protocol });
    vi.stubGlobal('document', {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    });
    try {
      setToken('t'.repeat(40), remember);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(writes).toHaveLength(1);
    return writes[0]!;
  }

  it('is Secure on a page served over https, with SameSite=Lax', () => {
    for (const remember of [false, true]) {
      const cookie = written('https:', remember);
      expect(cookie).toMatch(/^token=t{40};/);
      expect(cookie).toMatch(/; Secure(;|$)/i);
      expect(cookie).toMatch(/; SameSite=lax(;|$)/i);
    }
  });
  it('is not Secure over plain http (a development machine), still SameSite=Lax', () => {
    const cookie = written('http:', false);
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).toMatch(/; SameSite=lax(;|$)/i);
  });
  it('lasts 7 days with remember-me and the browser session without', async () => {
    expect(tokenCookieOptions(true, 'https:')).toEqual({ sameSite: 'lax', secure: true, expires: 7 });
    expect(tokenCookieOptions(false, 'http:')).toEqual({ sameSite: 'lax', secure: false });
  });
});
