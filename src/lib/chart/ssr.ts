/**
 * The first paint of a chart without JS: ECharts' server-side SVG rendering of the same option the island draws.
 * Build and server only (islands load ECharts through #islands/ui/chart/echarts.ts when the chart nears the viewport).
 */
import * as echarts from 'echarts/core';
import { LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { CHART_THEME_NAME, chartTheme } from './theme.ts';

echarts.use([LineChart, PieChart, GridComponent, LegendComponent, MarkLineComponent, SVGRenderer]);
echarts.registerTheme(CHART_THEME_NAME, chartTheme);

export interface SsrSize {
  width: number;
  height: number;
}

/** The option as an SVG string (no animation, no tooltip: a still picture the island replaces). */
export function renderChartSvg(option: Record<string, unknown>, size: SsrSize): string {
  const chart = echarts.init(null, CHART_THEME_NAME, { renderer: 'svg', ssr: true, ...size });
  try {
    chart.setOption({ ...option, animation: false });
    // Its only <style> is hover effects a still picture has no use for, and a runtime <style> breaks the CSP.
    return chart.renderToSVGString().replace(/<style[\s\S]*?<\/style>/g, '');
  } finally {
    chart.dispose();
  }
}
