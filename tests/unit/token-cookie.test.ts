import { describe, expect, it } from 'vitest';
import { hasTokenCookie } from '#lib/stores/tokenCookie.ts';

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
