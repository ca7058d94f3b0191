/** The query's chart through the one chart module: periods across, a line per indicator × region, capped with a note. */
import { retrievalChartInput, retrievalLineOption } from '#lib/chart/industryOption.ts';
import { hasValues } from '#lib/chart/lineOption.ts';
import { RETRIEVAL_MSG } from '#lib/industry/messages.ts';
import type { IndexAnswer } from '#lib/industry/types.ts';
import Chart from '#islands/ui/chart/Chart.tsx';

export default function ResultChart({ answer }: { answer: IndexAnswer }) {
  if (answer.periods.length < 2)
    return <p className="py-4 text-sm text-ink-500">{RETRIEVAL_MSG.chartOnePeriod}</p>;
  const { input, total, right } = retrievalChartInput(answer);
  const option = retrievalLineOption(input, right);
  return (
    // How many value axes the option has, for the browser test (全国 beside provinces gets its own).
    <div data-testid="result-chart" data-y-axes={Array.isArray(option.yAxis) ? option.yAxis.length : 1}>
      <Chart option={option} title={RETRIEVAL_MSG.chartTitle} height={340} empty={!hasValues(input)} />
      {total > input.lines.length && (
        <p className="mt-2 text-xs text-ink-500" data-testid="chart-capped">
          {RETRIEVAL_MSG.chartCapped(input.lines.length, total)}
        </p>
      )}
    </div>
  );
}
