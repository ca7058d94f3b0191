/** 主要贸易伙伴: a product's partners ranked for one direction and month (or year to date), as a table and on the map. */
import DemoBadge from '#islands/ui/figures/DemoBadge.tsx';
import Change from '#islands/ui/figures/Change.tsx';
import PartnerMap from '#islands/trade/PartnerMap.tsx';
import TradeDownload from '#islands/trade/TradeDownload.tsx';
import { formatShare, formatWan, toWan, tradeValueUnit } from '#lib/trade/format.ts';
import { tradeCountryHref } from '#lib/trade/hrefs.ts';
import {
  TRADE_CURRENCY_UNIT,
  TRADE_DIRECTION_LABEL,
  TRADE_MSG,
  TRADE_PERIOD_LABEL,
  TRADE_PRODUCT_MSG,
  TRADE_VIEW_MSG,
} from '#lib/trade/messages.ts';
import type { TradeOriginList } from '#lib/trade/types.ts';
import {
  TRADE_LIMITS,
  type TradeCurrency,
  type TradeDirection,
  type TradePeriod,
} from '#lib/trade/choices.ts';
import ChipSwitch from '../ChipSwitch.tsx';
import MonthSelect from '../MonthSelect.tsx';
import { Failed, NUM, Skeleton, TD, TH } from './parts.tsx';
import { useCall } from '#islands/ui/useCall.ts';

const quantity = (q: number | null) => (q === null ? '—' : Math.round(q).toLocaleString('zh-CN'));
const unitValue = (v: number | null) =>
  v === null ? '—' : v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export default function PartnersPanel({
  code,
  name,
  months,
  direction,
  month,
  period,
  currency,
  onDirection,
  onMonth,
}: {
  code: string;
  name: string;
  /** The months the data holds, oldest first. */
  months: string[];
  direction: TradeDirection;
  /** null for the newest. */
  month: string | null;
  period: TradePeriod;
  currency: TradeCurrency;
  onDirection: (d: TradeDirection) => void;
  onMonth: (m: string | null) => void;
}) {
  const newest = months[months.length - 1] ?? '';
  const params = { code, direction, month: month ?? newest, period, currency, limit: TRADE_LIMITS.maxRank };
  const call = useCall<TradeOriginList>('/api/trade/getOriginList', params, { inPlace: true });
  const d = call.loading ? null : call.data;
  const money = tradeValueUnit(currency);
  const unit = d?.total.unit ?? '';
  const perUnit = unit ? `${TRADE_CURRENCY_UNIT[currency]}/${unit}` : '';

  return (
    <section className="card p-5" aria-labelledby="trade-partners-title" data-testid="trade-partners">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trade-partners-title" className="section-title flex items-center gap-2">
          {TRADE_VIEW_MSG.topPartners}
          {d && <DemoBadge demo={d.demo} note={TRADE_MSG.demoNote} />}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <ChipSwitch
            label={TRADE_PRODUCT_MSG.directionLabel}
            value={direction}
            testId="trade-direction"
            options={TRADE_DIRECTION_LABEL}
            onChange={onDirection}
          />
          <MonthSelect months={months} value={month} onChange={onMonth} showLabel={false} />
        </div>
      </div>
      <p className="mt-1 text-xs text-ink-500">
        {d ? TRADE_VIEW_MSG.covers(d.from, d.to) : (month ?? newest)} · {TRADE_PERIOD_LABEL[period]} ·{' '}
        {TRADE_DIRECTION_LABEL[direction]} · {TRADE_PRODUCT_MSG.partnerSource}
      </p>
      <div className="mt-3">
        {!call.loading && call.error ? (
          <Failed msg={call.error} onRetry={call.reload} />
        ) : !d ? (
          <Skeleton rows={6} />
        ) : d.partners.length === 0 ? (
          <p className="py-8 text-center text-sm text-ink-500" data-testid="trade-partners-empty">
            {TRADE_PRODUCT_MSG.noPartners}
          </p>
        ) : (
          <>
            <div className="table-scroll">
              <table className="w-full min-w-[720px] text-sm" data-testid="trade-partners-table">
                <thead>
                  <tr className="border-b border-line bg-surface text-xs text-ink-500">
                    <th scope="col" className={`${TH} w-12 text-left`}>
                      {TRADE_VIEW_MSG.rank}
                    </th>
                    <th scope="col" className={`${TH} text-left`}>
                      {TRADE_VIEW_MSG.partner}
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      {TRADE_PRODUCT_MSG.valueColumn(money)}
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      {TRADE_VIEW_MSG.share}
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      {TRADE_VIEW_MSG.yoy}
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      {TRADE_PRODUCT_MSG.quantityColumn(unit)}
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      {TRADE_PRODUCT_MSG.unitValueColumn(perUnit)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.partners.map((p, i) => (
                    <tr
                      key={p.code}
                      className="border-b border-line/70 hover:bg-brand-50/50"
                      data-partner={p.iso2}
                    >
                      <td className={`${TD} tabular-nums text-ink-500`}>{i + 1}</td>
                      <td className={TD}>
                        <a href={tradeCountryHref(p.iso2)} className="link-inline">
                          {p.name}
                        </a>
                        {p.permitted === false && (
                          <span className="ml-1 text-xs text-ink-500">{TRADE_PRODUCT_MSG.notPermitted}</span>
                        )}
                      </td>
                      <td className={`${TD} ${NUM}`} data-testid="partner-value" data-value={p.value}>
                        {formatWan(p.value)}
                      </td>
                      <td className={`${TD} ${NUM}`} data-testid="partner-share" data-value={p.share}>
                        {formatShare(p.share)}
                      </td>
                      <td className={`${TD} ${NUM}`}>
                        <Change value={p.yoy} />
                      </td>
                      <td className={`${TD} ${NUM}`}>{quantity(p.quantity)}</td>
                      <td className={`${TD} ${NUM}`}>{unitValue(p.unit_value)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="bg-surface font-medium" data-testid="partner-total">
                    <td className={TD} />
                    <td className={TD}>{TRADE_PRODUCT_MSG.total}</td>
                    <td className={`${TD} ${NUM}`} data-value={d.total.value}>
                      {formatWan(d.total.value)}
                    </td>
                    <td className={`${TD} ${NUM}`}>100.0%</td>
                    <td className={`${TD} ${NUM}`}>
                      <Change value={d.total.yoy} />
                    </td>
                    <td className={`${TD} ${NUM}`}>{quantity(d.total.quantity)}</td>
                    <td className={`${TD} ${NUM}`}>{unitValue(d.total.unit_value)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <div className="mt-4">
              <PartnerMap
                points={d.partners.map((p) => ({
                  iso2: p.iso2,
                  name: p.name,
                  map_name: p.map_name,
                  value: toWan(p.value),
                }))}
                unit={money}
                title={TRADE_PRODUCT_MSG.partnerMapTitle(name, TRADE_DIRECTION_LABEL[direction])}
              />
            </div>
          </>
        )}
      </div>
      <div className="mt-3">
        <TradeDownload table="originList" params={params} />
      </div>
    </section>
  );
}
