/** Trade figures as the pages show them: whole 美元/元 scaled to 万 (亿 for totals), shares, quantities, unit values. */
import type { TradeCurrency } from './validators.ts';

const WAN = 1e4;
const YI = 1e8;
const UNIT = { usd: '美元', rmb: '元' } as const;

/** The unit of a value shown in 万: '万美元' | '万元'. */
export const tradeValueUnit = (currency: TradeCurrency): string => `万${UNIT[currency]}`;

const fixed1 = (n: number): string =>
  n.toLocaleString('zh-CN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 123456789 usd → '1.2亿美元'; 1234567 → '123.5万美元'; null → '—'. */
export function formatTradeValue(value: number | null, currency: TradeCurrency): string {
  if (value == null) return '—';
  if (Math.abs(value) >= YI) return `${fixed1(value / YI)}亿${UNIT[currency]}`;
  return `${fixed1(value / WAN)}${tradeValueUnit(currency)}`;
}

/** 12345678 千克 → '1,234.6万千克'; small amounts as they are; null → '—'. */
export function formatTradeQuantity(q: number | null, unit: string | null): string {
  if (q == null) return '—';
  const u = unit ?? '';
  if (Math.abs(q) >= YI) return `${fixed1(q / YI)}亿${u}`;
  if (Math.abs(q) >= WAN) return `${fixed1(q / WAN)}万${u}`;
  return `${q.toLocaleString('zh-CN', { maximumFractionDigits: 1 })}${u}`;
}

/** 12.34 → '12.3%'; null → '—'. */
export const formatShare = (pct: number | null): string => (pct == null ? '—' : `${pct.toFixed(1)}%`);

/** Value per unit of quantity: 3.456 usd, 千克 → '3.46美元/千克'; null → '—'. */
export function formatUnitValue(v: number | null, currency: TradeCurrency, unit: string | null): string {
  if (v == null) return '—';
  return `${v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${UNIT[currency]}${unit ? `/${unit}` : ''}`;
}
