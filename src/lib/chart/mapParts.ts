/** What the world and China maps share: the greens, the value scale, the tooltip's text (escaped: names are data). */
import { esc } from '#lib/shared/html.ts';
import { CHART_TOKENS } from './theme.ts';

/** The maps' scale from no trade to the most: pale to the brand green. */
export const MAP_GREENS = ['#e6f4ea', CHART_TOKENS.brandLight, '#5fb77d', CHART_TOKENS.brand] as const;

/** The highlighted region's outline (a partner's own page, the chosen province). */
export const MAP_OUTLINE = { borderColor: CHART_TOKENS.gold, borderWidth: 2.5 };

/** A region's tooltip: its name, then its value with the unit, or — when it has none. */
export function mapTooltipHtml(
  name: string,
  value: number | null | undefined,
  unit: string,
  decimals: number,
): string {
  const text = typeof value === 'number' ? `${value.toFixed(decimals)} ${esc(unit)}` : '—';
  return `<div style="font-weight:600">${esc(name)}</div><div>${text}</div>`;
}

/** The continuous scale beside a map, 0 to the largest value (hidden for one region alone: nothing to compare). */
export const mapScale = (max: number, unit: string, show: boolean) => ({
  type: 'continuous',
  show,
  min: 0,
  max: max || 1,
  left: 8,
  bottom: 8,
  itemWidth: 10,
  itemHeight: 90,
  // Both ends say their figure: the darkest green is `max`, not just "the unit".
  text: [`${Number((max || 0).toFixed(1)).toLocaleString('zh-CN')} ${unit}`, '0'],
  textStyle: { color: CHART_TOKENS.ink500, fontSize: 11 },
  inRange: { color: [...MAP_GREENS] },
  calculable: false,
});
