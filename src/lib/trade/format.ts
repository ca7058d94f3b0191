/** Trade figures as the pages show them: whole 美元/元 from the API in 万 (亿 from 1e8), shares, quantities, unit values. */
import { TRADE_CURRENCY_UNIT } from './messages.ts';
import type { TradeCurrency } from './validators.ts';

const WAN = 1e4;
const YI = 1e8;

const grouped = (n: number, decimals: number) =>
  n.toLocaleString('zh-CN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** '万美元' | '万元': the unit of a column of values. */
export const tradeValueUnit = (currency: TradeCurrency): string => `万${TRADE_CURRENCY_UNIT[currency]}`;

/** A value in a column headed 万美元/万元 (never switched to 亿 inside one column): 12,345,678 → '1,234.6'. */
export const formatWan = (value: number | null): string => (value === null ? '—' : grouped(value / WAN, 1));

/** A value in 万 as a number, one decimal (charts and maps). */
export const toWan = (value: number | null): number | null =>
  value === null ? null : Math.round(value / (WAN / 10)) / 10;

/** 12,345,678 美元 → '1,234.6万美元'; 123,456,789 → '1.2亿美元'; null → '—'. */
export function formatTradeValue(value: number | null, currency: TradeCurrency): string {
  if (value === null) return '—';
  const unit = TRADE_CURRENCY_UNIT[currency];
  return Math.abs(value) >= YI ? `${grouped(value / YI, 1)}亿${unit}` : `${formatWan(value)}万${unit}`;
}

/** 8,000 千克 → '8,000千克'; 123,456 → '12.3万千克'; 亿 from 1e8; null or no unit (a code mixing units) → '—'. */
export function formatTradeQuantity(q: number | null, unit: string | null): string {
  if (q === null || !unit) return '—';
  if (Math.abs(q) >= YI) return `${grouped(q / YI, 1)}亿${unit}`;
  if (Math.abs(q) >= WAN) return `${grouped(q / WAN, 1)}万${unit}`;
  return `${grouped(q, Number.isInteger(q) ? 0 : 1)}${unit}`;
}

/** 12.34 → '12.3%'; null → '—'. */
export const formatShare = (pct: number | null): string => (pct === null ? '—' : `${pct.toFixed(1)}%`);

/** 3.456 美元 per 千克 → '3.46美元/千克'; null or no unit → '—'. */
export function formatUnitValue(v: number | null, currency: TradeCurrency, unit: string | null): string {
  if (v === null || !unit) return '—';
  return `${grouped(v, 2)}${TRADE_CURRENCY_UNIT[currency]}/${unit}`;
}

/** An HS code as people write it: 120190 → '1201.90', 1201 → '1201', 12 → '12'. */
export const formatHsCode = (code: string): string =>
  code.length === 6 ? `${code.slice(0, 4)}.${code.slice(4)}` : code;
