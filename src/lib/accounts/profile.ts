/** Profile rules shared by the profile form and the server (no zod here, so islands stay light). */
import { ACCOUNT_MSG } from './messages.ts';

export const PROFILE_LIMITS = { nicknameMin: 2, nicknameMax: 20, entity: 100 } as const;

/** Earliest birthday accepted (ISO date). */
export const BIRTHDAY_MIN = '1900-01-01';

/** users.sex: 0 not given, 1 male, 2 female. */
export const SEX_OPTIONS = [
  { value: 0, label: '保密' },
  { value: 1, label: '男' },
  { value: 2, label: '女' },
] as const;

export type Sex = (typeof SEX_OPTIONS)[number]['value'];

export const isSex = (v: unknown): v is Sex => v === 0 || v === 1 || v === 2;

export const sexLabel = (v: unknown): string => SEX_OPTIONS.find((o) => o.value === v)?.label ?? '保密';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day in YYYY-MM-DD (rejects 2023-02-30). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Why a birthday is refused, or null: a real date, from 1900 on, not after today. */
export function birthdayProblem(value: string, today: string): string | null {
  if (!isIsoDate(value)) return ACCOUNT_MSG.birthdayInvalid;
  if (value < BIRTHDAY_MIN) return ACCOUNT_MSG.birthdayTooEarly;
  if (value > today) return ACCOUNT_MSG.birthdayFuture;
  return null;
}

export const nicknameOk = (value: string): boolean => {
  const n = [...value.trim()].length;
  return n >= PROFILE_LIMITS.nicknameMin && n <= PROFILE_LIMITS.nicknameMax;
};

/** 13800000002 → 138****0002; the page never shows a full number. */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  if (mobile.length < 7) return mobile.replace(/.(?=.{2})/g, '*');
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}
