/**
 * A partner's page figures: what China buys from and sells to it (getProductByOrigin / getExportByOrigin) in the month
 * or year to date chosen (address: month, period, currency), the balance over 36 months (getCountrySeries), its
 * permitted products (getPermitProductListByOrigin) and its place on the map. A partner without flows: an empty state,
 * still its permits and map.
 */
import { withMapReview } from '#islands/ui/chart/MapReview.tsx';
import { useEffect, useMemo, useState } from 'react';
import { Inbox, ShieldCheck } from 'lucide-react';
import { api } from '#lib/client.ts';
import Chart from '#islands/ui/chart/Chart.tsx';
import DemoBadge from '#islands/ui/figures/DemoBadge.tsx';
import Change from '#islands/ui/figures/Change.tsx';
import { tradeBalanceOption } from '#lib/chart/tradeBalanceOption.ts';
import { formatShare, formatTradeValue, toWan, tradeValueUnit } from '#lib/trade/format.ts';
import { TRADE_HOME, tradeProductHref } from '#lib/trade/hrefs.ts';
import { TRADE_DIRECTION_LABEL, TRADE_MSG, TRADE_VIEW_MSG as M } from '#lib/trade/messages.ts';
import { monthsBetween } from '#lib/trade/months.ts';
import type {
  TradeByOrigin,
  TradeCountrySeries,
  TradePartnerRef,
  TradePermitsOfPartner,
} from '#lib/trade/types.ts';
import {
  readTradeView,
  TRADE_VIEW_DEFAULT,
  tradeViewSearch,
  type TradeViewState,
} from '#lib/trade/viewState.ts';
import { useAddressState } from '#islands/ui/list/useAddressState.ts';
import { useCall } from '#islands/ui/useCall.ts';
import FigureCard from './FigureCard.tsx';
import MonthSelect from './MonthSelect.tsx';
import PartnerMap from './PartnerMap.tsx';
import RankTable, { type RankRow } from './RankTable.tsx';
import TradeDownload from './TradeDownload.tsx';
import ViewBar from './ViewBar.tsx';

const RANK_LIMIT = 20;

interface Flows {
  imports: TradeByOrigin;
  exports: TradeByOrigin;
}

const rows = (b: TradeByOrigin): RankRow[] =>
  b.products.map((p) => ({
    key: p.code,
    name: p.name,
    sub: p.code,
    href: tradeProductHref(p.code),
    value: p.value,
    share: p.share,
    yoy: p.yoy,
  }));

function TradeCountryBody({
  partner,
  hasData,
  window,
}: {
  partner: TradePartnerRef;
  hasData: boolean;
  window: { first: string; last: string } | null;
}) {
  const { state, ready, update } = useAddressState<TradeViewState>(
    TRADE_VIEW_DEFAULT,
    readTradeView,
    tradeViewSearch,
  );
  const [permits, setPermits] = useState<TradePermitsOfPartner | null>(null);
  const withFlows = hasData && window !== null;
  const month = state.month && window && state.month <= window.last ? state.month : (window?.last ?? null);
  const body = {
    partner: partner.iso2,
    month: month ?? undefined,
    period: state.period,
    currency: state.currency,
    limit: RANK_LIMIT,
  };
  const asking = ready && withFlows;
  const imports = useCall<TradeByOrigin>(asking ? '/api/trade/getProductByOrigin' : null, body, {
    quiet: true,
  });
  const exports = useCall<TradeByOrigin>(asking ? '/api/trade/getExportByOrigin' : null, body, {
    quiet: true,
  });
  const series = useCall<TradeCountrySeries>(
    asking ? '/api/trade/getCountrySeries' : null,
    { partner: partner.iso2, currency: state.currency },
    { quiet: true },
  );
  const failed = Boolean(imports.error || exports.error);
  // The two directions show together, as one answer.
  const flowsData = useMemo<Flows | null>(
    () => (imports.data && exports.data ? { imports: imports.data, exports: exports.data } : null),
    [imports.data, exports.data],
  );
  const flows = { loading: imports.loading || exports.loading, data: flowsData };

  useEffect(() => {
    void api
      .post<TradePermitsOfPartner>(
        '/api/trade/getPermitProductListByOrigin',
        { partner: partner.iso2 },
        { silent: true },
      )
      .then((r) => r.success && setPermits(r.data));
  }, [partner.iso2]);

  const option = useMemo(() => (series.data ? tradeBalanceOption(series.data) : null), [series.data]);
  const d = flows.data;
  const mapPoints = useMemo(
    () => [
      {
        iso2: partner.iso2,
        name: partner.name,
        map_name: partner.map_name,
        value: d ? toWan(d.imports.total.value + d.exports.total.value) : null,
      },
    ],
    [partner, d],
  );
  const cur = d?.imports.currency ?? state.currency;
  const months = window ? monthsBetween(window.first, window.last) : [];

  const permitsCard = (
    <section className="card min-w-0 p-5" aria-labelledby="trade-permits-title" data-testid="trade-permits">
      <h2 id="trade-permits-title" className="section-title mb-3">
        {M.permitsTitle}
      </h2>
      {!permits ? (
        <p className="text-sm text-ink-500">{M.loading}</p>
      ) : permits.list.length === 0 ? (
        <p className="text-sm text-ink-500">{M.noPermits}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {permits.list.map((p) => (
            <li key={`${p.group}-${p.product}`} className="flex flex-wrap items-baseline gap-x-2 py-2">
              <ShieldCheck size={14} className="self-center text-brand-600" aria-hidden="true" />
              <span className="rounded bg-brand-50 px-1.5 text-xs text-brand-700">{p.group}</span>
              <span className="text-ink-900">{p.product}</span>
              <span className="text-xs text-ink-500">
                {p.hs.map((c, i) => (
                  <a key={c} href={tradeProductHref(c)} className="tabular-nums hover:text-brand-700">
                    {i > 0 ? '、' : ''}
                    {c}
                  </a>
                ))}
              </span>
              {p.note && <span className="w-full text-xs text-ink-500">{p.note}</span>}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-ink-500">{M.permitSource}</p>
    </section>
  );
  const mapCard = (
    <section className="card min-w-0 p-5" aria-labelledby="trade-map-title">
      <h2 id="trade-map-title" className="section-title mb-3">
        {M.mapCardTitle}
      </h2>
      <PartnerMap
        points={mapPoints}
        unit={tradeValueUnit(cur)}
        title={M.partnerMapTitle(partner.name)}
        highlight={partner.iso2}
        height={300}
      />
      <p className="mt-2 text-xs text-ink-500">{M.mapSource}。</p>
    </section>
  );

  if (!withFlows)
    return (
      <div className="space-y-5">
        <section className="card p-8 text-center" data-testid="trade-country-empty">
          <Inbox size={32} className="mx-auto text-ink-300" aria-hidden="true" />
          <p className="mt-3 font-medium text-ink-900">{M.noFlows(partner.name)}</p>
          <p className="mt-1 text-sm text-ink-500">{M.noFlowsHint}</p>
          <a href={TRADE_HOME} className="btn-ghost mt-4">
            {M.backHome}
          </a>
        </section>
        <div className="grid gap-5 lg:grid-cols-2">
          {permitsCard}
          {mapCard}
        </div>
      </div>
    );

  const balance = d ? d.exports.total.value - d.imports.total.value : null;
  const params = body;
  return (
    <div className="space-y-5" data-testid="trade-country">
      <ViewBar
        period={state.period}
        currency={state.currency}
        onChange={update}
        lead={
          <MonthSelect
            months={months}
            value={month === window?.last ? null : month}
            onChange={(m) => update({ month: m })}
          />
        }
      >
        {d && (
          <span>
            {M.coversLabel}
            {M.covers(d.imports.from, d.imports.to)}
          </span>
        )}
        <DemoBadge demo={Boolean(d?.imports.demo || d?.exports.demo)} note={TRADE_MSG.demoNote} />
      </ViewBar>

      {failed && <p className="card p-4 text-sm text-rise">{M.failed}</p>}

      <section
        className={`grid grid-cols-2 gap-3 lg:grid-cols-4 ${flows.loading ? 'opacity-60' : ''}`}
        aria-label={M.figuresLabel}
        aria-busy={flows.loading}
      >
        <FigureCard
          label={M.imports}
          value={d ? formatTradeValue(d.imports.total.value, cur) : '—'}
          sub={
            <>
              {M.yoy} <Change value={d?.imports.total.yoy} />
            </>
          }
          testId="trade-country-import"
        />
        <FigureCard
          label={M.exports}
          value={d ? formatTradeValue(d.exports.total.value, cur) : '—'}
          sub={
            <>
              {M.yoy} <Change value={d?.exports.total.yoy} />
            </>
          }
          testId="trade-country-export"
        />
        <FigureCard
          label={M.balance}
          value={balance === null ? '—' : formatTradeValue(balance, cur)}
          sub={balance === null ? '' : M.chinaSide(balance >= 0 ? M.surplus : M.deficit)}
          testId="trade-country-balance"
        />
        <FigureCard
          label={M.ofChina(TRADE_DIRECTION_LABEL.import)}
          value={d ? formatShare(d.imports.total.share) : '—'}
          sub={
            <>
              {M.exportShare} {d ? formatShare(d.exports.total.share) : '—'}
            </>
          }
          testId="trade-country-share"
        />
      </section>

      <section className="card p-5" aria-labelledby="trade-series-title" data-testid="trade-country-series">
        <h2 id="trade-series-title" className="section-title mb-1">
          {M.seriesTitle(partner.name)}
        </h2>
        <p className="mb-2 text-xs text-ink-500">{M.seriesNote}</p>
        <Chart
          option={option}
          title={M.seriesTitle(partner.name)}
          height={300}
          empty={Boolean(series.data && series.data.months.length === 0)}
        />
        <TradeDownload table="countrySeries" params={{ partner: partner.iso2, currency: state.currency }} />
      </section>

      <div className={`grid gap-5 lg:grid-cols-2 ${flows.loading ? 'opacity-60' : ''}`}>
        <section className="card min-w-0 p-5" aria-labelledby="trade-buys-title">
          <h2 id="trade-buys-title" className="section-title mb-3">
            {M.buys(partner.name)}
          </h2>
          {d ? (
            <RankTable
              rows={rows(d.imports)}
              currency={cur}
              nameHeader={M.product}
              valueHeader={M.imports}
              testId="trade-country-imports"
            />
          ) : (
            <p className="py-6 text-center text-sm text-ink-500">{M.loading}</p>
          )}
          <TradeDownload table="productByOrigin" params={params} />
        </section>
        <section className="card min-w-0 p-5" aria-labelledby="trade-sells-title">
          <h2 id="trade-sells-title" className="section-title mb-3">
            {M.sells(partner.name)}
          </h2>
          {d ? (
            <RankTable
              rows={rows(d.exports)}
              currency={cur}
              nameHeader={M.product}
              valueHeader={M.exports}
              testId="trade-country-exports"
            />
          ) : (
            <p className="py-6 text-center text-sm text-ink-500">{M.loading}</p>
          )}
          <TradeDownload table="exportByOrigin" params={params} />
        </section>
      </div>

      <div className="grid gap-5 lg:grid-cols-2">
        {permitsCard}
        {mapCard}
      </div>
    </div>
  );
}

/** `mapReview`: the operator's 审图号, printed under the island's maps. */
export default withMapReview(TradeCountryBody);
