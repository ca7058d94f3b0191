/** Time and money as the channels write them: China time (UTC+8, no daylight saving) and yuan with two decimals. */

const CHINA_OFFSET_MS = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

function chinaParts(d: Date) {
  const t = new Date(d.getTime() + CHINA_OFFSET_MS);
  const date = `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
  const time = `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
  return { date, time };
}

/** WeChat Pay v3: RFC 3339 with the +08:00 offset, e.g. 2026-11-21T16:30:00+08:00. */
export function rfc3339China(d: Date): string {
  const { date, time } = chinaParts(d);
  return `${date}T${time}+08:00`;
}

/** Alipay: "yyyy-MM-dd HH:mm:ss" in China time. */
export function alipayTime(d: Date): string {
  const { date, time } = chinaParts(d);
  return `${date} ${time}`;
}

/** Parse Alipay's "yyyy-MM-dd HH:mm:ss" (China time); null when malformed. */
export function parseAlipayTime(s: string | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(s ?? '');
  if (!m) return null;
  const [, y, mo, d, h, mi, se] = m.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, se!) - CHINA_OFFSET_MS);
}

/** Fen to Alipay's total_amount text ("268.00"). */
export const yuanText = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Alipay's total_amount text to fen, exactly (no floating point); null when not a money amount. */
export function fenOf(text: string | undefined): number | null {
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
