/**
 * Which answers of getBaikeHub are page views of 农业百科 (热门词条 ranks them): one per visitor per entry per China
 * day, and at most BAIKE_LIMITS.viewsPerAddress a day from one client address (viewsPerAddressEntry to one entry), so
 * one caller cannot move the ranking. The visitor is an HMAC, keyed with the server's secret and a salt drawn afresh
 * each day, of the address and user agent; the address is held only as such a hash, and the salt never leaves memory,
 * so yesterday's hashes cannot be tied to anyone.
 *
 * Held in memory, per process, bounded: once a day's holders are full, further views go uncounted (the counts can only
 * fall short, never be inflated). Not in the database: a view would then cost a write on every first visit, and
 * processes that disagree only let one caller count once per process (a few), not once per call.
 */
import { randomBytes } from 'node:crypto';
import { BAIKE_LIMITS } from '#lib/baike/limits.ts';
import { keyedHash } from '#server/services/security/secrets.ts';

/** Who is viewing: the client's address (http/input.ts clientIp, never a raw header) and its user agent. */
export interface Viewer {
  address: string;
  agent: string;
}

type Limits = Record<
  'viewsPerAddress' | 'viewsPerAddressEntry' | 'viewVisitorsHeld' | 'viewAddressesHeld',
  number
>;

/** A day's holders: the visitor × entry pairs counted, and per address hash its views in all and per entry. */
interface Day {
  day: string;
  salt: string;
  counted: Set<string>;
  addresses: Map<string, { views: number; entries: Map<number, number> }>;
}

const newDay = (day: string): Day => ({
  day,
  salt: randomBytes(32).toString('base64url'),
  counted: new Set(),
  addresses: new Map(),
});

export function createBaikeViewGate(secret: string, limits: Limits = BAIKE_LIMITS) {
  let today = newDay('');
  // 128 bits of the HMAC: no two visitors of a day meet by chance, at half the memory.
  const hash = (kind: string, ...parts: string[]) =>
    keyedHash(secret, [today.salt, kind, ...parts].join('\n')).slice(0, 32);

  return {
    /** Whether this answer counts as a view of `entryId` on `day` (a China date); counting it if so. */
    admit(viewer: Viewer, entryId: number, day: string): boolean {
      if (day !== today.day) today = newDay(day);
      const pair = `${hash('visitor', viewer.address, viewer.agent)}:${entryId}`;
      if (today.counted.has(pair)) return false;
      const address = hash('address', viewer.address);
      let seen = today.addresses.get(address);
      if (!seen) {
        if (today.addresses.size >= limits.viewAddressesHeld) return false;
        seen = { views: 0, entries: new Map() };
        today.addresses.set(address, seen);
      }
      const ofEntry = seen.entries.get(entryId) ?? 0;
      if (seen.views >= limits.viewsPerAddress || ofEntry >= limits.viewsPerAddressEntry) return false;
      if (today.counted.size >= limits.viewVisitorsHeld) return false;
      today.counted.add(pair);
      seen.views++;
      seen.entries.set(entryId, ofEntry + 1);
      return true;
    },
  };
}

export type BaikeViewGate = ReturnType<typeof createBaikeViewGate>;
