/**
 * Who a token signs in, kept a moment per process: every signed-in call starts with that lookup, and through the
 * embedded database's one worker it bounded them all (~900 a second). Any call that may write (all but the reads
 * listed in MEMBER_READS and the public reads) empties it when it ends, so this process sees its own writes at
 * once; another process's writes (and `npm run user:role`) show within `ttlMs`.
 */
import type { MedalItem } from '#lib/accounts/medals.ts';
import type { UserRow } from '#server/services/accounts/session.ts';

export interface Member {
  user: UserRow;
  /** Known once getProfile has read them. */
  medals?: MedalItem[];
  /** Whether newer legal documents wait for the member's consent, known once a call has asked (issue 30). */
  consentDue?: boolean;
}

export interface MemberCache {
  get(token: string, now: Date): Member | undefined;
  /** Keeps what a lookup found, unless a write emptied the cache since `since` (the lookup may have read old rows). */
  put(token: string, member: Member, sessionEnds: Date, now: Date, since: number): void;
  /** The write count a lookup starts from. */
  epoch(): number;
  /** A write may have changed any member or session. */
  clear(): void;
  /** Lookups answered from here and not (the metrics). */
  counters(): { hits: number; misses: number };
}

interface Kept extends Member {
  until: number;
}

export function createMemberCache(opts: { ttlMs?: number; max?: number } = {}): MemberCache {
  const ttlMs = opts.ttlMs ?? 2_000;
  const max = opts.max ?? 20_000;
  const kept = new Map<string, Kept>();
  let writes = 0;
  const counted = { hits: 0, misses: 0 };
  return {
    get(token, now) {
      const k = kept.get(token);
      if (k && k.until <= now.getTime()) kept.delete(token);
      else if (k) {
        counted.hits++;
        return k;
      }
      counted.misses++;
      return undefined;
    },
    put(token, member, sessionEnds, now, since) {
      if (since !== writes) return;
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(token, { ...member, until: Math.min(now.getTime() + ttlMs, sessionEnds.getTime()) });
    },
    epoch: () => writes,
    clear() {
      writes++;
      kept.clear();
    },
    counters: () => ({ ...counted }),
  };
}

/** Calls that only read and are not public cached reads (cachedPublic marks those): they leave the cache as it is. */
export const MEMBER_READS: ReadonlySet<string> = new Set([
  '/api/health',
  '/api/user/getProfile',
  '/api/user/getScoreLists',
  '/api/user/getMyFavoriteList',
  '/api/order/getList',
  '/api/order/detail',
  '/api/order/getInvoiceRequestList',
  '/api/order/getInvoiceInfo',
  '/api/vegetable/downloadSeries',
  '/api/trade/download',
  '/api/vegetable/marketReportDetail',
  '/api/vegetable/getSupplyDemandList',
  '/api/vegetable/getSupplyDemandCityList',
  '/api/vegetable/getSupplyDemandNameList',
  '/api/vegetable/reporterMarket',
  '/api/base/actionLog',
  '/api/standard/getFollowChanges',
  // 数据检索: a member's recent and saved queries, and what they may still export today.
  '/api/industry/getRecentList',
  '/api/industry/getExportAllowance',
  // 我的百科: a member's own versions.
  '/api/baike/getMyBaike',
  '/api/baike/getMyBaikeVersion',
  // 导出我的数据 and 注销账号: the member's exports and pending request (the centre's banner asks on every page).
  '/api/user/getDataExports',
  '/api/user/getDeletion',
]);
