/**
 * Trade figures as the pages show them: the calls answer whole 美元 / 元; pages show 万美元 / 万元 with one decimal,
 * and 亿 from 1e8. (One copy for every trade page: the lead keeps one at merge.)
 */
import type { TradeCurrency } from './validators.ts';

const WAN = 1e4;
const YI = 1e8;
const CURRENCY_WORD = { usd: '美元', rmb: '元' } as const;

/** '万美元' | '万元': the unit of formatTradeValue below 1e8. */
export const tradeValueUnit = (currency: TradeCurrency): string => `万${CURRENCY_WORD[currency]}`;

const grouped = (n: number, digits: number) =>
  n.toLocaleString('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** 1234567 usd → '123.5万美元'; 2.3e9 → '23.0亿美元'; null → '—'. */
export function formatTradeValue(value: number | null, currency: TradeCurrency): string {
  if (value == null) return '—';
  if (Math.abs(value) >= YI) return `${grouped(value / YI, 1)}亿${CURRENCY_WORD[currency]}`;
  return `${grouped(value / WAN, 1)}${tradeValueUnit(currency)}`;
}

/** 8000 千克 → '8,000千克'; 123456 → '12.3万千克'; 亿 from 1e8. */
export function formatTradeQuantity(q: number | null, unit: string | null): string {
  if (q == null) return '—';
  if (Math.abs(q) >= YI) return `${grouped(q / YI, 1)}亿${unit ?? ''}`;
  if (Math.abs(q) >= WAN) return `${grouped(q / WAN, 1)}万${unit ?? ''}`;
  return `${grouped(q, Number.isInteger(q) ? 0 : 1)}${unit ?? ''}`;
}

/** 12.34 → '12.3%'; null → '—'. */
export const formatShare = (pct: number | null): string => (pct == null ? '—' : `${pct.toFixed(1)}%`);

/** A value per unit of quantity: '1,234.56美元/千克'. */
export function formatUnitValue(v: number | null, currency: TradeCurrency, unit: string | null): string {
  if (v == null) return '—';
  return `${grouped(v, 2)}${CURRENCY_WORD[currency]}${unit ? `/${unit}` : ''}`;
}
