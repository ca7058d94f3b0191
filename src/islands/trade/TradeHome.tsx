/**
 * 进出口贸易's home page figures: the newest month (当月) or January to it (累计) in 美元 or 人民币: totals with 同比,
 * top products and partners, the partners on the world map (进口/出口). The build's 美元 figures are the first view;
 * other choices ask getNewestMonthData / getNewestYearData. The view lives in the address.
 */
import { withMapReview } from '#islands/ui/chart/MapReview.tsx';
import { useEffect, useMemo } from 'react';
import DemoBadge from '#islands/ui/figures/DemoBadge.tsx';
import Change from '#islands/ui/figures/Change.tsx';
import { formatTradeValue, toWan, tradeValueUnit } from '#lib/trade/format.ts';
import { tradeCountryHref, tradeProductHref } from '#lib/trade/hrefs.ts';
import {
  TRADE_DIRECTION_LABEL,
  TRADE_MSG,
  TRADE_PERIOD_LABEL,
  TRADE_VIEW_MSG as M,
} from '#lib/trade/messages.ts';
import type { TradeOverview } from '#lib/trade/types.ts';
import {
  readTradeView,
  TRADE_VIEW_DEFAULT,
  tradeViewSearch,
  type TradeViewState,
} from '#lib/trade/viewState.ts';
import { useAddressState } from '#islands/ui/list/useAddressState.ts';
import { useCall } from '#islands/ui/useCall.ts';
import ChipSwitch from './ChipSwitch.tsx';
import FigureCard from './FigureCard.tsx';
import PartnerMap from './PartnerMap.tsx';
import RankTable, { type RankRow } from './RankTable.tsx';
import ViewBar from './ViewBar.tsx';

/** The partners the page carries: what the map and the ranking show. */
export type HomePartner = Pick<
  TradeOverview['partners'][number],
  'iso2' | 'name' | 'map_name' | 'import' | 'export' | 'share' | 'yoy'
>;
export type HomeOverview = Omit<TradeOverview, 'partners' | 'months'> & { partners: HomePartner[] };

const TOP_PARTNERS = 10;

function TradeHomeBody({ month, year }: { month: HomeOverview; year: HomeOverview }) {
  const { state, ready, update } = useAddressState<TradeViewState>(
    TRADE_VIEW_DEFAULT,
    readTradeView,
    tradeViewSearch,
  );
  const built = state.period === 'month' ? month : year;
  // The build's figures answer the 美元 views without a call.
  const usd = state.currency === 'usd';
  const { data, loading, show } = useCall<HomeOverview>(
    !ready || usd
      ? null
      : state.period === 'month'
        ? '/api/trade/getNewestMonthData'
        : '/api/trade/getNewestYearData',
    { currency: state.currency },
    { quiet: true, initial: month },
  );

  // `built` is the period's build-time prop and `show` is stable, so this runs when the period or currency changes.
  useEffect(() => {
    if (ready && usd) show(built);
  }, [ready, usd, built, show]);

  const d = data ?? built;
  const cur = d.currency;
  const products = (list: TradeOverview['top_imports']): RankRow[] =>
    list.map((p) => ({
      key: p.code,
      name: p.name,
      sub: p.code,
      href: tradeProductHref(p.code),
      value: p.value,
      share: p.share,
      yoy: p.yoy,
    }));
  const partners: RankRow[] = d.partners.slice(0, TOP_PARTNERS).map((p) => ({
    key: p.iso2,
    name: p.name,
    href: tradeCountryHref(p.iso2),
    value: p.import + p.export,
    share: p.share,
    yoy: p.yoy,
  }));
  const unit = tradeValueUnit(cur);
  const points = useMemo(
    () =>
      d.partners.map((p) => ({
        iso2: p.iso2,
        name: p.name,
        map_name: p.map_name,
        value: toWan(p[state.direction]),
      })),
    [d, state.direction],
  );

  return (
    <div className="space-y-5" data-testid="trade-home" data-loading={loading ? '' : undefined}>
      <ViewBar period={state.period} currency={state.currency} onChange={update}>
        <span data-testid="trade-covers">
          {M.coversLabel}
          {M.covers(d.from, d.to)}（{TRADE_PERIOD_LABEL[d.period]}）
        </span>
        <DemoBadge demo={d.demo} note={TRADE_MSG.demoNote} />
      </ViewBar>

      <section
        className={`grid grid-cols-2 gap-3 lg:grid-cols-4 ${loading ? 'opacity-60' : ''}`}
        aria-label={M.totalsLabel}
        aria-busy={loading}
      >
        {(
          [
            ['import', M.imports, d.import],
            ['export', M.exports, d.export],
            ['sum', M.total, d.total],
          ] as const
        ).map(([key, label, a]) => (
          <FigureCard
            key={key}
            label={label}
            value={formatTradeValue(a.value, cur)}
            raw={a.value}
            sub={
              <>
                {M.yoy} <Change value={a.yoy} />
              </>
            }
            testId={`trade-total-${key}`}
          />
        ))}
        <FigureCard
          label={M.balance}
          value={formatTradeValue(d.balance, cur)}
          raw={d.balance}
          sub={d.balance >= 0 ? M.surplus : M.deficit}
          testId="trade-total-balance"
        />
      </section>

      <div className={`grid gap-5 lg:grid-cols-2 ${loading ? 'opacity-60' : ''}`}>
        <section className="card min-w-0 p-5" aria-labelledby="trade-top-imports">
          <h2 id="trade-top-imports" className="section-title mb-3">
            {M.topImports}
          </h2>
          <RankTable
            rows={products(d.top_imports)}
            currency={cur}
            nameHeader={M.product}
            valueHeader={M.imports}
            testId="trade-top-imports"
          />
        </section>
        <section className="card min-w-0 p-5" aria-labelledby="trade-top-exports">
          <h2 id="trade-top-exports" className="section-title mb-3">
            {M.topExports}
          </h2>
          <RankTable
            rows={products(d.top_exports)}
            currency={cur}
            nameHeader={M.product}
            valueHeader={M.exports}
            testId="trade-top-exports"
          />
        </section>
      </div>

      <section className="card p-5" aria-labelledby="trade-partners">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="trade-partners" className="section-title">
            {M.topPartners}
          </h2>
          <ChipSwitch
            label={M.directionLabel}
            value={state.direction}
            options={TRADE_DIRECTION_LABEL}
            onChange={(direction) => update({ direction })}
            testId="trade-direction"
          />
        </div>
        <div className="grid gap-5 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <PartnerMap
            points={points}
            unit={unit}
            title={M.mapTitle(TRADE_DIRECTION_LABEL[state.direction])}
            height={400}
          />
          <RankTable
            rows={partners}
            currency={cur}
            nameHeader={M.partner}
            valueHeader={M.total}
            testId="trade-top-partners"
          />
        </div>
      </section>
    </div>
  );
}

/** `mapReview`: the operator's 审图号, printed under the island's maps. */
export default withMapReview(TradeHomeBody);
