/** 准入国家/地区 (getPermitOriginList) and 指定监管场地与口岸 (getSupervisePlaceList) of a product. */
import TradeDownload from '#islands/trade/TradeDownload.tsx';
import { tradeCountryHref } from '#lib/trade/hrefs.ts';
import { TRADE_PRODUCT_MSG } from '#lib/trade/messages.ts';
import type { TradePermitOriginList, TradeSupervisePlaceList } from '#lib/trade/types.ts';
import { Failed, Skeleton, TD, TH } from './parts.tsx';
import { useCall } from '#islands/ui/useCall.ts';

export default function PermitPanel({ code }: { code: string }) {
  const params = { code };
  const permits = useCall<TradePermitOriginList>('/api/trade/getPermitOriginList', params, { inPlace: true });
  const places = useCall<TradeSupervisePlaceList>('/api/trade/getSupervisePlaceList', params, {
    inPlace: true,
  });
  const permitList = permits.loading ? null : permits.data;
  const placeList = places.loading ? null : places.data;

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section className="card min-w-0 p-5" aria-labelledby="trade-permit-title" data-testid="trade-permits">
        <h2 id="trade-permit-title" className="section-title">
          {TRADE_PRODUCT_MSG.permitsTitle}
        </h2>
        <div className="mt-3">
          {!permits.loading && permits.error ? (
            <Failed msg={permits.error} onRetry={permits.reload} />
          ) : !permitList ? (
            <Skeleton rows={3} />
          ) : permitList.list.length === 0 ? (
            <p className="py-6 text-center text-sm text-ink-500">{TRADE_PRODUCT_MSG.noPermits}</p>
          ) : (
            <ul className="space-y-4">
              {permitList.list.map((p) => (
                <li key={p.product} data-product={p.product}>
                  <p className="text-sm font-medium text-ink-900">
                    {p.product}
                    <span className="ml-2 text-xs font-normal text-ink-500">
                      {TRADE_PRODUCT_MSG.originCount(p.group, p.origins.length)}
                    </span>
                  </p>
                  <ul className="mt-2 flex flex-wrap gap-1.5">
                    {p.origins.map((o) => (
                      <li key={o.iso2}>
                        <a
                          href={tradeCountryHref(o.iso2)}
                          className="inline-block rounded border border-line px-2 py-0.5 text-sm text-brand-700 hover:border-brand-500"
                          title={o.note || undefined}
                        >
                          {o.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className="mt-3 text-xs text-ink-500">{TRADE_PRODUCT_MSG.permitNote}</p>
        <div className="mt-3">
          <TradeDownload table="permitOrigins" params={params} />
        </div>
      </section>

      <section className="card min-w-0 p-5" aria-labelledby="trade-place-title" data-testid="trade-places">
        <h2 id="trade-place-title" className="section-title">
          {TRADE_PRODUCT_MSG.placesTitle}
        </h2>
        <div className="mt-3">
          {!places.loading && places.error ? (
            <Failed msg={places.error} onRetry={places.reload} />
          ) : !placeList ? (
            <Skeleton rows={4} />
          ) : placeList.list.length === 0 ? (
            <p className="py-6 text-center text-sm text-ink-500">{TRADE_PRODUCT_MSG.noPlaces}</p>
          ) : (
            <>
              <p className="mb-2 text-xs text-ink-500">{TRADE_PRODUCT_MSG.placeKinds(placeList.kinds)}</p>
              <div className="max-h-80 overflow-auto table-scroll">
                <table className="w-full min-w-[420px] text-sm" data-testid="trade-place-table">
                  <thead className="sticky top-0">
                    <tr className="border-b border-line bg-surface text-xs text-ink-500">
                      <th scope="col" className={`${TH} text-left`}>
                        {TRADE_PRODUCT_MSG.placeColumns.name}
                      </th>
                      <th scope="col" className={`${TH} text-left`}>
                        {TRADE_PRODUCT_MSG.placeColumns.kind}
                      </th>
                      <th scope="col" className={`${TH} text-left`}>
                        {TRADE_PRODUCT_MSG.placeColumns.port}
                      </th>
                      <th scope="col" className={`${TH} text-left`}>
                        {TRADE_PRODUCT_MSG.placeColumns.province}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {placeList.list.map((p) => (
                      <tr key={`${p.name}|${p.kind}`} className="border-b border-line/70">
                        <td className="px-3 py-1.5">{p.name}</td>
                        <td className={TD}>{p.kind}</td>
                        <td className={TD}>
                          {p.port}
                          {p.port_kind && (
                            <span className="ml-1 text-xs text-ink-500">（{p.port_kind}）</span>
                          )}
                        </td>
                        <td className={TD}>{p.province}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
