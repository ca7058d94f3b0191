/** The unified social credit code check (GB 32100-2015): 31-character set, weights 3^i mod 31, check character. */
import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_ALPHABET,
  CREDIT_CODE_WEIGHTS,
  creditCodeCheckChar,
  creditCodeProblem,
  isCreditCode,
} from '#lib/commerce/invoice.ts';

/** Check character by the standard's definition, written independently of the module. */
function referenceCheck(first17: string): string {
  const set = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += set.indexOf(first17[i]!) * (3 ** i % 31);
  const c = 31 - (sum % 31);
  return set[c === 31 ? 0 : c]!;
}

describe('unified social credit code', () => {
  it('uses the 31-character set without I, O, Z, S, V and the weights 3^i mod 31', () => {
    expect(CREDIT_CODE_ALPHABET).toHaveLength(31);
    for (const letter of 'IOZSV') expect(CREDIT_CODE_ALPHABET).not.toContain(letter);
    expect([...CREDIT_CODE_WEIGHTS]).toEqual(Array.from({ length: 17 }, (_, i) => 3 ** i % 31));
  });

  it('accepts codes in the real format whose check character is right', () => {
    // Real-format bodies (registration authority, type, division code, organisation code) completed by the reference.
    const bodies = [
      '91350100M000100Y4',
      '91440300715267263',
      '91110108551385082',
      '12100000400000398',
      '5211000050000001A',
    ];
    for (const body of bodies) {
      const code = body + referenceCheck(body);
      expect(isCreditCode(code), code).toBe(true);
      expect(creditCodeProblem(code)).toBeNull();
    }
    // Published codes of real companies.
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('9144030071526726XG')).toBe(true);
    expect(isCreditCode('91110108551385082Q')).toBe(true);
    // Lower case and surrounding spaces are typing, not a different code.
    expect(isCreditCode(' 9144030071526726xg ')).toBe(true);
  });

  it('computes check character 0 when the weighted sum is a multiple of 31', () => {
    // Find a body whose sum is divisible by 31 by varying the last character.
    let found = '';
    for (const ch of CREDIT_CODE_ALPHABET) {
      const body = `9111000010000795${ch}`;
      if (referenceCheck(body) === '0') found = body;
    }
    expect(found).not.toBe('');
    expect(creditCodeCheckChar(found)).toBe('0');
    expect(isCreditCode(`${found}0`)).toBe(true);
  });

  it('refuses a wrong check character', () => {
    const body = '91350100M000100Y4';
    const right = creditCodeCheckChar(body)!;
    for (const ch of CREDIT_CODE_ALPHABET) {
      if (ch === right) continue;
      expect(isCreditCode(body + ch)).toBe(false);
      expect(creditCodeProblem(body + ch)).toBe('check');
    }
  });

  it('refuses characters outside the set and wrong lengths', () => {
    // I, O, Z, S, V are not in the set even where the check would otherwise fit.
    for (const letter of 'IOZSV') {
      const code = `91350100${letter}000100Y43`;
      expect(isCreditCode(code)).toBe(false);
      expect(creditCodeProblem(code)).toBe('chars');
    }
    expect(creditCodeProblem('91350100M000100Y4-')).toBe('chars');
    expect(creditCodeProblem('91350100M00 100Y43')).toBe('chars');
    expect(creditCodeProblem('91350100M000100Y4')).toBe('length');
    expect(creditCodeProblem('91350100M000100Y433')).toBe('length');
    expect(creditCodeProblem('')).toBe('length');
    expect(creditCodeCheckChar('91350100I000100Y4')).toBeNull();
    expect(creditCodeCheckChar('short')).toBeNull();
  });
});
