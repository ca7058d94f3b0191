/**
 * The charts' theme, from the site's palette (src/styles/global.css): brand green first, then restrained colours that
 * stay apart in print; rise red and fall green as in the tables (Chinese market convention).
 */

export const CHART_TOKENS = {
  brand: '#1b7a42',
  brandLight: '#aedcbc',
  band: 'rgba(46, 156, 90, 0.14)',
  ink900: '#1c2321',
  ink700: '#3d4744',
  ink500: '#5f6a66',
  ink300: '#b9c1be',
  line: '#e4e9e6',
  surface: '#f5f7f6',
  rise: '#c53030',
  fall: '#1b7a42',
  gold: '#8a5a0a',
} as const;

/** Series colours in order: brand green, then blue, gold, slate, plum, teal, brick, olive, rose, brown (ten lines). */
export const CHART_PALETTE = [
  CHART_TOKENS.brand,
  '#3b6fb6',
  CHART_TOKENS.gold,
  '#5b6770',
  '#8a4f9e',
  '#2a9d9b',
  '#b5562e',
  '#7a8a2e',
  '#c2417a',
  '#8c6a48',
] as const;

export const CHART_THEME_NAME = 'portal';

const FONT = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", sans-serif';

const axis = {
  axisLine: { show: true, lineStyle: { color: CHART_TOKENS.ink300 } },
  axisTick: { show: false },
  axisLabel: { color: CHART_TOKENS.ink500, fontSize: 11 },
  splitLine: { show: true, lineStyle: { color: CHART_TOKENS.line, type: 'dashed' } },
};

/** echarts.registerTheme(CHART_THEME_NAME, chartTheme) in the browser and on the server alike. */
export const chartTheme = {
  color: [...CHART_PALETTE],
  backgroundColor: 'transparent',
  textStyle: { fontFamily: FONT, color: CHART_TOKENS.ink700 },
  title: { textStyle: { color: CHART_TOKENS.ink900, fontSize: 14, fontWeight: 600 } },
  legend: { textStyle: { color: CHART_TOKENS.ink700, fontSize: 12 }, itemWidth: 16, itemHeight: 8 },
  tooltip: {
    backgroundColor: '#ffffff',
    borderColor: CHART_TOKENS.line,
    textStyle: { color: CHART_TOKENS.ink900, fontSize: 12 },
    axisPointer: { lineStyle: { color: CHART_TOKENS.ink300 }, crossStyle: { color: CHART_TOKENS.ink300 } },
  },
  categoryAxis: { ...axis, splitLine: { show: false } },
  valueAxis: { ...axis, axisLine: { show: false } },
  line: { symbol: 'none', smooth: false, lineStyle: { width: 2 } },
  bar: { itemStyle: { borderRadius: [2, 2, 0, 0] } },
  dataZoom: {
    borderColor: CHART_TOKENS.line,
    fillerColor: 'rgba(46, 156, 90, 0.12)',
    handleStyle: { color: '#ffffff', borderColor: CHART_TOKENS.brand },
    moveHandleStyle: { color: CHART_TOKENS.brandLight },
    dataBackground: { lineStyle: { color: CHART_TOKENS.ink300 }, areaStyle: { color: CHART_TOKENS.surface } },
    textStyle: { color: CHART_TOKENS.ink500 },
  },
  markLine: { lineStyle: { color: CHART_TOKENS.ink500, type: 'dashed' } },
};
