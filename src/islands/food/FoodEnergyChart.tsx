/** The composition chart of a food: the build's SVG first, ECharts (tooltip) once touched. */
import { useMemo, type ReactNode } from 'react';
import Chart from '#islands/ui/chart/Chart.tsx';
import { foodEnergyOption } from '#lib/chart/foodEnergyOption.ts';
import { energyShares } from '#lib/food/format.ts';
import type { NutrientValues } from '#lib/food/nutrients.ts';

/** `children`: the build's SVG of the chart (static HTML, not a prop). */
export default function FoodEnergyChart({
  nutrients,
  children,
}: {
  nutrients: Pick<NutrientValues, 'protein' | 'fat' | 'carbohydrate'>;
  children?: ReactNode;
}) {
  const food = useMemo(() => ({ nutrients: nutrients as NutrientValues }), [nutrients]);
  const option = useMemo(() => foodEnergyOption(food), [food]);
  return (
    <Chart
      option={option}
      firstPaint={children}
      title="能量来源构成"
      height={260}
      empty={energyShares(food).length === 0}
    />
  );
}
