/** The class index chart of the list page: the build's SVG first, ECharts (tooltip, legend) once touched. */
import { useMemo, type ReactNode } from 'react';
import Chart from '#islands/ui/chart/Chart.tsx';
import { classIndexOption } from '#lib/chart/classIndexOption.ts';
import type { VegClassIndexChart } from '#lib/vegetable/types.ts';

/** `children`: the build's SVG of the chart (static HTML, not a prop). */
export default function ClassIndexChart({
  data,
  children,
}: {
  data: VegClassIndexChart;
  children?: ReactNode;
}) {
  const option = useMemo(() => classIndexOption(data), [data]);
  return (
    <Chart
      option={option}
      firstPaint={children}
      title="蔬菜价格指数走势（近52周）"
      height={340}
      empty={data.weeks.length === 0}
    />
  );
}
