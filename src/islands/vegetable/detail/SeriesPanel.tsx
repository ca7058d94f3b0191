/**
 * 价格走势: ranges, markets to compare, the seasonal view and downloads over the one chart island. VIP-only controls
 * carry a lock; the server decides, and a refusal takes the chart's place with the way to subscribe.
 */
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { FileSpreadsheet, FileText, Lock } from 'lucide-react';
import { api } from '#lib/client.ts';
import { $isVegetableVip, $isVip } from '#lib/stores/auth.ts';
import { vegSeriesOption } from '#lib/chart/vegSeriesOption.ts';
import { hasValues } from '#lib/chart/lineOption.ts';
import {
  VEG_FREE_RANGE,
  VEG_RANGES,
  VEG_RANGE_LABEL,
  vegFeatureOpen,
  type VegRange,
  type VegVipFeature,
} from '#lib/vegetable/access.ts';
import { VEG_DETAIL_MSG, VEG_MSG, VEG_VIP_PAGE, type VegVipRefusal } from '#lib/vegetable/messages.ts';
import type { VegDetail, VegSeries } from '#lib/vegetable/types.ts';
import { VEG_MAX_CHART_MARKETS } from '#lib/vegetable/validators.ts';
import Chart from '#islands/ui/chart/Chart.tsx';
import SeriesTable from './SeriesTable.tsx';

type Answer =
  | { kind: 'loading' }
  | { kind: 'series'; s: VegSeries }
  | { kind: 'vip'; feature: VegVipFeature; msg: string }
  | { kind: 'error'; msg: string };

function VipRefusal({ feature, msg }: { feature: VegVipFeature; msg: string }) {
  return (
    <div className="max-w-md" data-testid="veg-vip-refusal" data-feature={feature}>
      <Lock className="mx-auto text-gold-500" size={24} aria-hidden="true" />
      <p className="mt-2 text-sm text-ink-700">{msg}</p>
      <a href={VEG_VIP_PAGE} className="btn-primary mt-3 inline-block px-4 py-1.5 text-sm">
        {VEG_DETAIL_MSG.subscribe}
      </a>
    </div>
  );
}

const LOADING: Answer = { kind: 'loading' };

const pill = (active: boolean) =>
  `inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm transition ${
    active
      ? 'border-brand-600 bg-brand-600 text-white'
      : 'border-line bg-white text-ink-700 hover:border-brand-500'
  }`;

export default function SeriesPanel({ d }: { d: VegDetail }) {
  const caller = { vip: useStore($isVip), vegetableVip: useStore($isVegetableVip) };
  const open = (feature: VegVipFeature) => vegFeatureOpen(feature, caller);
  const [range, setRange] = useState<VegRange>(VEG_FREE_RANGE);
  const [markets, setMarkets] = useState<number[]>([]);
  const [seasonal, setSeasonal] = useState(false);
  // The answer and a refused download belong to the question asked: another question is loading, not refused.
  const asked = JSON.stringify([d.name, range, markets, seasonal]);
  const [got, setGot] = useState<{ asked: string; answer: Answer } | null>(null);
  const answer = got?.asked === asked ? got.answer : LOADING;
  const [refusedFor, setRefusedFor] = useState<string | null>(null);
  const downloadRefused = refusedFor === asked;

  useEffect(() => {
    const ctl = new AbortController();
    const setAnswer = (a: Answer) => setGot({ asked, answer: a });
    api
      .post<VegSeries | VegVipRefusal | null>(
        '/api/vegetable/getEchart',
        { name: d.name, range, markets, seasonal },
        { silent: true, signal: ctl.signal },
      )
      .then((r) => {
        if (r.success) return setAnswer({ kind: 'series', s: r.data as VegSeries });
        const refusal = r.data as VegVipRefusal | null;
        if (refusal?.vip === 'vegetable') setAnswer({ kind: 'vip', feature: refusal.feature, msg: r.msg });
        else setAnswer({ kind: 'error', msg: r.msg });
      })
      .catch(() => undefined);
    return () => ctl.abort();
  }, [asked, d.name, range, markets, seasonal]);

  const option = useMemo(() => (answer.kind === 'series' ? vegSeriesOption(answer.s) : null), [answer]);
  const lock = (feature: VegVipFeature) =>
    open(feature) ? null : <Lock size={12} aria-label="会员专享" className="opacity-70" />;
  const toggleMarket = (id: number) =>
    setMarkets((m) =>
      m.includes(id) ? m.filter((x) => x !== id) : [...m, id].slice(0, VEG_MAX_CHART_MARKETS),
    );

  const downloadHref = (format: 'csv' | 'xlsx') => {
    const q = new URLSearchParams({ name: d.name, range, format });
    if (markets.length) q.set('markets', markets.join(','));
    if (seasonal) q.set('seasonal', '1');
    return `/api/vegetable/downloadSeries?${q}`;
  };
  const onDownload = (e: React.MouseEvent) => {
    if (open('download')) return;
    e.preventDefault();
    setRefusedFor(asked);
  };

  const replacement = downloadRefused ? (
    <VipRefusal feature="download" msg={VEG_MSG.vipOnly('download')} />
  ) : answer.kind === 'vip' ? (
    <VipRefusal feature={answer.feature} msg={answer.msg} />
  ) : undefined;

  const title = `${d.name}${seasonal ? '季节对比' : `价格走势（${VEG_RANGE_LABEL[range]}）`}`;

  return (
    <section className="card p-5" aria-labelledby="veg-chart-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="veg-chart-title" className="section-title">
          价格走势
        </h2>
        <div className="flex flex-wrap gap-2" role="group" aria-label="时间范围">
          {VEG_RANGES.map((r) => (
            <button
              key={r}
              type="button"
              className={pill(!seasonal && range === r)}
              aria-pressed={!seasonal && range === r}
              onClick={() => {
                setSeasonal(false);
                setRange(r);
              }}
            >
              {VEG_RANGE_LABEL[r]}
              {r !== VEG_FREE_RANGE && lock('history')}
            </button>
          ))}
          <button
            type="button"
            className={pill(seasonal)}
            aria-pressed={seasonal}
            onClick={() => setSeasonal((v) => !v)}
          >
            季节对比
            {lock('seasonal')}
          </button>
        </div>
      </div>

      {!seasonal && d.markets.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer select-none text-ink-700">
            分市场对比
            {lock('markets') && <span className="ml-1 inline-block align-middle">{lock('markets')}</span>}
            <span className="ml-2 text-xs text-ink-500">
              {markets.length
                ? `已选${markets.length}个市场`
                : `全国均价（可选最多${VEG_MAX_CHART_MARKETS}个市场）`}
            </span>
          </summary>
          <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="选择批发市场">
            {d.markets.map((m) => (
              <label key={m.market_id} className={pill(markets.includes(m.market_id))}>
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={markets.includes(m.market_id)}
                  onChange={() => toggleMarket(m.market_id)}
                />
                {m.market}
              </label>
            ))}
            {markets.length > 0 && (
              <button
                type="button"
                className="text-xs text-brand-700 underline"
                onClick={() => setMarkets([])}
              >
                清除，看全国均价
              </button>
            )}
          </div>
        </details>
      )}

      <div className="mt-3">
        <Chart
          option={option}
          title={title}
          height={360}
          error={answer.kind === 'error' ? answer.msg : null}
          empty={answer.kind === 'series' && !hasValues(answer.s)}
          replacement={replacement}
        />
      </div>

      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-ink-500">
        <span>
          {seasonal
            ? '今年每周均价与过去三年同周的最低—最高区间、均值对比（按ISO周）'
            : markets.length
              ? '各市场每日均价'
              : `全国均价为各市场均价的平均；${VEG_DETAIL_MSG.bandNote}`}
        </span>
        <span className="flex gap-2">
          <a href={downloadHref('csv')} onClick={onDownload} className="btn-ghost h-8 px-3 text-xs" download>
            <FileText size={14} aria-hidden="true" />
            {VEG_DETAIL_MSG.downloadCsv}
            {lock('download')}
          </a>
          <a href={downloadHref('xlsx')} onClick={onDownload} className="btn-ghost h-8 px-3 text-xs" download>
            <FileSpreadsheet size={14} aria-hidden="true" />
            {VEG_DETAIL_MSG.downloadXlsx}
            {lock('download')}
          </a>
        </span>
      </div>

      {answer.kind === 'series' && <SeriesTable s={answer.s} />}
    </section>
  );
}
