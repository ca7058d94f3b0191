/** How a medal reads: level numeral, hover title, and the look of each of its four levels. */
import type { MedalItem } from './types.ts';

export const MAX_MEDAL_LEVEL = 4;

const ROMAN = ['', 'I', 'II', 'III', 'IV'] as const;

/** 1–4 → I–IV; anything else (not earned) → ''. */
export const romanLevel = (grade: number): string =>
  Number.isInteger(grade) && grade >= 1 && grade <= MAX_MEDAL_LEVEL ? ROMAN[grade]! : '';

export const isMedalActive = (m: Pick<MedalItem, 'new_grade'>): boolean => m.new_grade > 0;

/** 积分达人 · II级, or 收藏家 · 未获得. */
export const medalTitle = (m: Pick<MedalItem, 'title' | 'new_grade'>): string =>
  isMedalActive(m)
    ? `${m.title} · ${romanLevel(Math.min(m.new_grade, MAX_MEDAL_LEVEL))}级`
    : `${m.title} · 未获得`;

/** Active looks deepen with the level; inactive is one grey look. */
export function medalLook(grade: number): string {
  if (grade >= 4) return 'bg-brand-700 text-white ring-gold-500';
  if (grade === 3) return 'bg-brand-600 text-white ring-brand-200';
  if (grade === 2) return 'bg-brand-100 text-brand-700 ring-brand-200';
  if (grade === 1) return 'bg-brand-50 text-brand-600 ring-brand-100';
  return 'bg-surface text-ink-500 ring-line grayscale';
}

/** The next threshold to reach, for the progress hint ("下一级：500"); null at the top level. */
export function nextThreshold(m: Pick<MedalItem, 'new_grade' | 'thresholds'>): number | null {
  if (m.new_grade >= MAX_MEDAL_LEVEL) return null;
  return m.thresholds[Math.max(0, m.new_grade)] ?? null;
}
