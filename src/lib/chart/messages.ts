/** Every Chinese text of the chart module. */
export const CHART_MSG = {
  loading: '图表加载中…',
  empty: '暂无数据',
  error: '图表加载失败，请刷新页面重试',
  retry: '重试',
  download: '下载图片',
} as const;
