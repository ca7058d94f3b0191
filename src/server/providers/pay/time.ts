/** Time as the channels write it: China time (UTC+8, no daylight saving). Money text is src/lib/commerce/price.ts. */
import { CHINA_OFFSET_MS, chinaStamp } from '#lib/chinaTime.ts';

/** WeChat Pay v3: RFC 3339 with the +08:00 offset, e.g. 2026-11-21T16:30:00+08:00. */
export const rfc3339China = (d: Date): string => `${chinaStamp(d)}+08:00`;

/** Alipay: "yyyy-MM-dd HH:mm:ss" in China time. */
export const alipayTime = (d: Date): string => chinaStamp(d).replace('T', ' ');

/** Parse Alipay's "yyyy-MM-dd HH:mm:ss" (China time); null when malformed. */
export function parseAlipayTime(s: string | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(s ?? '');
  if (!m) return null;
  const [, y, mo, d, h, mi, se] = m.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, se!) - CHINA_OFFSET_MS);
}
