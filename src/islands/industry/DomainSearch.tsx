/**
 * The search beside the tree: a keyword (searchTree), or 高级搜索 with unit, frequency and source (seniorSearchTree);
 * the domains and indicators found, a domain opening its indicators and an indicator picked at once.
 */
import { useState, type SubmitEvent } from 'react';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { INDUSTRY_KEYWORD_MAX } from '#lib/industry/limits.ts';
import { RETRIEVAL_MSG } from '#lib/industry/messages.ts';
import { FREQUENCIES, FREQUENCY_LABEL, type Frequency } from '#lib/industry/periods.ts';
import type { DomainHit, IndicatorItem, IndustrySearchAnswer } from '#lib/industry/types.ts';
import { filterField } from '#islands/ui/list/filterStyles.ts';
import { industryCalls } from './calls.ts';

interface Props {
  onSelectDomain: (d: DomainHit) => void;
  onPick: (i: IndicatorItem) => void;
  chosen: Set<number>;
  /** Whether results are showing (the shell hides the tree meanwhile). */
  onActive: (active: boolean) => void;
}

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; answer: IndustrySearchAnswer }
  | { kind: 'error'; msg: string };

export default function DomainSearch({ onSelectDomain, onPick, chosen, onActive }: Props) {
  const [keyword, setKeyword] = useState('');
  const [advanced, setAdvanced] = useState(false);
  const [unit, setUnit] = useState('');
  const [frequency, setFrequency] = useState<Frequency | ''>('');
  const [source, setSource] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const k = keyword.trim();
    const senior = advanced && (unit.trim() || frequency || source.trim());
    if (!k && !senior) return;
    setState({ kind: 'loading' });
    onActive(true);
    const r = senior
      ? await industryCalls.seniorSearch({ keyword: k, unit: unit.trim(), frequency, source: source.trim() })
      : await industryCalls.search(k);
    setState(r.success ? { kind: 'done', answer: r.data } : { kind: 'error', msg: r.msg });
  };
  const clear = () => {
    setState({ kind: 'idle' });
    onActive(false);
  };

  return (
    <div className="space-y-3">
      <form role="search" aria-label={RETRIEVAL_MSG.searchLabel} onSubmit={submit} className="space-y-2">
        <div className="flex gap-2">
          <label className="relative min-w-0 flex-1">
            <span className="sr-only">{RETRIEVAL_MSG.searchLabel}</span>
            <Search size={15} className="absolute top-2.5 left-2.5 text-ink-500" aria-hidden="true" />
            <input
              type="search"
              value={keyword}
              maxLength={INDUSTRY_KEYWORD_MAX}
              onChange={(e) => setKeyword(e.target.value)}
              placeholder={RETRIEVAL_MSG.searchPlaceholder}
              className={`${filterField} w-full pl-8`}
            />
          </label>
          <button type="submit" className="btn-primary h-9 px-3">
            {RETRIEVAL_MSG.search}
          </button>
        </div>
        <button
          type="button"
          className="inline-flex items-center gap-1 text-xs text-ink-500 hover:text-brand-700"
          aria-expanded={advanced}
          onClick={() => setAdvanced((a) => !a)}
        >
          <SlidersHorizontal size={13} aria-hidden="true" />
          {RETRIEVAL_MSG.advanced}
        </button>
        {advanced && (
          <div className="grid grid-cols-1 gap-2 rounded-md bg-surface p-2.5" data-testid="senior-search">
            <label className="flex items-center gap-2 text-xs text-ink-500">
              <span className="w-8 shrink-0">{RETRIEVAL_MSG.unit}</span>
              <input
                value={unit}
                maxLength={20}
                onChange={(e) => setUnit(e.target.value)}
                placeholder={RETRIEVAL_MSG.unitPlaceholder}
                className={`${filterField} min-w-0 flex-1`}
              />
            </label>
            <label className="flex items-center gap-2 text-xs text-ink-500">
              <span className="w-8 shrink-0">{RETRIEVAL_MSG.frequency}</span>
              <select
                value={frequency}
                onChange={(e) => setFrequency(e.target.value as Frequency | '')}
                className={`${filterField} min-w-0 flex-1`}
              >
                <option value="">{RETRIEVAL_MSG.anyFrequency}</option>
                {FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {FREQUENCY_LABEL[f]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-2 text-xs text-ink-500">
              <span className="w-8 shrink-0">{RETRIEVAL_MSG.source}</span>
              <input
                value={source}
                maxLength={30}
                onChange={(e) => setSource(e.target.value)}
                placeholder={RETRIEVAL_MSG.sourcePlaceholder}
                className={`${filterField} min-w-0 flex-1`}
              />
            </label>
          </div>
        )}
      </form>

      {state.kind !== 'idle' && (
        <div className="rounded-md border border-line" data-testid="search-results">
          <div className="flex items-center justify-between border-b border-line bg-surface px-3 py-1.5 text-xs text-ink-500">
            <span>
              {state.kind === 'done'
                ? RETRIEVAL_MSG.searchResults(state.answer.domains.length, state.answer.indicators.length)
                : state.kind === 'loading'
                  ? RETRIEVAL_MSG.loading
                  : state.msg}
            </span>
            <button
              type="button"
              className="inline-flex items-center gap-0.5 hover:text-brand-700"
              onClick={clear}
            >
              <X size={13} aria-hidden="true" />
              {RETRIEVAL_MSG.clearSearch}
            </button>
          </div>
          {state.kind === 'done' && (
            <div className="max-h-80 overflow-y-auto p-2 text-sm">
              {!state.answer.domains.length && !state.answer.indicators.length && (
                <p className="px-1 py-2 text-ink-500">{RETRIEVAL_MSG.searchEmpty}</p>
              )}
              {state.answer.domains.map((d) => (
                <button
                  key={`d${d.id}`}
                  type="button"
                  className="block w-full rounded px-2 py-1 text-left text-brand-700 hover:bg-brand-50"
                  onClick={() => onSelectDomain(d)}
                  data-domain-hit={d.id}
                >
                  {d.path.join(' › ')}
                </button>
              ))}
              {state.answer.indicators.map((i) => (
                <button
                  key={`i${i.id}`}
                  type="button"
                  className="block w-full rounded px-2 py-1 text-left hover:bg-surface disabled:opacity-50"
                  onClick={() => onPick(i)}
                  disabled={chosen.has(i.id)}
                  data-indicator-hit={i.id}
                >
                  <span className="block text-ink-900">{i.name}</span>
                  <span className="block text-xs text-ink-500">
                    {i.path.join(' › ')} · {i.unit} · {FREQUENCY_LABEL[i.frequency]}
                  </span>
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
