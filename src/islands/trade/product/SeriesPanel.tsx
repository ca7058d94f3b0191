/** 进出口走势: a product's monthly imports and exports (value, quantity or unit value) as the chart and a table. */
import { useMemo } from 'react';
import Chart from '#islands/ui/chart/Chart.tsx';
import Change from '#islands/ui/figures/Change.tsx';
import DemoBadge from '#islands/ui/figures/DemoBadge.tsx';
import TradeDownload from '#islands/trade/TradeDownload.tsx';
import { hasValues } from '#lib/chart/lineOption.ts';
import {
  metricValue,
  tradeMetricUnit,
  tradeSeriesInput,
  tradeSeriesOption,
  type TradeMetric,
} from '#lib/chart/tradeSeriesOption.ts';
import {
  TRADE_DIRECTION_LABEL,
  TRADE_MSG,
  TRADE_PERIOD_LABEL,
  TRADE_PRODUCT_MSG,
  TRADE_VIEW_MSG,
} from '#lib/trade/messages.ts';
import type { TradeProductSeries } from '#lib/trade/types.ts';
import type { TradeCurrency, TradePeriod } from '#lib/trade/choices.ts';
import ChipSwitch from '../ChipSwitch.tsx';
import { Failed, NUM, Skeleton, TD, TH } from './parts.tsx';
import { useCall } from '#islands/ui/useCall.ts';

const cell = (v: number | null, metric: TradeMetric) =>
  v === null
    ? '—'
    : v.toLocaleString('zh-CN', {
        minimumFractionDigits: metric === 'quantity' ? 0 : metric === 'value' ? 1 : 2,
        maximumFractionDigits: metric === 'quantity' ? 0 : metric === 'value' ? 1 : 2,
      });

export default function SeriesPanel({
  code,
  name,
  metric,
  period,
  currency,
  onMetric,
}: {
  code: string;
  name: string;
  metric: TradeMetric;
  period: TradePeriod;
  currency: TradeCurrency;
  onMetric: (m: TradeMetric) => void;
}) {
  const params = { code, period, currency };
  const call = useCall<TradeProductSeries>('/api/trade/getProductSeries', params, { inPlace: true });
  const s = call.loading ? null : call.data;
  const mixed = s !== null && !s.unit;
  const shown: TradeMetric = mixed ? 'value' : metric;
  const option = useMemo(() => (s ? tradeSeriesOption(s, shown) : null), [s, shown]);
  const empty = s !== null && !hasValues(tradeSeriesInput(s, shown));
  const unit = s ? tradeMetricUnit(s, shown) : '';

  return (
    <section className="card p-5" aria-labelledby="trade-series-title" data-testid="trade-series">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trade-series-title" className="section-title flex items-center gap-2">
          {TRADE_PRODUCT_MSG.seriesTitle}
          {s && <DemoBadge demo={s.demo} note={TRADE_MSG.demoNote} />}
        </h2>
        <ChipSwitch
          label={TRADE_PRODUCT_MSG.metricLabel}
          value={shown}
          testId="trade-metric"
          options={TRADE_PRODUCT_MSG.metric}
          disabled={mixed ? ['quantity', 'unit_value'] : []}
          onChange={onMetric}
        />
      </div>
      <p className="mt-1 text-xs text-ink-500">
        {s ? `${TRADE_VIEW_MSG.covers(s.from, s.to)} · ` : ''}
        {TRADE_PERIOD_LABEL[period]}
        {period === 'cumulative' ? `（${TRADE_PRODUCT_MSG.cumulativeNote}）` : ''}
        {unit ? TRADE_PRODUCT_MSG.unitNote(unit) : ''}
        {mixed && ` · ${TRADE_PRODUCT_MSG.mixedUnits}`}
      </p>
      <div className="mt-3">
        {!call.loading && call.error ? (
          <Failed msg={call.error} onRetry={call.reload} />
        ) : !s ? (
          <Skeleton rows={0} height={320} />
        ) : (
          <Chart
            option={option}
            title={TRADE_PRODUCT_MSG.chartTitle(name, TRADE_PRODUCT_MSG.metric[shown])}
            height={320}
            empty={empty}
          />
        )}
      </div>
      {s && (
        <details className="mt-3" data-testid="trade-series-details">
          <summary className="cursor-pointer select-none text-sm text-brand-700">
            {TRADE_PRODUCT_MSG.showTable}
          </summary>
          <div className="mt-2 max-h-96 overflow-auto table-scroll">
            <table className="w-full min-w-[520px] text-sm" data-testid="trade-series-table">
              <thead className="sticky top-0">
                <tr className="border-b border-line bg-surface text-xs text-ink-500">
                  <th scope="col" className={`${TH} text-left`}>
                    {TRADE_PRODUCT_MSG.monthColumn}
                  </th>
                  <th scope="col" className={`${TH} text-right`}>
                    {TRADE_PRODUCT_MSG.flowColumn(TRADE_DIRECTION_LABEL.import, unit)}
                  </th>
                  <th scope="col" className={`${TH} text-right`}>
                    {TRADE_PRODUCT_MSG.flowYoyColumn(TRADE_DIRECTION_LABEL.import)}
                  </th>
                  <th scope="col" className={`${TH} text-right`}>
                    {TRADE_PRODUCT_MSG.flowColumn(TRADE_DIRECTION_LABEL.export, unit)}
                  </th>
                  <th scope="col" className={`${TH} text-right`}>
                    {TRADE_PRODUCT_MSG.flowYoyColumn(TRADE_DIRECTION_LABEL.export)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...s.months].reverse().map((m) => (
                  <tr key={m.month} className="border-b border-line/70" data-month={m.month}>
                    <td className={`${TD} tabular-nums`}>{m.month}</td>
                    <td className={`${TD} ${NUM}`} data-testid="series-import" data-value={m.import.value}>
                      {cell(metricValue(m.import, shown), shown)}
                    </td>
                    <td className={`${TD} ${NUM}`}>
                      <Change value={m.import.yoy} />
                    </td>
                    <td className={`${TD} ${NUM}`} data-testid="series-export" data-value={m.export.value}>
                      {cell(metricValue(m.export, shown), shown)}
                    </td>
                    <td className={`${TD} ${NUM}`}>
                      <Change value={m.export.yoy} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
      <div className="mt-3">
        <TradeDownload table="productSeries" params={params} />
      </div>
    </section>
  );
}
