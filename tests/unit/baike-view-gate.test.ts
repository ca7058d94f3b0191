/** The 农业百科 view gate holds a bounded day: when full it stops counting, and a new day starts empty. */
import { describe, expect, it } from 'vitest';
import { createBaikeViewGate } from '#server/services/baike/viewGate.ts';

const LIMITS = { viewsPerAddress: 200, viewsPerAddressEntry: 5, viewVisitorsHeld: 3, viewAddressesHeld: 2 };
const who = (address: string, agent = 'ua') => ({ address, agent });

describe('createBaikeViewGate', () => {
  it('counts no more visitor × entry pairs than it holds, nor more addresses', () => {
    const gate = createBaikeViewGate('secret-0123456789abcdef', LIMITS);
    const day = '2026-11-24';
    expect([1, 2, 3, 4].map((id) => gate.admit(who('192.0.2.1'), id, day))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // The second address is held, the third is not.
    const next = createBaikeViewGate('secret-0123456789abcdef', LIMITS);
    expect(['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((a) => next.admit(who(a), 1, day))).toEqual([
      true,
      true,
      false,
    ]);
    // A new day starts empty.
    expect(next.admit(who('192.0.2.3'), 1, '2026-11-25')).toBe(true);
    expect(next.admit(who('192.0.2.3'), 1, '2026-11-25')).toBe(false);
  });
});
