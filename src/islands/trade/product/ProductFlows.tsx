/**
 * The product page's flows: 统计口径 and 币种 for both parts, 进出口走势 and 主要贸易伙伴, the view kept in the address
 * (one useAddressState for the page, so the two parts never overwrite each other's parameters). A code without flows
 * shows the empty state and the codes under it that have flows.
 */
import { withMapReview } from '#islands/ui/chart/MapReview.tsx';
import { PackageOpen } from 'lucide-react';
import { useAddressState } from '#islands/ui/list/useAddressState.ts';
import { tradeProductHref, TRADE_DIRECTORY } from '#lib/trade/hrefs.ts';
import { TRADE_PRODUCT_MSG, TRADE_VIEW_MSG } from '#lib/trade/messages.ts';
import { formatHsCode } from '#lib/trade/format.ts';
import { productViewSearch, readProductView, TRADE_PRODUCT_VIEW } from '#lib/trade/productState.ts';
import type { TradeHsRef } from '#lib/trade/types.ts';
import PartnersPanel from './PartnersPanel.tsx';
import SeriesPanel from './SeriesPanel.tsx';
import ViewBar from '../ViewBar.tsx';

export interface ProductFlowsProps {
  code: string;
  name: string;
  hasData: boolean;
  /** The months the data holds, oldest first. */
  months: string[];
  /** The codes under this one that have flows (for the empty state). */
  childrenWithData: TradeHsRef[];
  /** The code one level up, for the way back. */
  parent: TradeHsRef | null;
}

function ProductFlowsBody({ code, name, hasData, months, childrenWithData, parent }: ProductFlowsProps) {
  const {
    state: v,
    ready,
    update,
  } = useAddressState(TRADE_PRODUCT_VIEW, (q) => readProductView(q, months), productViewSearch);

  if (!hasData)
    return (
      <section className="card p-5" aria-labelledby="trade-series-title" data-testid="trade-no-flows">
        <h2 id="trade-series-title" className="section-title">
          {TRADE_PRODUCT_MSG.seriesTitle}
        </h2>
        <div className="flex flex-col items-center py-10 text-center">
          <PackageOpen size={36} className="text-ink-300" aria-hidden="true" />
          <p className="mt-3 text-base text-ink-900">{TRADE_PRODUCT_MSG.noFlows}</p>
          {childrenWithData.length > 0 ? (
            <>
              <p className="mt-2 text-sm text-ink-500">{TRADE_PRODUCT_MSG.noFlowsHint}</p>
              <ul className="mt-3 flex max-w-2xl flex-wrap justify-center gap-2">
                {childrenWithData.map((c) => (
                  <li key={c.code}>
                    <a href={tradeProductHref(c.code)} className="btn-ghost h-8 text-sm">
                      <span className="tabular-nums text-ink-500">{formatHsCode(c.code)}</span> {c.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <div className="mt-2 text-sm text-ink-500">
              {TRADE_PRODUCT_MSG.noFlowsNoChildren}
              <span className="mt-3 flex justify-center gap-2">
                {parent && (
                  <a href={tradeProductHref(parent.code)} className="btn-ghost h-8">
                    {formatHsCode(parent.code)} {parent.name}
                  </a>
                )}
                <a href={TRADE_DIRECTORY} className="btn-ghost h-8">
                  {TRADE_PRODUCT_MSG.directory}
                </a>
              </span>
            </div>
          )}
        </div>
      </section>
    );

  return (
    <div className="space-y-5" data-ready={ready ? '1' : undefined} data-testid="trade-flows">
      <ViewBar period={v.period} currency={v.currency} onChange={update}>
        <span className="text-xs">{TRADE_PRODUCT_MSG.cumulativeNote}</span>
      </ViewBar>
      {ready ? (
        <>
          <SeriesPanel
            code={code}
            name={name}
            metric={v.metric}
            period={v.period}
            currency={v.currency}
            onMetric={(metric) => update({ metric })}
          />
          <PartnersPanel
            code={code}
            name={name}
            months={months}
            direction={v.direction}
            month={v.month}
            period={v.period}
            currency={v.currency}
            onDirection={(direction) => update({ direction })}
            onMonth={(month) => update({ month })}
          />
        </>
      ) : (
        <>
          <section className="card p-5">
            <h2 className="section-title">{TRADE_PRODUCT_MSG.seriesTitle}</h2>
            <div className="mt-3 h-[320px] animate-pulse rounded bg-surface" aria-busy="true" />
          </section>
          <section className="card p-5">
            <h2 className="section-title">{TRADE_VIEW_MSG.topPartners}</h2>
            <div className="mt-3 h-40 animate-pulse rounded bg-surface" aria-busy="true" />
          </section>
        </>
      )}
    </div>
  );
}

/** `mapReview`: the operator's 审图号, printed under the island's maps. */
export default withMapReview(ProductFlowsBody);
