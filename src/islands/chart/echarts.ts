/**
 * ECharts as the islands load it: the core with only the charts and components the portal draws, the canvas renderer
 * (thousands of points over three years and several markets stay smooth, and the PNG download is the canvas itself),
 * the site's theme. Imported only dynamically by Chart.tsx, so it is a chunk of its own that no page loads up front.
 */
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_THEME_NAME, chartTheme } from '#lib/chart/theme.ts';

echarts.use([
  LineChart,
  BarChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  DataZoomComponent,
  MarkLineComponent,
  CanvasRenderer,
]);
echarts.registerTheme(CHART_THEME_NAME, chartTheme);

export { echarts, CHART_THEME_NAME };
