/** Periods of the indicator store: 'YYYY' (year), 'YYYYQn' (quarter), 'YYYY-MM' (month); text sorts in time order. */

export const FREQUENCIES = ['year', 'quarter', 'month'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const FREQUENCY_LABEL: Record<Frequency, string> = { year: '年度', quarter: '季度', month: '月度' };

const PATTERN: Record<Frequency, RegExp> = {
  year: /^(\d{4})$/,
  quarter: /^(\d{4})Q([1-4])$/,
  month: /^(\d{4})-(0[1-9]|1[0-2])$/,
};

/** The frequency a period is written in, or null when it is none of the three forms (or before 1949, after 2100). */
export function frequencyOf(period: string): Frequency | null {
  for (const f of FREQUENCIES) {
    const m = PATTERN[f].exec(period);
    if (m && Number(m[1]) >= 1949 && Number(m[1]) <= 2100) return f;
  }
  return null;
}

/** A period as a count of its units since year 0 (for ranges and lengths). */
function ordinal(period: string, f: Frequency): number {
  const year = Number(period.slice(0, 4));
  if (f === 'year') return year;
  if (f === 'quarter') return year * 4 + Number(period.slice(5)) - 1;
  return year * 12 + Number(period.slice(5)) - 1;
}

function fromOrdinal(n: number, f: Frequency): string {
  if (f === 'year') return String(n);
  if (f === 'quarter') return `${Math.floor(n / 4)}Q${(n % 4) + 1}`;
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
}

/** How many periods from `from` to `to` inclusive (0 when `to` is before `from`). */
export const periodCount = (from: string, to: string, f: Frequency): number =>
  Math.max(0, ordinal(to, f) - ordinal(from, f) + 1);

/** Every period from `from` to `to` inclusive, in time order. */
export function periodsBetween(from: string, to: string, f: Frequency): string[] {
  const out: string[] = [];
  for (let n = ordinal(from, f); n <= ordinal(to, f); n++) out.push(fromOrdinal(n, f));
  return out;
}
