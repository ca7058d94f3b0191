/**
 * The 数据检索 page's shell: a domain (tree or search), its indicators, regions and a period range make a query; its
 * cell count is shown before running; the table, the chart and the export follow. The query lives in the address
 * (querySearch / queryFromSearch), so a link opens the same table and runs it.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link2, LoaderCircle, Play } from 'lucide-react';
import { INDEX_MAX_CELLS, INDEX_MAX_INDICATORS } from '#lib/industry/limits.ts';
import { INDUSTRY_MSG, RETRIEVAL_MSG } from '#lib/industry/messages.ts';
import { FREQUENCY_LABEL } from '#lib/industry/periods.ts';
import { DEFAULT_LAYOUT, queryFromSearch, querySearch, type IndustryQuery } from '#lib/industry/query.ts';
import { fitRange, heldSpan, queryCells } from '#lib/industry/retrieval.ts';
import { indicatorLabel } from '#lib/industry/table.ts';
import type {
  DomainHit,
  IndexAnswer,
  IndicatorCategory,
  IndicatorDomainNode,
  IndicatorItem,
  SpaceRegion,
} from '#lib/industry/types.ts';
import { $isLoggedIn } from '#lib/stores/auth.ts';
import { toast } from '#lib/stores/toast.ts';
import { useAddress } from '#islands/ui/useAddress.ts';
import { industryCalls } from './calls.ts';
import ChosenChips from './ChosenChips.tsx';
import DomainSearch from './DomainSearch.tsx';
import DomainTree from './DomainTree.tsx';
import ExportButton from './ExportButton.tsx';
import IndicatorPicker from './IndicatorPicker.tsx';
import PeriodRange from './PeriodRange.tsx';
import QueryShelf from './QueryShelf.tsx';
import RegionPicker, { type RegionChoice } from './RegionPicker.tsx';
import ResultChart from './ResultChart.tsx';
import ResultTable from './ResultTable.tsx';

type Chosen = IndexAnswer['indicators'][number];
type Layout = Pick<IndustryQuery, 'rows' | 'cols'>;
type Result =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; answer: IndexAnswer; query: IndustryQuery }
  | { kind: 'error'; msg: string };

interface Props {
  tree: IndicatorDomainNode[];
  /** The country and the provinces (prebuilt). */
  regions: SpaceRegion[];
}

function Step({
  n,
  title,
  children,
  testId,
}: {
  n: number;
  title: string;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <section className="card p-4 sm:p-5" aria-labelledby={`retrieval-step-${n}`} data-testid={testId}>
      <h2
        id={`retrieval-step-${n}`}
        className="mb-3 flex items-center gap-2 text-base font-semibold text-ink-900"
      >
        <span className="grid h-5 w-5 place-items-center rounded-full bg-brand-600 text-xs text-white">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Retrieval({ tree, regions: regionList }: Props) {
  const [domain, setDomain] = useState<DomainHit | null>(null);
  const [searching, setSearching] = useState(false);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [lastPicked, setLastPicked] = useState<number | null>(null);
  const [regions, setRegions] = useState<RegionChoice[]>([]);
  const [range, setRange] = useState({ from: '', to: '' });
  const [layout, setLayout] = useState<Layout>(DEFAULT_LAYOUT);
  const [categories, setCategories] = useState<Record<number, IndicatorCategory>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const [runs, setRuns] = useState(0);
  // The address is written only once a query it held was opened (else the first render would erase it).
  const [ready, setReady] = useState(false);
  const address = useAddress('search');
  if (!ready && address !== null && !queryFromSearch(address)) setReady(true);
  // A new choice of indicators moves the range to what they hold; an opened query keeps its own.
  const fitOnSpan = useRef(true);

  const ids = chosen.map((c) => c.id);
  const query: IndustryQuery | null =
    ids.length && regions.length && range.from && range.to
      ? { indicators: ids, regions: regions.map((r) => r.code), from: range.from, to: range.to, ...layout }
      : null;
  const cells = query ? queryCells(query) : 0;
  const over = cells > INDEX_MAX_CELLS;
  const cats = chosen.map((c) => categories[c.id]).filter((c): c is IndicatorCategory => Boolean(c));
  const span = cats.length === chosen.length ? heldSpan(cats) : null;
  const spanKey = span ? `${span.frequency}:${span.first}:${span.last}` : '';

  // Each chosen indicator's periods held (getCategory), once: asked when the choice changes, not when an answer lands.
  const idsKey = ids.join(',');
  const askCategories = useEffectEvent(() => {
    for (const id of ids)
      if (!categories[id])
        void industryCalls
          .category(id)
          .then((r) => r.success && setCategories((c) => ({ ...c, [id]: r.data })));
  });
  useEffect(() => askCategories(), [idsKey]);

  // The range moves when the periods held change, not on every edit of the range itself.
  const fitToSpan = useEffectEvent(() => {
    if (!span || !fitOnSpan.current) return;
    setRange((r) => fitRange(span, r.from, r.to));
  });
  useEffect(() => fitToSpan(), [spanKey]);

  const search = query ? querySearch(query) : '';
  useEffect(() => {
    if (!ready) return;
    const next = search ? `${location.pathname}?${search}` : location.pathname;
    if (next !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', next);
  }, [search, ready]);

  const run = async (q: IndustryQuery | null = query) => {
    if (!q) return setNotice(RETRIEVAL_MSG.incomplete);
    setNotice(null);
    setResult({ kind: 'loading' });
    const r = await industryCalls.index(q);
    if (!r.success) return setResult({ kind: 'error', msg: r.msg });
    setResult({ kind: 'done', answer: r.data, query: q });
    if ($isLoggedIn.get()) void industryCalls.remember(q).then(() => setRuns((n) => n + 1));
    return r.data;
  };

  /** Load a query (an address, a saved query, an editor's table) and run it; names come with the answer. */
  const open = async (q: IndustryQuery) => {
    fitOnSpan.current = false;
    setLayout({ rows: q.rows, cols: q.cols });
    setRange({ from: q.from, to: q.to });
    const known = new Map(regionList.map((r) => [r.code, r.name]));
    setRegions(q.regions.map((code) => ({ code, name: known.get(code) ?? code })));
    setChosen((c) => c.filter((x) => q.indicators.includes(x.id)));
    const answer = await run(q);
    // Refused (over the cell limit, say): the names still come from one period's count, so the choices can be mended.
    const names = answer ?? (await industryCalls.index({ ...q, to: q.from }, true)).data;
    if (names?.indicators) {
      setChosen(names.indicators);
      setRegions(names.regions);
    }
    setReady(true);
    return answer;
  };

  // Once, after hydration: the query the address holds (an address without one is ready at once, above).
  const openAddress = useEffectEvent(() => {
    const q = queryFromSearch(location.search);
    if (q) void open(q);
  });
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is unknown to the prebuilt markup: opening its query (form filled, then run) needs the render after hydration
  useEffect(() => openAddress(), []);

  const toggle = (i: Pick<IndicatorItem, 'id' | 'name' | 'unit' | 'frequency' | 'source'>) => {
    setNotice(null);
    fitOnSpan.current = true;
    if (ids.includes(i.id)) {
      setChosen((c) => c.filter((x) => x.id !== i.id));
      return;
    }
    const f = chosen[0]?.frequency;
    if (f && f !== i.frequency)
      return setNotice(RETRIEVAL_MSG.mixedFrequency(FREQUENCY_LABEL[f], FREQUENCY_LABEL[i.frequency]));
    if (chosen.length >= INDEX_MAX_INDICATORS) return setNotice(INDUSTRY_MSG.indicatorsRequired);
    const { id, name, unit, frequency, source } = i;
    setChosen((c) => [...c, { id, name, unit, frequency, source }]);
    setLastPicked(id);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      toast.success(RETRIEVAL_MSG.copied);
    } catch {
      // Clipboard refused (an insecure page): the address bar holds the same link.
    }
  };

  const done = result.kind === 'done' ? result : null;
  // The table shown answers the last run; a changed choice (not a layout) says so until the next run.
  const stale = Boolean(done && query && querySearch({ ...done.query, ...layout }) !== search);

  return (
    <div className="space-y-5" data-testid="retrieval" data-ready={ready ? '1' : '0'}>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[19rem_minmax(0,1fr)]">
        <div className="space-y-5">
          <Step n={1} title={RETRIEVAL_MSG.stepDomain}>
            <div className="space-y-3">
              <DomainSearch
                onSelectDomain={(d) => setDomain(d)}
                onPick={toggle}
                chosen={new Set(ids)}
                onActive={setSearching}
              />
              <div className={searching ? 'hidden lg:block' : ''}>
                <DomainTree tree={tree} selected={domain?.id ?? null} onSelect={setDomain} />
              </div>
            </div>
          </Step>
          <section className="card p-4 sm:p-5" aria-label={RETRIEVAL_MSG.shelfTitle}>
            <h2 className="mb-3 text-base font-semibold text-ink-900">{RETRIEVAL_MSG.shelfTitle}</h2>
            <QueryShelf
              current={done ? { ...done.query, ...layout } : null}
              onOpen={(q) => void open(q)}
              runs={runs}
            />
          </section>
        </div>

        <div className="min-w-0 space-y-5">
          <Step n={2} title={RETRIEVAL_MSG.stepIndicators} testId="step-indicators">
            <div className="space-y-3">
              <ChosenChips
                label={RETRIEVAL_MSG.chosenIndicators}
                empty={RETRIEVAL_MSG.noIndicator}
                items={chosen.map((c) => ({ key: String(c.id), name: indicatorLabel(c), title: c.source }))}
                onRemove={(key) => {
                  fitOnSpan.current = true;
                  setChosen((c) => c.filter((x) => String(x.id) !== key));
                }}
                testId="chosen-indicators"
              />
              {notice && (
                <p
                  className="rounded-md bg-gold-500/10 px-3 py-2 text-sm text-gold-500"
                  role="status"
                  data-testid="notice"
                >
                  {notice}
                </p>
              )}
              <IndicatorPicker
                domain={domain}
                chosen={new Set(ids)}
                onToggle={toggle}
                relatedFor={lastPicked}
              />
            </div>
          </Step>
          <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
            <Step n={3} title={RETRIEVAL_MSG.stepRegions}>
              <RegionPicker regions={regionList} chosen={regions} onChange={setRegions} />
            </Step>
            <Step n={4} title={RETRIEVAL_MSG.stepPeriod}>
              <div className="space-y-4">
                <PeriodRange
                  span={span}
                  from={range.from}
                  to={range.to}
                  waiting={!chosen.length || cats.length < chosen.length}
                  onChange={(r) => setRange(r)}
                />
                <div className="rounded-md bg-surface p-3" data-testid="cell-count">
                  <p className="text-sm font-medium text-ink-900">
                    {RETRIEVAL_MSG.cells(cells)}
                    <span className="ml-2 text-xs font-normal text-ink-500">
                      {RETRIEVAL_MSG.cellLimit(INDEX_MAX_CELLS)}
                    </span>
                  </p>
                  <p className="mt-0.5 text-xs text-ink-500">{RETRIEVAL_MSG.cellsRule}</p>
                  {over && (
                    <p className="mt-1.5 text-sm text-rise" role="alert" data-testid="over-limit">
                      {INDUSTRY_MSG.tooManyCells(cells)}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <button
                    type="button"
                    className="btn-primary h-10 px-5"
                    onClick={() => void run()}
                    disabled={over || result.kind === 'loading'}
                    data-testid="run"
                  >
                    {result.kind === 'loading' ? (
                      <LoaderCircle size={16} className="animate-spin" aria-hidden="true" />
                    ) : (
                      <Play size={16} aria-hidden="true" />
                    )}
                    {result.kind === 'loading' ? RETRIEVAL_MSG.running : RETRIEVAL_MSG.run}
                  </button>
                  {query && (
                    <button
                      type="button"
                      className="btn-ghost h-10 px-3 text-xs"
                      onClick={() => void copyLink()}
                    >
                      <Link2 size={14} aria-hidden="true" />
                      {RETRIEVAL_MSG.copyLink}
                    </button>
                  )}
                </div>
              </div>
            </Step>
          </div>
        </div>
      </div>

      {result.kind !== 'idle' && (
        <section className="card p-4 sm:p-5" aria-labelledby="retrieval-result" data-testid="result-card">
          <h2 id="retrieval-result" className="section-title mb-4">
            {RETRIEVAL_MSG.resultTitle}
          </h2>
          {result.kind === 'loading' && (
            <p className="flex items-center gap-2 py-6 text-sm text-ink-500">
              <LoaderCircle size={16} className="animate-spin" aria-hidden="true" />
              {RETRIEVAL_MSG.running}
            </p>
          )}
          {result.kind === 'error' && (
            <p className="py-4 text-sm text-rise" role="alert" data-testid="result-error">
              {result.msg}
            </p>
          )}
          {stale && (
            <p
              className="mb-4 flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-xs text-ink-700"
              role="status"
              data-testid="result-stale"
            >
              {RETRIEVAL_MSG.staleResult}
              <button type="button" className="btn-ghost h-7 px-2 text-xs" onClick={() => void run()}>
                {RETRIEVAL_MSG.run}
              </button>
            </p>
          )}
          {done && (
            <div className="space-y-6">
              <ResultTable answer={done.answer} layout={layout} onLayout={setLayout} />
              <div>
                <h3 className="mb-2 text-sm font-semibold text-ink-900">{RETRIEVAL_MSG.chartTitle}</h3>
                <ResultChart answer={done.answer} />
              </div>
            </div>
          )}
        </section>
      )}

      <section className="card p-4 sm:p-5" aria-labelledby="retrieval-export">
        <h2 id="retrieval-export" className="section-title mb-3">
          {RETRIEVAL_MSG.exportTitle}
        </h2>
        <ExportButton query={done ? { ...done.query, ...layout } : null} cells={done?.answer.count ?? 0} />
      </section>
    </div>
  );
}
