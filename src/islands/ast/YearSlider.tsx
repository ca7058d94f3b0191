/** The year slider with 播放/暂停: playing steps a year about every second and stops at the last year. */
import { useEffect, useEffectEvent } from 'react';
import { Pause, Play } from 'lucide-react';
import { AST_MSG } from '#lib/ast/messages.ts';

/** How long a year stays on screen while playing. */
export const PLAY_STEP_MS = 1000;

export default function YearSlider({
  years,
  year,
  playing,
  onYear,
  onPlaying,
}: {
  years: string[];
  year: string;
  playing: boolean;
  onYear: (year: string) => void;
  onPlaying: (playing: boolean) => void;
}) {
  const at = Math.max(0, years.indexOf(year));
  // The parent's callbacks are read when called, so its re-renders do not restart the step's timer.
  const stop = useEffectEvent(() => onPlaying(false));
  const step = useEffectEvent((next: string) => onYear(next));
  useEffect(() => {
    if (!playing) return;
    if (at >= years.length - 1) {
      stop();
      return;
    }
    const timer = setTimeout(() => step(years[at + 1]!), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, at, years]);
  const toggle = () => {
    // Play from the first year when the slider stands at the last.
    if (!playing && at >= years.length - 1) onYear(years[0]!);
    onPlaying(!playing);
  };
  return (
    <div className="flex items-center gap-3" data-testid="ast-years">
      <button
        type="button"
        onClick={toggle}
        className="btn-primary inline-flex h-9 shrink-0 items-center gap-1 px-3"
        data-testid="ast-play"
        disabled={years.length < 2}
      >
        {playing ? <Pause size={15} aria-hidden="true" /> : <Play size={15} aria-hidden="true" />}
        {playing ? AST_MSG.pause : AST_MSG.play}
      </button>
      <span className="text-xs text-ink-500 tabular-nums">{years[0]}</span>
      <input
        type="range"
        min={0}
        max={Math.max(0, years.length - 1)}
        step={1}
        value={at}
        aria-label={AST_MSG.year}
        onChange={(e) => {
          onPlaying(false);
          onYear(years[Number(e.currentTarget.value)]!);
        }}
        className="h-2 min-w-0 flex-1 cursor-pointer accent-brand-600"
      />
      <span className="text-xs text-ink-500 tabular-nums">{years.at(-1)}</span>
      <output
        className="w-16 shrink-0 text-right text-lg font-semibold text-brand-700 tabular-nums"
        data-testid="ast-year"
      >
        {year}年
      </output>
    </div>
  );
}
