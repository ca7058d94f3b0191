/** The food detail's composition chart: a donut of the energy from protein, fat and carbohydrate (4/9/4 kcal per g). */
import { energyShares } from '#lib/food/format.ts';
import type { FoodDetail } from '#lib/food/types.ts';
import { CHART_PALETTE, CHART_TOKENS } from './theme.ts';

export function foodEnergyOption(food: Pick<FoodDetail, 'nutrients'>, staticRender = false) {
  const parts = energyShares(food);
  const percent = new Map(parts.map((p) => [p.name, p.percent]));
  return {
    color: [CHART_PALETTE[1], CHART_PALETTE[2], CHART_PALETTE[0]],
    tooltip: staticRender
      ? undefined
      : { trigger: 'item', valueFormatter: (v: number) => `${v.toFixed(0)} 千卡` },
    legend: { bottom: 0, icon: 'circle', textStyle: { color: CHART_TOKENS.ink700 } },
    series: [
      {
        type: 'pie',
        radius: ['38%', '60%'],
        center: ['50%', '44%'],
        avoidLabelOverlap: true,
        label: {
          formatter: (p: { name: string }) => `${p.name}\n${percent.get(p.name) ?? 0}%`,
          color: CHART_TOKENS.ink700,
        },
        data: parts.map((p) => ({ name: p.name, value: Math.round(p.kcal * 10) / 10 })),
      },
    ],
  };
}
