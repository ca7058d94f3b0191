/**
 * The one chart island (CONTRIBUTING "A chart"): shows the server's SVG (or a placeholder) first, loads ECharts only
 * when the chart nears the viewport or is touched, then draws the option on a canvas; loading, empty and error states,
 * resize with its box, and 下载图片 as PNG. Callers pass a pure option from #lib/chart/*.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { CHART_MSG } from '#lib/chart/messages.ts';

type ECharts = import('echarts/core').ECharts;

export interface ChartProps {
  /** The option to draw; null while the caller is loading its data. */
  option: Record<string, unknown> | null;
  /** What the chart shows, for its label and the PNG's file name. */
  title: string;
  height?: number;
  /**
   * The server's SVG of the same option (`renderChartSvg`), given as the island's children so the page carries it once
   * (as HTML, not again in the island's props): the first paint, until ECharts takes over.
   */
  firstPaint?: ReactNode;
  /** The caller's data failed (its message), or there is nothing to draw. */
  error?: string | null;
  empty?: boolean;
  /** Something to show instead of the chart (a VIP refusal), never an empty chart. */
  replacement?: ReactNode;
  /** Margin around the viewport at which ECharts starts loading. */
  rootMargin?: string;
  /** A click on a datum (the world map's partner): its datum as the option gave it and its name. */
  onClick?: (datum: unknown, name: string) => void;
  /** The pointer over a datum (its datum), or off it (null): the China map's ranking highlights with it. */
  onHover?: (datum: unknown | null) => void;
}

type Phase = 'waiting' | 'loading' | 'ready' | 'failed';

/** A browser without IntersectionObserver loads ECharts at once. */
const noObserver = () => typeof IntersectionObserver === 'undefined';

export default function Chart({
  option,
  title,
  height = 320,
  firstPaint,
  error,
  empty,
  replacement,
  rootMargin = '200px',
  onClick,
  onHover,
}: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const canvasBox = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const prepare = useRef<((option: Record<string, unknown>) => Promise<void> | null) | null>(null);
  // The chart's handlers and the map loader read the latest props when called, not the ones of the render that set them.
  const clicked = useEffectEvent((datum: unknown, name: string) => onClick?.(datum, name));
  const hovered = useEffectEvent((datum: unknown | null) => onHover?.(datum));
  const latestOption = useEffectEvent(() => option);
  const [near, setNear] = useState(false);
  const [phase, setPhase] = useState<Phase>('waiting');
  const [attempt, setAttempt] = useState(0);
  const drawable = Boolean(option) && !error && !empty && !replacement;

  // Near the viewport (or touched): time to load ECharts.
  useEffect(() => {
    const el = box.current;
    if (!el || near || noObserver()) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin,
    });
    io.observe(el);
    return () => io.disconnect();
  }, [near, rootMargin]);

  useEffect(() => {
    if (!(near || noObserver()) || !drawable || chart.current) return;
    let cancelled = false;
    setPhase('loading');
    import('./echarts.ts')
      // A map's chart type and geometry (their own chunk) register before init: an instance keeps the processors it
      // was created with.
      .then(async ({ echarts, CHART_THEME_NAME, prepareMaps }) => {
        const first = latestOption();
        if (first) await prepareMaps(first);
        if (cancelled || !canvasBox.current) return;
        prepare.current = prepareMaps;
        chart.current = echarts.init(canvasBox.current, CHART_THEME_NAME, { renderer: 'canvas' });
        chart.current.on('click', (p) => clicked(p.data, p.name));
        chart.current.on('mouseover', (p) => hovered(p.data));
        chart.current.on('mouseout', () => hovered(null));
        setPhase('ready');
      })
      .catch(() => !cancelled && setPhase('failed'));
    return () => {
      cancelled = true;
    };
  }, [near, drawable, attempt]);

  useEffect(() => {
    if (phase !== 'ready' || !chart.current || !option || !drawable) return;
    // A later option may draw another map (a province after the country): its geometry loads first.
    const loading = prepare.current?.(option);
    if (!loading) return void chart.current.setOption(option, true);
    let cancelled = false;
    loading
      .then(() => !cancelled && chart.current?.setOption(option, true))
      .catch(() => !cancelled && setPhase('failed'));
    return () => {
      cancelled = true;
    };
  }, [phase, option, drawable]);

  // Follow the box's width (layout changes, a rotated phone), not only the window.
  useEffect(() => {
    const el = canvasBox.current;
    if (phase !== 'ready' || !el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => chart.current?.resize());
    ro.observe(el);
    return () => ro.disconnect();
  }, [phase]);

  useEffect(
    () => () => {
      chart.current?.dispose();
      chart.current = null;
    },
    [],
  );

  const download = useCallback(() => {
    const c = chart.current;
    if (!c) return setNear(true);
    const a = document.createElement('a');
    a.href = c.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' });
    a.download = `${title}.png`;
    document.body.append(a);
    a.click();
    a.remove();
  }, [title]);

  const showCanvas = drawable && phase === 'ready';
  let overlay: ReactNode = null;
  if (replacement) overlay = replacement;
  else if (error) overlay = <p className="text-sm text-rise">{error}</p>;
  else if (empty) overlay = <p className="text-sm text-ink-500">{CHART_MSG.empty}</p>;
  else if (phase === 'failed')
    overlay = (
      <p className="text-sm text-rise">
        {CHART_MSG.error}
        <button
          type="button"
          className="ml-2 text-brand-700 underline"
          // A drawn chart whose next map failed to load tries that map again; else ECharts itself loads again.
          onClick={() => (chart.current ? setPhase('ready') : setAttempt((n) => n + 1))}
        >
          {CHART_MSG.retry}
        </button>
      </p>
    );
  else if (!option || (!showCanvas && !firstPaint))
    overlay = <p className="text-sm text-ink-500">{CHART_MSG.loading}</p>;

  return (
    <figure
      ref={box}
      className="relative m-0"
      aria-label={title}
      data-chart-phase={overlay && !replacement ? 'overlay' : phase}
      onPointerEnter={() => setNear(true)}
      onFocus={() => setNear(true)}
    >
      <div className="mb-1 flex justify-end">
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded px-2 py-1 text-xs text-ink-500 hover:bg-surface hover:text-brand-700 disabled:opacity-40"
          onClick={download}
          disabled={Boolean(replacement || error || empty)}
          aria-label={`${CHART_MSG.download}：${title}`}
        >
          <Download size={14} aria-hidden="true" />
          {CHART_MSG.download}
        </button>
      </div>
      <div className="relative" style={{ height }}>
        {firstPaint && !showCanvas && !replacement && (
          <div
            className="absolute inset-0 overflow-hidden [&_svg]:h-full [&_svg]:w-full"
            role="img"
            aria-label={title}
          >
            {firstPaint}
          </div>
        )}
        <div
          ref={canvasBox}
          className="absolute inset-0"
          style={{ visibility: showCanvas ? 'visible' : 'hidden' }}
          data-chart-canvas=""
        />
        {overlay && (
          <div className="absolute inset-0 grid place-items-center rounded-md bg-surface/70 p-4 text-center">
            {overlay}
          </div>
        )}
      </div>
    </figure>
  );
}
