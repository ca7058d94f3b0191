/** The words every application uses for generated figures (DemoBadge). */
export const FIGURES_MSG = {
  demo: '演示数据',
  demoNote: '演示数据：系统按规律生成的模拟数字，仅供体验，不是官方统计',
} as const;
