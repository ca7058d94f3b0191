/**
 * ECharts as the islands load it: the core with only the charts and components the portal draws (lines, the food
 * page's donut; the maps (world, China) in ./echartsMap.ts, loaded with their geometry; register a chart type here when a
 * page draws one), the canvas renderer (thousands of points over three years and several
 * markets stay smooth, and the PNG download is the canvas itself), the site's theme. Imported only dynamically by
 * Chart.tsx, so it is a chunk of its own that no page loads up front.
 */
import { getMap, init, registerTheme, use as registerParts } from 'echarts/core';
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

registerParts([
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

/** The maps an option draws: the registered names of its series of type 'map'. */
const mapsOf = (option: Record<string, unknown>): string[] =>
  Array.isArray(option.series)
    ? option.series
        .filter((s: { type?: string; map?: unknown }) => s?.type === 'map' && typeof s.map === 'string')
        .map((s: { map: string }) => s.map)
    : [];

/**
 * Registers what an option's maps need before it is set: the map chart and the visualMap come in a chunk of their own
 * (./echartsMap.ts), each map's GeoJSON (the world, the China national map, a province's) in one more, fetched only when
 * that map is drawn: pages with other charts never load them. Null when every map is already there (set at once).
 */
export function prepareMaps(option: Record<string, unknown>): Promise<void> | null {
  const missing = mapsOf(option).filter((name) => !getMap(name));
  if (missing.length === 0) return null;
  return import('./echartsMap.ts')
    .then(({ loadMap }) => Promise.all(missing.map(loadMap)))
    .then(() => undefined);
}

/** Only what the wrapper calls: a namespace re-export would keep all of echarts/core in the chunk. */
export const echarts = { init };
export { CHART_THEME_NAME };
