/** 关税税率: each 6-digit code's MFN, general, provisional and agreement rates (getTaxRate). */
import DemoBadge from '#islands/ui/figures/DemoBadge.tsx';
import TradeDownload from '#islands/trade/TradeDownload.tsx';
import { TRADE_MSG, TRADE_PRODUCT_MSG, TRADE_TARIFF_LABEL } from '#lib/trade/messages.ts';
import { formatHsCode } from '#lib/trade/format.ts';
import type { TradeTaxRates } from '#lib/trade/types.ts';
import { Failed, NUM, Skeleton, TD, TH } from './parts.tsx';
import { useCall } from '#islands/ui/useCall.ts';

const rate = (r: number | null) => (r === null ? '—' : `${r}%`);

export default function TariffPanel({ code }: { code: string }) {
  const params = { code };
  const call = useCall<TradeTaxRates>('/api/trade/getTaxRate', params, { inPlace: true });
  const d = call.loading ? null : call.data;
  const demo = Boolean(d?.rates.some((r) => r.demo));
  const sources = [...new Set(d?.rates.map((r) => r.source).filter(Boolean) ?? [])];

  return (
    <section className="card p-5" aria-labelledby="trade-tariff-title" data-testid="trade-tariffs">
      <h2 id="trade-tariff-title" className="section-title flex items-center gap-2">
        {TRADE_PRODUCT_MSG.tariffsTitle}
        <DemoBadge demo={demo} note={TRADE_MSG.tariffDemoNote} />
      </h2>
      <div className="mt-3">
        {!call.loading && call.error ? (
          <Failed msg={call.error} onRetry={call.reload} />
        ) : !d ? (
          <Skeleton rows={3} />
        ) : d.rates.length === 0 ? (
          <p className="py-6 text-center text-sm text-ink-500">{TRADE_PRODUCT_MSG.noRates}</p>
        ) : (
          <div
            // Keyboard users scroll the long table too (WCAG 2.1.1): the region takes focus.
            className="table-scroll max-h-[28rem] overflow-auto"
            tabIndex={0}
            role="region"
            aria-label={TRADE_PRODUCT_MSG.tariffsTitle}
          >
            <table className="w-full min-w-[720px] text-sm" data-testid="trade-tariff-table">
              <thead className="sticky top-0">
                <tr className="border-b border-line bg-surface text-xs text-ink-500">
                  <th scope="col" className={`${TH} text-left`}>
                    {TRADE_PRODUCT_MSG.codeColumn}
                  </th>
                  <th scope="col" className={`${TH} text-left`}>
                    {TRADE_PRODUCT_MSG.nameColumn}
                  </th>
                  {(['mfn', 'general', 'provisional'] as const).map((k) => (
                    <th key={k} scope="col" className={`${TH} text-right`}>
                      {TRADE_TARIFF_LABEL[k]}
                    </th>
                  ))}
                  <th scope="col" className={`${TH} text-left`}>
                    {TRADE_TARIFF_LABEL.agreement}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.rates.map((r) => (
                  <tr key={r.code} className="border-b border-line/70 align-top" data-code={r.code}>
                    <td className={`${TD} tabular-nums`}>{formatHsCode(r.code)}</td>
                    <td className="min-w-[10rem] px-3 py-1.5">{r.name}</td>
                    <td className={`${TD} ${NUM}`}>{rate(r.mfn)}</td>
                    <td className={`${TD} ${NUM}`}>{rate(r.general)}</td>
                    <td className={`${TD} ${NUM}`}>{rate(r.provisional)}</td>
                    <td className="px-3 py-1.5 text-xs text-ink-700">
                      {r.agreements.length
                        ? r.agreements.map((a) => (
                            <span key={a.name} className="mr-2 inline-block whitespace-nowrap">
                              {a.name} <span className="tabular-nums">{rate(a.rate)}</span>
                            </span>
                          ))
                        : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {sources.length > 0 && (
        <p className="mt-2 text-xs text-ink-500">{TRADE_PRODUCT_MSG.rateSources(sources)}</p>
      )}
      <div className="mt-3">
        <TradeDownload table="taxRates" params={params} />
      </div>
    </section>
  );
}
