/**
 * The market's weekly survey reports: the chosen week's title, summary and figures for everyone, its full text for
 * vegetable VIPs; others see a lock with the way to subscribe. Earlier weeks are listed to switch.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { FileText, Lock } from 'lucide-react';
import { api } from '#lib/client.ts';
import { $user } from '#lib/stores/auth.ts';
import { formatPrice } from '#lib/figures/format.ts';
import { VEG_MARKET_MSG, VEG_VIP_PAGE } from '#lib/vegetable/messages.ts';
import type { VegReport, VegReportAnswer } from '#lib/vegetable/types.ts';
import Change from '#islands/ui/figures/Change.tsx';
import DemoBadge from '#islands/ui/figures/DemoBadge.tsx';

function Figures({ report }: { report: VegReport }) {
  const f = report.figures;
  const cells = [
    { label: '周均价(元/公斤)', value: <span className="tabular-nums">{formatPrice(f.avgPrice)}</span> },
    { label: '环比', value: <Change value={f.change} /> },
    { label: '成交量(吨)', value: <span className="tabular-nums">{f.volume ?? '—'}</span> },
    { label: '品种数', value: <span className="tabular-nums">{f.products ?? '—'}</span> },
  ];
  return (
    <div className="mt-4 space-y-3" data-testid="report-figures">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cells.map((c) => (
          <div key={c.label} className="rounded-md bg-surface px-3 py-2">
            <dt className="text-xs text-ink-500">{c.label}</dt>
            <dd className="mt-0.5 text-base font-semibold text-ink-900">{c.value}</dd>
          </div>
        ))}
      </dl>
      {(f.risers?.length ?? 0) + (f.fallers?.length ?? 0) > 0 && (
        <div className="grid gap-3 text-sm sm:grid-cols-2">
          {[
            { title: '涨幅居前', list: f.risers ?? [] },
            { title: '跌幅居前', list: f.fallers ?? [] },
          ].map((g) => (
            <div key={g.title}>
              <p className="mb-1 text-xs text-ink-500">{g.title}</p>
              <ul className="space-y-1">
                {g.list.map((m) => (
                  <li key={m.name} className="flex justify-between gap-2">
                    <span className="text-ink-700">{m.name}</span>
                    <Change value={m.change} />
                  </li>
                ))}
                {g.list.length === 0 && <li className="text-ink-500">—</li>}
              </ul>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

function Body({ report }: { report: VegReport }) {
  if (report.locked || report.body === null)
    return (
      <div
        className="mt-5 rounded-md border border-gold-500/40 bg-gold-500/5 p-4"
        data-testid="report-locked"
      >
        <p className="flex items-center gap-1.5 font-medium text-ink-900">
          <Lock size={15} aria-hidden="true" className="text-gold-500" />
          {VEG_MARKET_MSG.reportLocked}
        </p>
        <p className="mt-1 text-sm text-ink-500">{report.locked_msg}</p>
        <a href={VEG_VIP_PAGE} className="btn-primary mt-3 inline-flex">
          开通蔬菜VIP
        </a>
      </div>
    );
  return (
    <div className="mt-5 space-y-3 leading-7 text-ink-700" data-testid="report-body">
      {report.body.split('\n').map((para, i) => (para.trim() ? <p key={i}>{para}</p> : null))}
    </div>
  );
}

export default function MarketReports({ marketId }: { marketId: number }) {
  const user = useStore($user);
  const [id, setId] = useState<number | null>(null);
  const [answer, setAnswer] = useState<VegReportAnswer | null | 'none'>(null);
  useEffect(() => {
    let live = true;
    const query = id === null ? { market_id: marketId } : { id };
    void api
      .get<VegReportAnswer>('/api/vegetable/marketReportDetail', query, { silent: true })
      .then((res) => {
        if (live) setAnswer(res.success && res.data ? res.data : 'none');
      });
    return () => {
      live = false;
    };
    // A sign-in (or a VIP bought) changes what the caller may read: ask again.
  }, [marketId, id, user?.uid, user?.vegetable_expire]);

  return (
    <section className="card p-6" aria-labelledby="market-reports" data-testid="market-reports">
      <h2 id="market-reports" className="section-title flex items-center gap-2">
        <FileText size={18} aria-hidden="true" /> 市场调研报告
      </h2>
      {answer === null ? (
        <div className="mt-4 h-40 animate-pulse rounded bg-surface" aria-busy="true" />
      ) : answer === 'none' ? (
        <p className="mt-4 text-ink-500">{VEG_MARKET_MSG.noReports}</p>
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_15rem]">
          <article>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-lg font-semibold text-ink-900" data-testid="report-title">
                {answer.report.title}
              </h3>
              <DemoBadge demo={answer.report.demo} />
            </div>
            <p className="mt-1 text-xs text-ink-500">{answer.report.week} 当周</p>
            <p className="mt-3 leading-7 text-ink-700" data-testid="report-summary">
              {answer.report.summary}
            </p>
            <Figures report={answer.report} />
            <Body report={answer.report} />
          </article>
          <nav aria-label="往期报告">
            <p className="mb-2 text-xs text-ink-500">往期报告</p>
            <ul className="space-y-1 text-sm">
              {answer.reports.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    onClick={() => setId(r.id)}
                    aria-current={r.id === answer.report.id ? 'true' : undefined}
                    className={`w-full rounded px-2 py-1.5 text-left ${
                      r.id === answer.report.id
                        ? 'bg-brand-50 font-medium text-brand-700'
                        : 'text-ink-700 hover:bg-surface'
                    }`}
                  >
                    {r.week} 当周
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </section>
  );
}
