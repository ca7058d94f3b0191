/**
 * ECharts as the islands load it: the core with only the charts and components the portal draws (lines, the food page's donut; register a
 * chart type here when a page draws one), the canvas renderer (thousands of points over three years and several
 * markets stay smooth, and the PNG download is the canvas itself), the site's theme. Imported only dynamically by
 * Chart.tsx, so it is a chunk of its own that no page loads up front.
 */
import { init, registerTheme, use } from 'echarts/core';
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

/** Only what the wrapper calls: a namespace re-export would keep all of echarts/core in the chunk. */
export const echarts = { init };
export { CHART_THEME_NAME };
