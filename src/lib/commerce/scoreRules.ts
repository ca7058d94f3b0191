/** Score rules and plan editing as the browser and the server both read them (no zod here, islands stay light). */
import type { MedalSummary } from '#lib/accounts/medals.ts';
import type { PlanView } from './orders.ts';

/** How often a rule pays: once a China day, once per account, or per whole yuan paid. */
export const SCORE_PERIODS = ['daily', 'once', 'per_yuan'] as const;
export type ScorePeriod = (typeof SCORE_PERIODS)[number];

/** The rules the code grants (score_rules.key). */
export const SCORE_RULE_KEYS = ['signin', 'profile', 'bind_mobile', 'bind_wechat', 'purchase'] as const;
export type ScoreRuleKey = (typeof SCORE_RULE_KEYS)[number];

export const SCORE_PERIOD_LABEL: Record<ScorePeriod, string> = {
  daily: '每天一次',
  once: '每个账号一次',
  per_yuan: '按实付金额',
};

/** A rule as /api/user/score and the editors' list answer it. */
export interface ScoreRuleView {
  key: string;
  title: string;
  description: string;
  points: number;
  period: string;
  enabled: boolean;
}

/** Editors' bounds: points per occasion, and per yuan for purchases. */
export const SCORE_LIMITS = { points: 10_000, perYuan: 100 } as const;

/** "+5 / 天", "+50 一次", "每实付1元 +1": the 积分 column of /user/score. */
export function rulePointsText(rule: Pick<ScoreRuleView, 'points' | 'period'>): string {
  if (rule.period === 'per_yuan') return `每实付1元 +${rule.points}`;
  if (rule.period === 'daily') return `+${rule.points} / 天`;
  return `+${rule.points} 一次`;
}

/** Plan form bounds, shared by the editors' form and the server schema. */
export const PLAN_LIMITS = {
  name: 30,
  days: 3660,
  benefits: 12,
  benefit: 60,
  sort: 9999,
  /** Fen: ¥100,000.00 at most. */
  priceCents: 10_000_000,
} as const;

/** One benefit a line: blank lines and surrounding spaces dropped. */
export const benefitLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** A plan as the editors' screen lists it: what the VIP pages show, plus whether and where it is on sale. */
export interface AdminPlanView extends PlanView {
  active: boolean;
  sort: number;
  updated_at: string;
}

/** One change of a member's points as /api/user/getScoreLists answers it. */
export interface ScoreRecordItem {
  id: number;
  delta: number;
  balance: number;
  reason: string;
  created_at: string;
}

/** GET /api/user/score: the member's points, medals and how points are earned. */
export interface ScoreAnswer {
  score: number;
  exp: number;
  medal: MedalSummary;
  /** How points are earned, as the database holds them. */
  rules: ScoreRuleView[];
  checked_in_today: boolean;
}

/** POST /api/user/checkIn. */
export interface CheckInAnswer {
  points: number;
  balance: number;
  checked_in_today: boolean;
}
