/**
 * ECharts as the islands load it: the core with only the charts and components the portal draws (lines, the food
 * page's donut; the trade pages' world map in ./echartsMap.ts, loaded with its map; register a chart type here when a
 * page draws one), the canvas renderer (thousands of points over three years and several
 * markets stay smooth, and the PNG download is the canvas itself), the site's theme. Imported only dynamically by
 * Chart.tsx, so it is a chunk of its own that no page loads up front.
 */
import { getMap, init, registerTheme, use } from 'echarts/core';
import { LineChart, PieChart } from 'echarts/charts';
import {
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_THEME_NAME, chartTheme } from '#lib/chart/theme.ts';
import { WORLD_MAP } from '#lib/chart/worldMapOption.ts';

use([
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  MarkLineComponent,
  CanvasRenderer,
]);
registerTheme(CHART_THEME_NAME, chartTheme);

/** Whether the option draws the world map (a series of type 'map' on WORLD_MAP). */
const drawsWorld = (option: Record<string, unknown>): boolean =>
  Array.isArray(option.series) &&
  option.series.some((s: { type?: string; map?: string }) => s?.type === 'map' && s.map === WORLD_MAP);

/**
 * Registers what an option's map needs before it is set: the map chart, the visualMap and the world GeoJSON come in
 * one chunk of their own (./echartsMap.ts), fetched only when a map is drawn: pages with other charts never load it.
 */
export async function prepareMaps(option: Record<string, unknown>): Promise<void> {
  if (drawsWorld(option) && !getMap(WORLD_MAP)) await import('./echartsMap.ts');
}

/** Only what the wrapper calls: a namespace re-export would keep all of echarts/core in the chunk. */
export const echarts = { init };
export { CHART_THEME_NAME };
