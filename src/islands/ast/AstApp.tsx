/**
 * 农业专题: the topics by category; for the chosen topic the China map coloured by province for a year, a year slider
 * that plays, the ranking beside the map (highlighting with it), a province's cities on a click, the series over
 * the years, unit, source, the 演示数据 badge and a CSV of the ranking shown. The view lives in the address; the
 * build's first topic and newest year are the first render (static HTML), the map loads as its own chunk.
 */
import { withMapReview } from '#islands/ui/chart/MapReview.tsx';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Download } from 'lucide-react';
import { api } from '#lib/client.ts';
import { AST_MSG } from '#lib/ast/messages.ts';
import type {
  AstCategory,
  AstNationwideAnswer,
  AstProvinceAnswer,
  AstSeriesAnswer,
  AstTopic,
} from '#lib/ast/types.ts';
import { AST_VIEW_DEFAULT, astViewSearch, readAstView, type AstView } from '#lib/ast/viewState.ts';
import { rankingCsv } from '#lib/ast/csv.ts';
import { formatAstValue } from '#lib/ast/format.ts';
import { lineOption } from '#lib/chart/lineOption.ts';
import Chart from '#islands/ui/chart/Chart.tsx';
import DemoBadge from '#islands/ui/figures/DemoBadge.tsx';
import { useAddress } from '#islands/ui/useAddress.ts';
import RegionMap from './RegionMap.tsx';
import RankingTable from './RankingTable.tsx';
import TopicPicker from './TopicPicker.tsx';
import YearSlider from './YearSlider.tsx';

export interface AstAppProps {
  categories: AstCategory[];
  first: { nationwide: AstNationwideAnswer; series: AstSeriesAnswer } | null;
}

const post = <T,>(path: string, body: Record<string, unknown>) => api.post<T>(path, body, { silent: true });

function AstAppBody({ categories, first }: AstAppProps) {
  const topics = useMemo(() => categories.flatMap((c) => c.topics), [categories]);
  const firstId = first?.nationwide.topic.id ?? topics[0]?.id ?? null;
  // The address is read after hydration (useAddress), so the first client render matches the prebuilt markup.
  const address = useAddress('search');
  const ready = address !== null;
  const fromAddress = useMemo<AstView>(() => {
    if (address === null) return { ...AST_VIEW_DEFAULT, topic: firstId };
    const wanted = readAstView(new URLSearchParams(address));
    const known = topics.some((t) => t.id === wanted.topic);
    return { ...wanted, topic: known ? wanted.topic : firstId };
  }, [address, topics, firstId]);
  const [chosen, setView] = useState<AstView | null>(null);
  const view = chosen ?? fromAddress;
  const [nation, setNation] = useState<AstNationwideAnswer | null>(first?.nationwide ?? null);
  const [series, setSeries] = useState<AstSeriesAnswer | null>(first?.series ?? null);
  const [province, setProvince] = useState<AstProvinceAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The question last answered: loading while the one asked now differs.
  const [answered, setAnswered] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [highlight, setHighlight] = useState<string | null>(null);
  const asked = useRef(0);

  const change = (next: Partial<AstView>) => {
    const v = { ...view, ...next };
    history.replaceState(history.state, '', `${location.pathname}${astViewSearch(v)}`);
    setView(v);
  };

  // The provinces (and, when drilled, the province's cities) of the topic's year; only the latest question's answer.
  const asking = ready && view.topic !== null ? `${view.topic}:${view.year}:${view.province}` : null;
  const loading = asking !== null && answered !== asking;
  useEffect(() => {
    if (!asking || view.topic === null) return;
    const id = ++asked.current;
    const topic = view.topic;
    const built = first && first.nationwide.topic.id === topic;
    const wantNation =
      built && (!view.year || view.year === first.nationwide.year)
        ? Promise.resolve({ success: true, data: first.nationwide, msg: '' })
        : post<AstNationwideAnswer>('/api/ast/getNationwideDataGroupAdcode', {
            topic,
            ...(view.year ? { year: view.year } : {}),
          });
    const wantProvince = view.province
      ? post<AstProvinceAnswer>('/api/ast/getProvinceData', {
          topic,
          province: view.province,
          ...(view.year ? { year: view.year } : {}),
        })
      : Promise.resolve(null);
    void Promise.all([wantNation, wantProvince]).then(([n, p]) => {
      if (id !== asked.current) return;
      setAnswered(asking);
      if (!n.success) {
        setError(n.msg);
        setPlaying(false);
        return;
      }
      if (p && !p.success) {
        setError(p.msg);
        setProvince(null);
      } else {
        setError(null);
        setProvince(p ? p.data : null);
      }
      setNation(n.data);
    });
  }, [asking, first, view.topic, view.year, view.province]);

  // The national series: once per topic (an answer for the topic shown asks nothing more).
  const seriesTopic = series?.topic.id;
  useEffect(() => {
    if (!ready || view.topic === null) return;
    if (seriesTopic === view.topic) return;
    const topic = view.topic;
    void post<AstSeriesAnswer>('/api/ast/getNationwideDataOrderByYear', { topic }).then((r) => {
      if (r.success && r.data.topic.id === topic) setSeries(r.data);
    });
  }, [ready, view.topic, seriesTopic]);

  const topic: AstTopic | undefined = topics.find((t) => t.id === (nation?.topic.id ?? view.topic));
  if (!topic || !nation) {
    return (
      <section className="card p-8 text-center text-ink-500" data-testid="ast-empty">
        {AST_MSG.noTopics}
      </section>
    );
  }
  const drilled = province && view.province ? province : null;
  const where = drilled ? drilled.province.name : AST_MSG.national;
  const rows = drilled ? drilled.cities : nation.regions;
  const shareHeader = nation.topic.additive ? (drilled ? AST_MSG.shareOfProvince : AST_MSG.share) : null;
  const unit = nation.topic.unit;
  const points = rows.map((r) => ({ adcode: r.adcode, name: r.name, value: r.value }));
  const line = drilled ? drilled.series : series?.topic.id === nation.topic.id ? series.series : [];
  const lineChart = lineOption({
    x: line.map((p) => p.year),
    lines: [{ name: `${where}${nation.topic.name}`, values: line.map((p) => p.value), strong: true }],
    unit,
  });
  const demo = nation.demo || Boolean(drilled?.demo) || line.some((p) => p.demo);
  const whole = drilled ? drilled.value : nation.national;
  const csvHref = () =>
    URL.createObjectURL(new Blob([rankingCsv(rows, unit, shareHeader)], { type: 'text/csv;charset=utf-8' }));

  return (
    <div className="space-y-5" data-testid="ast-app" data-topic={nation.topic.id} data-year={nation.year}>
      <section className="card p-5">
        <TopicPicker
          categories={categories}
          chosen={nation.topic.id}
          onChoose={(t) => {
            setPlaying(false);
            change({ topic: t, year: null });
          }}
        />
      </section>

      <section className="card p-5" aria-labelledby="ast-map-title">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="ast-map-title" className="section-title" data-testid="ast-title">
            {AST_MSG.mapTitle(nation.topic.name, nation.year, where)}
          </h2>
          <div className="flex items-center gap-3 text-sm text-ink-500">
            {whole && (
              <span data-testid="ast-whole">
                {drilled
                  ? AST_MSG.provinceValue(drilled.province.name, formatAstValue(whole.value), unit)
                  : AST_MSG.nationalValue(formatAstValue(whole.value), unit, nation.topic.additive)}
              </span>
            )}
            <DemoBadge demo={demo} />
          </div>
        </div>
        {topic.description && <p className="mb-3 text-sm text-ink-500">{topic.description}</p>}
        <YearSlider
          years={nation.years}
          year={nation.year}
          playing={playing}
          onYear={(y) => change({ year: y })}
          onPlaying={setPlaying}
        />
        {error && (
          <p className="mt-2 text-sm text-rise" role="alert" data-testid="ast-error">
            {error}
          </p>
        )}
        <div className="mt-4 grid gap-5 lg:grid-cols-[3fr_2fr]" aria-busy={loading}>
          <RegionMap
            points={points}
            unit={unit}
            title={AST_MSG.mapTitle(nation.topic.name, nation.year, where)}
            level={drilled ? 'province' : 'country'}
            province={drilled?.province.adcode}
            highlight={highlight ?? undefined}
            onHover={setHighlight}
            onDrill={(adcode) => {
              setHighlight(null);
              change({ province: adcode });
            }}
            onBack={() => {
              setHighlight(null);
              change({ province: null });
            }}
          />
          <div>
            <div className="mb-2 flex items-center justify-between gap-2">
              <h3 className="text-sm font-medium text-ink-700">{AST_MSG.ranking(nation.year, where)}</h3>
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  className="btn-outline inline-flex h-8 items-center gap-1 px-2.5 text-sm"
                  data-testid="ast-csv"
                  onClick={() => {
                    // A fresh object URL for the rows shown now, revoked once the download has started.
                    const href = csvHref();
                    const a = document.createElement('a');
                    a.href = href;
                    a.download = AST_MSG.csvName(nation.topic.name, nation.year, where);
                    document.body.append(a);
                    a.click();
                    a.remove();
                    setTimeout(() => URL.revokeObjectURL(href), 10_000);
                  }}
                >
                  <Download size={14} aria-hidden="true" />
                  {AST_MSG.downloadCsv}
                </button>
              </div>
            </div>
            {rows.length ? (
              <RankingTable
                rows={rows}
                unit={unit}
                shareHeader={shareHeader}
                highlight={highlight}
                onHighlight={setHighlight}
                onChoose={
                  drilled
                    ? undefined
                    : (adcode) => {
                        setHighlight(null);
                        change({ province: adcode });
                      }
                }
              />
            ) : (
              <p className="py-8 text-center text-sm text-ink-500" data-testid="ast-no-cities">
                {AST_MSG.noCities(where)}
              </p>
            )}
          </div>
        </div>
      </section>

      <section className="card p-5" aria-labelledby="ast-series-title">
        <h2 id="ast-series-title" className="section-title mb-3">
          {AST_MSG.series(`${where}${nation.topic.name}`)}
        </h2>
        <Chart
          option={line.length ? lineChart : null}
          empty={line.length === 0 && !loading}
          title={`${where}${nation.topic.name}`}
          height={300}
        />
        <p className="mt-3 text-xs text-ink-500" data-testid="ast-source">
          {AST_MSG.unit(unit)}；{AST_MSG.source(nation.topic.source || '—')}
          {demo ? '；分省、分市数值为演示数据' : ''}
        </p>
      </section>
    </div>
  );
}

/** `mapReview`: the operator's 审图号, printed under the island's maps. */
export default withMapReview(AstAppBody);
